export { eagerImageUrls, ProductGrid } from './ProductGrid';
export type { ProductGridProps } from './ProductGrid';
/** The grid's layout, for other lists of dish cards (the wishlist). */
export { Grid } from './ProductGrid.styles';
