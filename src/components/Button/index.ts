export { Button } from './Button';
export { ButtonLink, type ButtonLinkProps } from './ButtonLink';
export type { ButtonProps } from './Button';
export type { ButtonSize, ButtonVariant } from './Button.styles';
