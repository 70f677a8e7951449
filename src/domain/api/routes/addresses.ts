import type { ApiRoute } from '../routes';

export const addresses = {
  method: 'GET',
  path: '/api/user/addresses',
  auth: true,
} as const satisfies ApiRoute;
export const addAddress = {
  method: 'POST',
  path: '/api/user/addresses',
  auth: true,
} as const satisfies ApiRoute;
export const updateAddress = {
  method: 'POST',
  path: '/api/user/addresses/:addressId',
  auth: true,
} as const satisfies ApiRoute;
export const deleteAddress = {
  method: 'DELETE',
  path: '/api/user/addresses/:addressId',
  auth: true,
} as const satisfies ApiRoute;
