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
import { kitchenHandlers } from './kitchen';
import { menuHandlers } from './menu';
import { createMenuReader } from '../menu';
import { createOrderLife } from '../orderLife';
import { createOrderFeed, tellingFeed } from '../orderFeed';
import { runDemoKitchen } from '../demoKitchen';
import { createBackendClock } from '../clock';
import { createPasswords, type PasswordOptions } from '../passwords';
import { paymentHandlers } from './payments';
import { catalogHandlers } from './catalog';
import { todoHandlers } from './todos';
import { wishlistHandlers } from './wishlist';

/** How often the demo's kitchen looks at the orders. */
const DEMO_TICK_MS = 5000;

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
  kitchen: HttpHandler[];
  menu: HttpHandler[];
  todos: HttpHandler[];
  admin: HttpHandler[];
  controls: HttpHandler[];
  fallback: HttpHandler[];
}

export interface HandlerOptions {
  /**
   * How another server process's changes of orders are heard of (PostgreSQL's NOTIFY): the
   * callback reads and tells them (D41).
   */
  onOtherProcessChange?: (wake: () => void) => void;
  controls?: BackendControlsStore;
  /** Holds a controlled reply for its delay: MSW's `delay` unless a test passes its own. */
  wait?: Wait;
  /** The payment provider (D33): the built-in test provider unless the server configures Razorpay. */
  gateway?: PaymentGateway;
  /** Who 'Be My Guest' logs in as: the seeded demo account unless a server asks for one each. */
  guestAccounts?: GuestAccounts;
  /** Whether 'Kitchen demo' signs anyone in as staff: yes in the browser, a server's setting (D40). */
  kitchenDemo?: boolean;
  /** How long a placed order waits for the kitchen before the backend rejects it (D38). */
  answerMinutes?: number;
  /** Whether a kitchen of the backend's own moves orders on while no board is open (D41). */
  demoKitchen?: boolean;
  /** How passwords are hashed: the in-browser demo's cost unless a server asks for its own (D45). */
  passwords?: PasswordOptions;
  /** The backend's clock, as `Date.now`: tests move it. */
  now?: () => number;
}

export function createHandlers(
  db: Db,
  {
    controls = createMemoryControlsStore(),
    wait,
    gateway = createTestGateway(),
    guestAccounts = 'demo',
    kitchenDemo = true,
    answerMinutes,
    now,
    onOtherProcessChange,
    demoKitchen = false,
    passwords: passwordOptions,
  }: HandlerOptions = {},
): BackendHandlers {
  // The backend's own moves run now and then while pages watch: the answer timeout, and the
  // demo's kitchen while no board is open.
  const clock = createBackendClock(now);
  const passwords = createPasswords(passwordOptions);
  const feed = createOrderFeed(db, {
    tick: async () => {
      await life.rejectUnanswered();
      if (demoKitchen && !feed.kitchenWatching()) await runDemoKitchen(orders, life);
    },
    tickMs: demoKitchen ? DEMO_TICK_MS : undefined,
  });
  onOtherProcessChange?.(() => feed.wake());
  const orders = tellingFeed(db, feed);
  const life = createOrderLife({ db: orders, gateway, answerMinutes, now: () => clock.now() });
  const menu = createMenuReader(db);
  return {
    controlLayer: controlLayerHandlers(controls, wait),
    malformed: malformedPathHandlers(),
    auth: authHandlers(db, guestAccounts, passwords),
    catalog: catalogHandlers(menu),
    cart: cartHandlers(db, menu),
    wishlist: wishlistHandlers(db, menu),
    addresses: addressHandlers(db),
    payments: paymentHandlers(db, gateway),
    orders: orderHandlers(orders, { gateway, menu }, life, feed),
    kitchen: kitchenHandlers(orders, life, feed, kitchenDemo, passwords),
    menu: menuHandlers(db, menu),
    todos: todoHandlers(db),
    admin: adminHandlers(db, clock, () => life.rejectUnanswered()),
    controls: controlHandlers(controls),
    fallback: fallbackHandlers(),
  };
}
