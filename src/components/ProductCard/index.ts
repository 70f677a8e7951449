export { ProductCard } from './ProductCard';
export type { ProductCardProps } from './ProductCard';
export { ProductCardSkeleton } from './ProductCardSkeleton';
export type { ProductCardSkeletonProps } from './ProductCardSkeleton';
export type { ProductCardVariant } from './ProductCard.styles';
// The card's parts, for cards that show a dish the same way (the wishlist's, a cart line).
export {
  Body,
  Card,
  Description,
  Footer,
  IMAGE_SIZE,
  Image,
  Media,
  MetaLine,
  Price,
  RatingSlot,
  Title,
  TitleLink,
} from './ProductCard.styles';
export { RatingBadge } from './RatingBadge';
