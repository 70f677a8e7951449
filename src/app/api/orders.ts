import type { Address, CartItem, Order, OrderPage, Quote } from '../../domain/types';
import { request } from './client';

// The signed-in shopper's orders (our extension of the spec's API, D6, D23).

/** A page of the shopper's orders, newest first (D23). */
export function getOrderPage(token: string, { limit, cursor }: { limit: number; cursor?: string }) {
  const query = new URLSearchParams({ limit: String(limit) });
  if (cursor !== undefined) query.set('cursor', cursor);
  return request<OrderPage>(`/api/user/orders?${query}`, { token });
}

/** One of the shopper's orders, with its status now (D24). */
export const getOrder = (token: string, orderId: string) =>
  request<{ order: Order }>(`/api/user/orders/${encodeURIComponent(orderId)}`, { token });

/** What the shopper's cart costs now, asked before paying (D28). */
export const getQuote = (token: string) =>
  request<{ quote: Quote }>('/api/user/cart/quote', { token }).then(({ quote }) => quote);

export interface NewOrder {
  paymentId: string;
  products: CartItem[];
  address: Address;
  totalPrice: number;
  /** The quote paid: the order is checked against it. */
  quote?: string;
}

/** Stores the paid order; the server empties the cart in the same step. */
export const placeOrder = (token: string, order: NewOrder) =>
  request<{ order: Order; cart: CartItem[] }>('/api/user/orders', {
    method: 'POST',
    token,
    body: { order },
  });
