import type { SignedPayment } from '../../domain/checkout';
import type { Address, CartItem } from '../../domain/types';
import * as routes from '../../domain/api/routes/orders';
import { call } from './client';

// The signed-in shopper's orders (our extension of the spec's API, D6, D23).

/** A page of the shopper's orders, newest first (D23). */
export const getOrderPage = (
  token: string,
  { limit, cursor }: { limit: number; cursor?: string },
) =>
  call(routes.orders, {
    token,
    query: cursor === undefined ? { limit: String(limit) } : { limit: String(limit), cursor },
  }).then((reply) => ({
    orders: reply.orders,
    nextCursor: reply.nextCursor ?? null,
  }));

/** One of the shopper's orders, as the kitchen has moved it (D38). */
export const getOrder = (token: string, orderId: string) =>
  call(routes.order, { token, params: { orderId } });

export interface NewOrder {
  /** The payment the backend created, with the provider's payment id and signature (D33). */
  payment: SignedPayment;
  products: CartItem[];
  address: Address;
  totalPrice: number;
}

/** Stores the paid order; the server empties the cart in the same step. */
export const placeOrder = (token: string, order: NewOrder) =>
  call(routes.placeOrder, { token, body: { order } });

/** Cancels the order while it waits for the kitchen; it is refunded (D38, D39). */
export const cancelOrder = (token: string, orderId: string) =>
  call(routes.cancelOrder, { token, params: { orderId } }).then((reply) => reply.order);
