export { BackendControls } from './BackendControls';
export type { BackendControlsApi, BackendControlsProps } from './BackendControls';
