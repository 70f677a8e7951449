export { DishCard } from './DishCard';
export type { DishCardProps } from './DishCard';
export { ProductCard } from './ProductCard';
export type { ProductCardProps } from './ProductCard';
export { ProductCardSkeleton } from './ProductCardSkeleton';
export type { ProductCardSkeletonProps } from './ProductCardSkeleton';
export type { ProductCardVariant } from './ProductCard.styles';
// The title link, for a cart line that names a dish the same way; the badge in place of the cart
// control, for a wishlist card whose dish cannot be had.
export { TitleLink, UnavailableBadge } from './ProductCard.styles';
