export { Toaster } from './Toaster';
export { announce, notify } from './notify';
