import type { HttpHandler } from 'msw';
import type { Db } from '../db';
import type { MenuReader } from '../menu';
import { productListHandlers } from './productList';

export function wishlistHandlers(db: Db, menu: MenuReader): HttpHandler[] {
  return productListHandlers(db, menu, {
    name: 'wishlist',
    routes: { list: 'wishlist', add: 'addToWishlist', remove: 'removeFromWishlist' },
    items: (user) => user.wishlist,
    createItem: (product, now) => ({ ...product, createdAt: now, updatedAt: now }),
  });
}
