import styled from 'styled-components';
import { Cluster } from '../Cluster';
import { Stack } from '../Stack';
import { media, theme } from '../theme';

/** The board's columns: one under the other on a phone, two on a tablet held upright, four from `lg`. */
export const Columns = styled.div`
  display: grid;
  gap: ${theme.space.md};
  align-items: start;

  ${media.md} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }

  ${media.lg} {
    grid-template-columns: repeat(4, minmax(0, 1fr));
  }
`;

/** A column: its tickets on a quiet tint, which the white tickets stand out from. */
export const Column = styled(Stack)`
  min-height: 8rem;
  padding: ${theme.space.sm};
  border-radius: ${theme.radii.lg};
  background: ${theme.colors.surfaceMuted};
  scroll-margin: ${theme.space.md};
`;

/**
 * Links to each column, for a phone or an upright tablet, where the columns are far apart; from
 * `lg` the four are side by side and the links go.
 */
export const JumpLinks = styled(Cluster).attrs({ as: 'ul', $gap: 'xs' })`
  a {
    display: inline-flex;
    align-items: center;
    gap: ${theme.space.xxs};
    min-height: ${theme.controlHeights.md};
    padding: 0 ${theme.space.sm};
    border: 1px solid ${theme.colors.borderStrong};
    border-radius: ${theme.radii.pill};
    font-weight: ${theme.fontWeights.semibold};
    text-decoration: none;
  }

  ${media.lg} {
    display: none;
  }
`;

/** The finished orders: as many side by side as fit, each at least 16rem wide. */
export const DoneGrid = styled(Stack).attrs({ as: 'ul', $gap: 'md' })`
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 16rem), 1fr));
  align-items: start;
`;

/** The search beside the Done heading, as wide as an order number needs. */
export const SearchField = styled.div`
  width: min(100%, 18rem);
`;
