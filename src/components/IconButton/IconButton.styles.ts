import styled from 'styled-components';
import { Badge } from '../Badge';
import { theme } from '../theme';

export type IconButtonVariant = 'ghost' | 'secondary';

export const StyledIconButton = styled.button<{ $variant: IconButtonVariant }>`
  position: relative;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  flex-shrink: 0;
  /* The whole 44 x 44 px box is the hit target (WCAG 2.5.5 / 2.5.8). */
  width: 2.75rem;
  height: 2.75rem;
  padding: 0;
  border: 2px solid
    ${({ $variant }) => ($variant === 'secondary' ? theme.colors.borderStrong : 'transparent')};
  border-radius: ${theme.radii.md};
  background: ${({ $variant }) =>
    $variant === 'secondary' ? theme.colors.surface : 'transparent'};
  color: ${theme.colors.text};
  cursor: pointer;

  &:hover:not(:disabled, [aria-disabled='true']) {
    background: ${theme.colors.primarySubtle};
  }

  &[aria-pressed='true'] {
    background: ${theme.colors.primarySubtle};
    border-color: ${theme.colors.primary};
    color: ${theme.colors.primaryHover};
  }

  &:disabled,
  &[aria-disabled='true'] {
    cursor: not-allowed;
    color: ${theme.colors.textMuted};
    background: ${theme.colors.surfaceMuted};
  }

  svg {
    width: 1.5rem;
    height: 1.5rem;
  }
`;

export const IconSlot = styled.span`
  display: inline-flex;
`;

/** The count sits on the top-right corner, inside the hit target. */
export const CornerBadge = styled(Badge)`
  position: absolute;
  top: -0.25rem;
  right: -0.25rem;
  pointer-events: none;
  box-shadow: 0 0 0 2px ${theme.colors.surface};
`;
