import type { Credentials } from './auth';
import * as routes from '../../domain/api/routes/kitchen';
import type { DishChange, NewDish } from '../../domain/menu';
import { call } from './client';

// The kitchen's calls (D38–D42): every one but the sign-ins takes a staff member's token.

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

/** The menu as the kitchen keeps it (D42), and the pictures a new dish may use. */
export const getKitchenMenu = (token: string) => call(routes.kitchenMenu, { token });

/** Adds a dish; a 409 says its title is on the menu already. */
export const addDish = (token: string, dish: NewDish) =>
  call(routes.addDish, { token, body: { dish } }).then((reply) => reply.dish);

/** Changes a dish on the version the kitchen saw; a 409 says someone changed it meanwhile. */
export const changeDish = (token: string, productId: string, change: DishChange) =>
  call(routes.changeDish, { token, params: { productId }, body: change }).then(
    (reply) => reply.dish,
  );
