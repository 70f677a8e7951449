import type { AddressInput } from '../../domain/types';
import * as routes from '../../domain/api/routes/addresses';
import { call } from './client';

// The signed-in shopper's delivery addresses (our extension of the spec's API, D3).

export const getAddresses = (token: string) =>
  call(routes.addresses, { token }).then((reply) => reply.addresses);

export const addAddress = (token: string, address: AddressInput) =>
  call(routes.addAddress, { token, body: { address } }).then((reply) => reply.addresses);

export const updateAddress = (token: string, addressId: string, address: AddressInput) =>
  call(routes.updateAddress, { token, params: { addressId }, body: { address } }).then(
    (reply) => reply.addresses,
  );

export const deleteAddress = (token: string, addressId: string) =>
  call(routes.deleteAddress, { token, params: { addressId } }).then((reply) => reply.addresses);
