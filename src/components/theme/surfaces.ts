import { css } from 'styled-components';
import { theme } from './tokens';

/** A card: the surface colour inside a hairline border with large rounded corners. */
export const cardSurface = css`
  background: ${theme.colors.surface};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radii.lg};
`;
