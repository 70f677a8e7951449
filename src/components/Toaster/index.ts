export { Toaster } from './Toaster';
export { notify } from './notify';
