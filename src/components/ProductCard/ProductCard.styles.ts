import { Link } from 'react-router';
import styled, { css } from 'styled-components';
import { Badge } from '../Badge';
import { Panel } from '../Panel';
import { Text } from '../Text';
import { dishBackdrop, media, theme } from '../theme';

export type ProductCardVariant = 'grid' | 'detail';

interface VariantProps {
  $variant: ProductCardVariant;
}

export const Card = styled(Panel)<VariantProps>`
  display: flex;
  flex-direction: column;
  height: 100%;
  overflow: hidden;

  ${({ $variant }) =>
    $variant === 'detail' &&
    css`
      ${media.md} {
        display: grid;
        grid-template-columns: minmax(0, 2fr) minmax(0, 3fr);
      }
    `}
`;

/** The warm tint behind the emoji art; also the positioning box of the rating badge. */
export const Media = styled.div`
  position: relative;
  display: grid;
  place-items: center;
  ${dishBackdrop}
`;

export const RatingSlot = styled.div`
  position: absolute;
  top: ${theme.space.sm};
  left: ${theme.space.sm};
`;

export const Body = styled.div<VariantProps>`
  display: flex;
  flex: 1;
  flex-direction: column;
  gap: ${theme.space.xs};
  padding: ${({ $variant }) => ($variant === 'detail' ? theme.space.lg : theme.space.md)};
  container-type: inline-size;

  ${({ $variant }) =>
    $variant === 'detail' &&
    css`
      ${media.md} {
        padding: ${theme.space.xl};
      }
    `}
`;

export const Title = styled(Text)`
  line-height: ${theme.lineHeights.tight};
`;

export const TitleLink = styled(Link)`
  color: ${theme.colors.text};
  text-decoration: none;

  &:hover {
    color: ${theme.colors.primaryHover};
    text-decoration: underline;
  }
`;

/** The grid keeps cards even; the detail page shows the whole text. */
export const Description = styled(Text)<VariantProps>`
  ${({ $variant }) =>
    $variant === 'grid' &&
    css`
      display: -webkit-box;
      -webkit-box-orient: vertical;
      -webkit-line-clamp: 3;
      line-clamp: 3;
      overflow: hidden;
    `}
`;

/*
 * Price and heart on one row, the cart control below at full width; side by side once the
 * card is wide enough for all three (a container query, so it follows the card, not the page).
 */
export const Footer = styled.div`
  display: grid;
  grid-template-columns: 1fr auto;
  align-items: center;
  gap: ${theme.space.sm} ${theme.space.xs};
  margin-top: auto;
  padding-top: ${theme.space.sm};

  & > :last-child {
    grid-column: 1 / -1;
  }

  @container (min-width: 16.5rem) {
    grid-template-columns: 1fr auto auto;

    & > :last-child {
      grid-column: auto;
    }
  }
`;

/** What stands where the cart control was when the dish cannot be had: as tall, not a button. */
export const UnavailableBadge = styled(Badge)`
  min-height: ${theme.controlHeights.md};
  padding-inline: ${theme.space.md};
  font-size: ${theme.fontSizes.sm};
  white-space: normal;
  text-align: center;
`;
