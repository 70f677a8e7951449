import { css } from 'styled-components';
import { theme } from './tokens';

/** A card: the surface colour inside a hairline border with large rounded corners. */
export const cardSurface = css`
  background: ${theme.colors.surface};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radii.lg};
`;

/** The warm tint behind a dish's emoji art. */
export const dishBackdrop = css`
  background: radial-gradient(
    circle at 50% 45%,
    ${theme.colors.surface} 0%,
    ${theme.colors.primarySubtle} 70%
  );
`;
