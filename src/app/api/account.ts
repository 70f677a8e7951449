import type { Address, AddressInput, CartItem, Order } from '../../domain/types';
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

export const getOrders = (token: string) =>
  request<{ orders: Order[] }>('/api/user/orders', { token }).then((reply) => reply.orders);

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
