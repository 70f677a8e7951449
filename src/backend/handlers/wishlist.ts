import type { HttpHandler } from 'msw';
import type { Db } from '../db';
import { productListHandlers } from './productList';

export function wishlistHandlers(db: Db): HttpHandler[] {
  return productListHandlers(db, {
    name: 'wishlist',
    routes: { list: 'wishlist', add: 'addToWishlist', remove: 'removeFromWishlist' },
    items: (user) => user.wishlist,
    createItem: (product, now) => ({ ...product, createdAt: now, updatedAt: now }),
  });
}
