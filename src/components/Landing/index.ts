export { Landing } from './Landing';
export type { LandingProps } from './Landing';
