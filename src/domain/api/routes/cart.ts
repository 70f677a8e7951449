import type { ApiRoute } from '../routes';

export const cart = {
  method: 'GET',
  path: '/api/user/cart',
  auth: true,
} as const satisfies ApiRoute;
export const addToCart = {
  method: 'POST',
  path: '/api/user/cart',
  auth: true,
} as const satisfies ApiRoute;
export const quote = {
  method: 'GET',
  path: '/api/user/cart/quote',
  auth: true,
} as const satisfies ApiRoute;
export const changeQuantity = {
  method: 'POST',
  path: '/api/user/cart/:productId',
  auth: true,
} as const satisfies ApiRoute;
export const removeFromCart = {
  method: 'DELETE',
  path: '/api/user/cart/:productId',
  auth: true,
} as const satisfies ApiRoute;
