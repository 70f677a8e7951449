import styled, { css } from 'styled-components';
import { theme } from '../theme';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost';
export type ButtonSize = 'sm' | 'md' | 'lg';

interface StyledButtonProps {
  $variant: ButtonVariant;
  $size: ButtonSize;
  $fullWidth: boolean;
}

const { colors } = theme;
const enabledHover = "&:hover:not(:disabled, [aria-disabled='true'])";

const variantStyles: Record<ButtonVariant, ReturnType<typeof css>> = {
  primary: css`
    background: ${colors.primary};
    border-color: ${colors.primary};
    color: ${colors.textOnColor};

    ${enabledHover} {
      background: ${colors.primaryHover};
      border-color: ${colors.primaryHover};
    }
  `,
  secondary: css`
    background: ${colors.surface};
    border-color: ${colors.primary};
    color: ${colors.primary};

    ${enabledHover} {
      background: ${colors.primarySubtle};
      color: ${colors.primaryHover};
      border-color: ${colors.primaryHover};
    }
  `,
  ghost: css`
    background: transparent;
    border-color: transparent;
    color: ${colors.text};

    ${enabledHover} {
      background: ${colors.primarySubtle};
    }
  `,
};

/** The padding steps with the size: a small button is padded `sm`, a large one `lg`. */
const sizeStyles = (size: ButtonSize) => css`
  min-height: ${theme.controlHeights[size]};
  padding: 0 ${theme.space[size]};
  font-size: ${size === 'sm' ? theme.fontSizes.sm : theme.fontSizes.md};
`;

export const StyledButton = styled.button<StyledButtonProps>`
  display: ${({ $fullWidth }) => ($fullWidth ? 'flex' : 'inline-flex')};
  width: ${({ $fullWidth }) => ($fullWidth ? '100%' : 'auto')};
  align-items: center;
  justify-content: center;
  gap: ${theme.space.xs};
  border: 2px solid transparent;
  border-radius: ${theme.radii.md};
  font-weight: ${theme.fontWeights.semibold};
  line-height: ${theme.lineHeights.tight};
  text-align: center;
  cursor: pointer;
  user-select: none;
  ${({ $size }) => sizeStyles($size)}
  ${({ $variant }) => variantStyles[$variant]}

  &:disabled,
  &[aria-disabled='true'] {
    cursor: not-allowed;
    background: ${theme.colors.surfaceMuted};
    border-color: ${theme.colors.surfaceMuted};
    color: ${theme.colors.textMuted};
  }

  svg {
    width: 1.25em;
    height: 1.25em;
  }
`;

/** Holds a decorative icon beside the label. */
export const IconSlot = styled.span`
  display: inline-flex;
`;
