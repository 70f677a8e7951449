import type { ApiRoute } from '../routes';

export const controls = {
  method: 'GET',
  path: '/api/backend-controls',
  auth: false,
} as const satisfies ApiRoute;
export const addControl = {
  method: 'POST',
  path: '/api/backend-controls',
  auth: false,
} as const satisfies ApiRoute;
export const turnOffControl = {
  method: 'DELETE',
  path: '/api/backend-controls/:controlId',
  auth: false,
} as const satisfies ApiRoute;
export const turnAllControlsOff = {
  method: 'DELETE',
  path: '/api/backend-controls',
  auth: false,
} as const satisfies ApiRoute;
