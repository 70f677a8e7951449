import type { ApiRoute } from '../routes';

export const products = {
  method: 'GET',
  path: '/api/products',
  auth: false,
} as const satisfies ApiRoute;
export const product = {
  method: 'GET',
  path: '/api/products/:productId',
  auth: false,
} as const satisfies ApiRoute;
export const categories = {
  method: 'GET',
  path: '/api/categories',
  auth: false,
} as const satisfies ApiRoute;
export const category = {
  method: 'GET',
  path: '/api/categories/:categoryId',
  auth: false,
} as const satisfies ApiRoute;
