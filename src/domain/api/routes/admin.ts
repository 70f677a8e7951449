import type { ApiRoute } from '../routes';

export const reset = {
  method: 'POST',
  path: '/api/reset',
  auth: false,
} as const satisfies ApiRoute;
export const openApi = {
  method: 'GET',
  path: '/api/openapi.json',
  auth: false,
} as const satisfies ApiRoute;
export const moveClock = {
  method: 'POST',
  path: '/api/clock',
  auth: false,
} as const satisfies ApiRoute;
