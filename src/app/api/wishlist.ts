import type { Product, WishlistItem } from '../../domain/types';
import { productPath, request } from './client';

// The signed-in shopper's wishlist. Every call returns the server's whole wishlist, which
// replaces the client's copy (D4: the server owns the data).

export const getWishlist = (token: string) =>
  request<{ wishlist: WishlistItem[] }>('/api/user/wishlist', { token }).then(
    (reply) => reply.wishlist,
  );

export const addToWishlist = (token: string, product: Product) =>
  request<{ wishlist: WishlistItem[] }>('/api/user/wishlist', {
    method: 'POST',
    token,
    body: { product },
  }).then((reply) => reply.wishlist);

export const removeFromWishlist = (token: string, productId: string) =>
  request<{ wishlist: WishlistItem[] }>(productPath('/api/user/wishlist', productId), {
    method: 'DELETE',
    token,
  }).then((reply) => reply.wishlist);
