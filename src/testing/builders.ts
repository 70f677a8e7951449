import type { CartItem, Product, WishlistItem } from '../domain/types';

// Minimal dishes for machine tests: only the fields the machines read are real.

/** A dish named by its id. */
export const product = (id: string, price = 100) =>
  ({ _id: id, title: id, price, categoryName: 'Indian' }) as unknown as Product;

/** A cart line of that dish. */
export const line = (id: string, qty = 1) => ({ ...product(id), qty }) as CartItem;

/** A wishlist entry of that dish. */
export const saved = (id: string) => product(id) as WishlistItem;
