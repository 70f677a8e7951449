import type { ApiRoute } from '../routes';

export const createPayment = {
  method: 'POST',
  path: '/api/user/payments',
  auth: true,
} as const satisfies ApiRoute;
/** The built-in test provider's payment sheet: pays an order it created (D33). */
export const testPayment = {
  method: 'POST',
  path: '/api/user/payments/test',
  auth: true,
} as const satisfies ApiRoute;
