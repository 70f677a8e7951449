export { BackendControlsBanner } from './BackendControlsBanner';
export type { BackendControlsBannerProps } from './BackendControlsBanner';
