import styled from 'styled-components';
import { Panel } from '../Panel';
import { Stack } from '../Stack';
import { Text } from '../Text';
import { media, theme } from '../theme';

/** 'MY CART (3)', 'My Wishlist (2)': the screen's h1, in capitals like the spec's cart title. */
export const ListHeading = styled(Text).attrs({
  as: 'h1',
  $size: 'xxl',
  $wideSize: 'xxxl',
  $wideFrom: 'md',
  $numeric: true,
})`
  margin-bottom: ${theme.space.lg};
  letter-spacing: 0.02em;
  text-transform: uppercase;
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
