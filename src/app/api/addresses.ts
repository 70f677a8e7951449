import type { Address, AddressInput } from '../../domain/types';
import { request } from './client';

// The signed-in shopper's delivery addresses (our extension of the spec's API, D3).

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
