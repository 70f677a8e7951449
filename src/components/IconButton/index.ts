export { IconButton } from './IconButton';
export type { IconButtonProps } from './IconButton';
export type { IconButtonVariant } from './IconButton.styles';
// For IconLink, a link that looks and counts like an icon button.
export { CornerBadge, IconSlot, StyledIconButton } from './IconButton.styles';
export { countName } from './countName';
