export { Cart } from './Cart';
export type { CartProps } from './Cart';
