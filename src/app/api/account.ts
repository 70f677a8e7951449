import type { Address, AddressInput, CartItem, Order, OrderPage } from '../../domain/types';
import { request } from './client';

// The signed-in shopper's addresses and orders (our extensions of the spec's API, D3, D6).

const addressPath = (id: string) => `/api/user/addresses/${encodeURIComponent(id)}`;
type AddressesReply = { addresses: Address[] };
const addresses = (reply: AddressesReply) => reply.addresses;

export const getAddresses = (token: string) =>
  request<AddressesReply>('/api/user/addresses', { token }).then(addresses);

export const addAddress = (token: string, address: AddressInput) =>
  request<AddressesReply>('/api/user/addresses', { method: 'POST', token, body: { address } }).then(
    addresses,
  );

export const updateAddress = (token: string, id: string, address: AddressInput) =>
  request<AddressesReply>(addressPath(id), { method: 'POST', token, body: { address } }).then(
    addresses,
  );

export const deleteAddress = (token: string, id: string) =>
  request<AddressesReply>(addressPath(id), { method: 'DELETE', token }).then(addresses);

/** A page of the shopper's orders, newest first (D23). */
export function getOrderPage(token: string, { limit, cursor }: { limit: number; cursor?: string }) {
  const query = new URLSearchParams({ limit: String(limit) });
  if (cursor !== undefined) query.set('cursor', cursor);
  return request<OrderPage>(`/api/user/orders?${query}`, { token });
}

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
