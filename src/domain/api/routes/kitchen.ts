import type { ApiRoute } from '../routes';

// The kitchen's routes (D40): staff sign in on their own, and every other route is theirs only.

export const kitchenLogin = {
  method: 'POST',
  path: '/api/kitchen/login',
  auth: false,
} as const satisfies ApiRoute;
export const kitchenDemo = {
  method: 'POST',
  path: '/api/kitchen/demo',
  auth: false,
} as const satisfies ApiRoute;
export const kitchenOrders = {
  method: 'GET',
  path: '/api/kitchen/orders',
  auth: true,
  staff: true,
} as const satisfies ApiRoute;
export const moveOrder = {
  method: 'POST',
  path: '/api/kitchen/orders/:orderId/status',
  auth: true,
  staff: true,
} as const satisfies ApiRoute;
export const retryRefund = {
  method: 'POST',
  path: '/api/kitchen/orders/:orderId/refund',
  auth: true,
  staff: true,
} as const satisfies ApiRoute;
export const kitchenEvents = {
  method: 'GET',
  path: '/api/kitchen/events',
  auth: true,
  staff: true,
} as const satisfies ApiRoute;

// The menu (D42): every dish with the kitchen's own fields, hidden ones too.
export const kitchenMenu = {
  method: 'GET',
  path: '/api/kitchen/menu',
  auth: true,
  staff: true,
} as const satisfies ApiRoute;
export const addDish = {
  method: 'POST',
  path: '/api/kitchen/menu',
  auth: true,
  staff: true,
} as const satisfies ApiRoute;
export const changeDish = {
  method: 'POST',
  path: '/api/kitchen/menu/:productId',
  auth: true,
  staff: true,
} as const satisfies ApiRoute;
