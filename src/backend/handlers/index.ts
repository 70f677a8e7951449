import type { HttpHandler } from 'msw';
import { createMemoryControlsStore, type BackendControlsStore } from '../browser/controls';
import type { Db } from '../db';
import type { GuestAccounts } from '../guests';
import { createTestGateway, type PaymentGateway } from '../paymentGateway';
import { addressHandlers } from './addresses';
import { adminHandlers } from './admin';
import { authHandlers } from './auth';
import { controlHandlers, controlLayerHandlers, type Wait } from './controls';
import { cartHandlers } from './cart';
import { fallbackHandlers, malformedPathHandlers } from './fallback';
import { orderHandlers } from './orders';
import { paymentHandlers } from './payments';
import { catalogHandlers } from './catalog';
import { todoHandlers } from './todos';
import { wishlistHandlers } from './wishlist';

/**
 * The handlers by resource, so a story can override one key at a time. MSW tries handlers in
 * order: `controlLayer` comes first (the backend controls act in front of every route, D26),
 * then `malformed`, and `fallback` is the last key.
 */
/** Every handler, in the order they are tried: the control layer first. */
export const everyHandler = (handlers: BackendHandlers): HttpHandler[] =>
  Object.values<HttpHandler[]>({ ...handlers }).flat();

export interface BackendHandlers {
  controlLayer: HttpHandler[];
  malformed: HttpHandler[];
  auth: HttpHandler[];
  catalog: HttpHandler[];
  cart: HttpHandler[];
  wishlist: HttpHandler[];
  addresses: HttpHandler[];
  payments: HttpHandler[];
  orders: HttpHandler[];
  todos: HttpHandler[];
  admin: HttpHandler[];
  controls: HttpHandler[];
  fallback: HttpHandler[];
}

export interface HandlerOptions {
  controls?: BackendControlsStore;
  /** Holds a controlled reply for its delay: MSW's `delay` unless a test passes its own. */
  wait?: Wait;
  /** The payment provider (D33): the built-in test provider unless the server configures Razorpay. */
  gateway?: PaymentGateway;
  /** Who 'Be My Guest' logs in as: the seeded demo account unless a server asks for one each. */
  guestAccounts?: GuestAccounts;
}

export function createHandlers(
  db: Db,
  {
    controls = createMemoryControlsStore(),
    wait,
    gateway = createTestGateway(),
    guestAccounts = 'demo',
  }: HandlerOptions = {},
): BackendHandlers {
  return {
    controlLayer: controlLayerHandlers(controls, wait),
    malformed: malformedPathHandlers(),
    auth: authHandlers(db, guestAccounts),
    catalog: catalogHandlers(),
    cart: cartHandlers(db),
    wishlist: wishlistHandlers(db),
    addresses: addressHandlers(db),
    payments: paymentHandlers(db, gateway),
    orders: orderHandlers(db, gateway),
    todos: todoHandlers(db),
    admin: adminHandlers(db),
    controls: controlHandlers(controls),
    fallback: fallbackHandlers(),
  };
}
