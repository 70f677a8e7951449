import styled from 'styled-components';
import { dishBackdrop, theme } from '../theme';

export type DishImageVariant = 'grid' | 'detail' | 'thumbnail';
type CardVariant = Exclude<DishImageVariant, 'thumbnail'>;

/** The intrinsic size of a card's picture per variant: the `<img>` attributes and its ratio. */
export const DISH_IMAGE_SIZE: Record<CardVariant, { width: number; height: number }> = {
  grid: { width: 320, height: 200 },
  detail: { width: 480, height: 360 },
};

/** A card's picture, inside the card's own tinted media box. */
export const CardImage = styled.img<{ $variant: CardVariant }>`
  width: 100%;
  height: auto;
  aspect-ratio: ${({ $variant }) =>
    `${DISH_IMAGE_SIZE[$variant].width} / ${DISH_IMAGE_SIZE[$variant].height}`};
  object-fit: contain;
  padding: ${({ $variant }) => ($variant === 'detail' ? theme.space.xxl : theme.space.lg)};
`;

/** A list line's picture, on its own warm tint, as on the cards. */
export const Thumbnail = styled.img`
  width: 100%;
  height: auto;
  aspect-ratio: 1;
  padding: ${theme.space.xs};
  border-radius: ${theme.radii.md};
  ${dishBackdrop}
`;
