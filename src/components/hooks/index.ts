export { isWideScreen, useMediaQuery, useWideScreen } from './useMediaQuery';
