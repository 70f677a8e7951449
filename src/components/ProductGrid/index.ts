export { ProductGrid } from './ProductGrid';
export type { ProductGridProps } from './ProductGrid';
