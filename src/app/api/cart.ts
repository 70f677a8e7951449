import type { CartAction, Product } from '../../domain/types';
import * as routes from '../../domain/api/routes/cart';
import { call } from './client';

// The signed-in shopper's cart. Every call returns the server's whole cart,
// which replaces the client's copy (D4: the server owns the data).

export const getCart = (token: string) => call(routes.cart, { token }).then((reply) => reply.cart);

export const addToCart = (token: string, product: Product) =>
  call(routes.addToCart, { token, body: { product } }).then((reply) => reply.cart);

export const changeCartQuantity = (token: string, productId: string, type: CartAction) =>
  call(routes.changeQuantity, { token, params: { productId }, body: { action: { type } } }).then(
    (reply) => reply.cart,
  );

export const removeFromCart = (token: string, productId: string) =>
  call(routes.removeFromCart, { token, params: { productId } }).then((reply) => reply.cart);

/** What the shopper's cart costs now, asked before paying (D28). */
export const getQuote = (token: string) => call(routes.quote, { token }).then(({ quote }) => quote);
