export { IconButton } from './IconButton';
export type { IconButtonProps } from './IconButton';
export type { IconButtonVariant } from './IconButton.styles';
