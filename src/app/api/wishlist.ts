import type { Product } from '../../domain/types';
import * as routes from '../../domain/api/routes/wishlist';
import { call } from './client';

// The signed-in shopper's wishlist. Every call returns the server's whole wishlist, which
// replaces the client's copy (D4: the server owns the data).

export const getWishlist = (token: string) =>
  call(routes.wishlist, { token }).then((reply) => reply.wishlist);

export const addToWishlist = (token: string, product: Product) =>
  call(routes.addToWishlist, { token, body: { product } }).then((reply) => reply.wishlist);

export const removeFromWishlist = (token: string, productId: string) =>
  call(routes.removeFromWishlist, { token, params: { productId } }).then((reply) => reply.wishlist);
