import type { Credentials } from './auth';
import * as routes from '../../domain/api/routes/kitchen';
import { call } from './client';

// The kitchen's calls (D38–D40): every one but the sign-ins takes a staff member's token.

export const kitchenLogin = (credentials: Credentials) =>
  call(routes.kitchenLogin, { body: credentials });

/** 'Kitchen demo': the seeded staff member, where the backend allows it. */
export const kitchenDemoLogin = () => call(routes.kitchenDemo);

/** The open orders, and those placed since `since` (the board's midnight), oldest first. */
export const getKitchenOrders = (token: string, since: string) =>
  call(routes.kitchenOrders, { token, query: { since } }).then((reply) => reply.orders);

export type KitchenMove =
  | { status: 'preparing'; prepMinutes: number }
  | { status: 'rejected'; reason: string }
  | { status: 'ready' | 'on-the-way' | 'delivered' };

/** Moves the order on; a 409 says what happened to it first. */
export const moveOrder = (token: string, orderId: string, move: KitchenMove) =>
  call(routes.moveOrder, { token, params: { orderId }, body: move }).then((reply) => reply.order);

export const retryRefund = (token: string, orderId: string) =>
  call(routes.retryRefund, { token, params: { orderId } }).then((reply) => reply.order);
