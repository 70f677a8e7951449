export { ProductDetail } from './ProductDetail';
export type { ProductDetailProps } from './ProductDetail';
