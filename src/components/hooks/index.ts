export { useMediaQuery, useWideScreen } from './useMediaQuery';
export { useModalDialog } from './useModalDialog';
