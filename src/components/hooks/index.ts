export { useMediaQuery, useWideScreen } from './useMediaQuery';
