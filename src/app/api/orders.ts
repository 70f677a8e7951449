import type { Address, CartItem, Order, OrderPage } from '../../domain/types';
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

export interface NewOrder {
  paymentId: string;
  products: CartItem[];
  address: Address;
  totalPrice: number;
}

/** Stores the paid order; the server empties the cart in the same step. */
export const placeOrder = (token: string, order: NewOrder) =>
  request<{ order: Order; cart: CartItem[] }>('/api/user/orders', {
    method: 'POST',
    token,
    body: { order },
  });
