import type { CartAction, CartItem, Product } from '../../domain/types';
import { productPath, request } from './client';

// The signed-in shopper's cart. Every call returns the server's whole cart,
// which replaces the client's copy (D4: the server owns the data).

export const getCart = (token: string) =>
  request<{ cart: CartItem[] }>('/api/user/cart', { token }).then((reply) => reply.cart);

export const addToCart = (token: string, product: Product) =>
  request<{ cart: CartItem[] }>('/api/user/cart', {
    method: 'POST',
    token,
    body: { product },
  }).then((reply) => reply.cart);

export const changeCartQuantity = (token: string, productId: string, type: CartAction) =>
  request<{ cart: CartItem[] }>(productPath('/api/user/cart', productId), {
    method: 'POST',
    token,
    body: { action: { type } },
  }).then((reply) => reply.cart);

export const removeFromCart = (token: string, productId: string) =>
  request<{ cart: CartItem[] }>(productPath('/api/user/cart', productId), {
    method: 'DELETE',
    token,
  }).then((reply) => reply.cart);
