export { Wishlist } from './Wishlist';
export type { WishlistProps } from './Wishlist';
