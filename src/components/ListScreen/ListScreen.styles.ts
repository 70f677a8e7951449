import styled from 'styled-components';
import { Panel } from '../Panel';
import { Stack } from '../Stack';
import { media, theme } from '../theme';

/** 'MY CART (3)', 'My Wishlist (2)': the screen's h1, in capitals like the spec's cart title. */
export const ListHeading = styled.h1`
  margin: 0 0 ${theme.space.lg};
  font-size: ${theme.fontSizes.xxl};
  letter-spacing: 0.02em;
  text-transform: uppercase;
  font-variant-numeric: tabular-nums;

  ${media.md} {
    font-size: ${theme.fontSizes.xxxl};
  }
`;

export const Empty = styled(Panel)`
  text-align: center;
`;

export const EmptyIcon = styled.span`
  color: ${theme.colors.primary};

  svg {
    width: 3rem;
    height: 3rem;
  }
`;

/**
 * The screen's main part and a side panel (price, order details, the address), side by side
 * from `md`, stacked on phones. `$side` is the panel's grid track, e.g. 'minmax(16rem, 22rem)'.
 */
export const Columns = styled(Stack).attrs({ $gap: 'lg' })<{ $side: string }>`
  ${media.md} {
    grid-template-columns: minmax(0, 1fr) ${({ $side }) => $side};
    align-items: start;
  }
`;
