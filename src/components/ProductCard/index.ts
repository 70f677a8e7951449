export { ProductCard } from './ProductCard';
export type { ProductCardProps } from './ProductCard';
export { ProductCardSkeleton } from './ProductCardSkeleton';
export type { ProductCardSkeletonProps } from './ProductCardSkeleton';
export type { ProductCardVariant } from './ProductCard.styles';
