export { IconLink } from './IconLink';
export type { IconLinkProps } from './IconLink';
