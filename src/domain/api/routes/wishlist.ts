import type { ApiRoute } from '../routes';

export const wishlist = {
  method: 'GET',
  path: '/api/user/wishlist',
  auth: true,
} as const satisfies ApiRoute;
export const addToWishlist = {
  method: 'POST',
  path: '/api/user/wishlist',
  auth: true,
} as const satisfies ApiRoute;
export const removeFromWishlist = {
  method: 'DELETE',
  path: '/api/user/wishlist/:productId',
  auth: true,
} as const satisfies ApiRoute;
