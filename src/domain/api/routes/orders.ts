import type { ApiRoute } from '../routes';

export const orders = {
  method: 'GET',
  path: '/api/user/orders',
  auth: true,
} as const satisfies ApiRoute;
export const order = {
  method: 'GET',
  path: '/api/user/orders/:orderId',
  auth: true,
} as const satisfies ApiRoute;
export const placeOrder = {
  method: 'POST',
  path: '/api/user/orders',
  auth: true,
} as const satisfies ApiRoute;
export const cancelOrder = {
  method: 'POST',
  path: '/api/user/orders/:orderId/cancel',
  auth: true,
} as const satisfies ApiRoute;
export const orderEvents = {
  method: 'GET',
  path: '/api/user/order-events',
  auth: true,
} as const satisfies ApiRoute;
