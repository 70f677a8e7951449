import type { ApiRoute } from '../routes';

export const signup = {
  method: 'POST',
  path: '/api/auth/signup',
  auth: false,
} as const satisfies ApiRoute;
export const login = {
  method: 'POST',
  path: '/api/auth/login',
  auth: false,
} as const satisfies ApiRoute;
export const guest = {
  method: 'POST',
  path: '/api/auth/guest',
  auth: false,
} as const satisfies ApiRoute;
export const logout = {
  method: 'POST',
  path: '/api/auth/logout',
  auth: true,
} as const satisfies ApiRoute;
