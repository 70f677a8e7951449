import type { CartAction, CartItem, Product, WishlistItem } from '../../domain/types';
import { request } from './client';
import type { ShopCall, ShopLists } from '../../machines/shop';

// The signed-in shopper's cart and wishlist. Every call returns the server's whole list,
// which replaces the client's copy (D4: the server owns the data).

const id = (productId: string) => encodeURIComponent(productId);

export const getCart = (token: string) =>
  request<{ cart: CartItem[] }>('/api/user/cart', { token }).then((reply) => reply.cart);

export const addToCart = (token: string, product: Product) =>
  request<{ cart: CartItem[] }>('/api/user/cart', {
    method: 'POST',
    token,
    body: { product },
  }).then((reply) => reply.cart);

export const changeCartQuantity = (token: string, productId: string, type: CartAction) =>
  request<{ cart: CartItem[] }>(`/api/user/cart/${id(productId)}`, {
    method: 'POST',
    token,
    body: { action: { type } },
  }).then((reply) => reply.cart);

export const removeFromCart = (token: string, productId: string) =>
  request<{ cart: CartItem[] }>(`/api/user/cart/${id(productId)}`, {
    method: 'DELETE',
    token,
  }).then((reply) => reply.cart);

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
  request<{ wishlist: WishlistItem[] }>(`/api/user/wishlist/${id(productId)}`, {
    method: 'DELETE',
    token,
  }).then((reply) => reply.wishlist);

/** Both lists, as the shop loads them at the start of a session. */
export const getLists = (token: string) =>
  Promise.all([getCart(token), getWishlist(token)]).then(([cart, wishlist]) => ({
    cart,
    wishlist,
  }));

/** Makes one of the shop machine's calls; answers the list the server returned. */
export async function sendShopCall(token: string, call: ShopCall): Promise<ShopLists> {
  switch (call.kind) {
    case 'addToCart':
      return { cart: await addToCart(token, call.product) };
    case 'changeQuantity':
      return { cart: await changeCartQuantity(token, call.productId, call.action) };
    case 'removeFromCart':
      return { cart: await removeFromCart(token, call.productId) };
    case 'addToWishlist':
      return { wishlist: await addToWishlist(token, call.product) };
    case 'removeFromWishlist':
      return { wishlist: await removeFromWishlist(token, call.productId) };
  }
}
