import { expect } from 'vitest';
import {
  canMove,
  DEFAULT_ANSWER_MINUTES,
  isOpen,
  isRefused,
  minutesAfter,
  NO_ANSWER_REASON,
  orderNumber,
  placedProgress,
  RIDE_MINUTES,
  type OrderChange,
  type OrderProgress,
  type OrderStatus,
} from '../domain/orderLifecycle';
import type { Order } from '../domain/types';
import type { StoredOrder } from '../backend/db';
import type { Move } from '../backend/orderMoves';
import { createTestGateway, type PaymentGateway } from '../backend/paymentGateway';
import { timestamp } from '../backend/timestamp';
import { hasBrokenEscape } from './backendModel';

/**
 * The property test's model of every order's life (D38, D39): where each order is, moved by the
 * kitchen, the shopper and the backend's clock, and how often the payment provider must have
 * been asked for its refund. It holds what the store must hold: an order nobody answered in time
 * stays placed until a route that rejects such orders runs.
 */
export interface KitchenModel {
  /** Every order in the backend, in the order placed (oldest first: the clock only moves on). */
  orders: Map<string, ModelOrder>;
  /** The backend's clock (`Date.now()`), in whole seconds. */
  now: number;
  /** Whether the provider refuses refunds now. */
  refusing: boolean;
  /** The first name of the kitchen's staff member, as each of their moves records it. */
  staff: string;
  /** How often each kind of move was made, for the test's summary. */
  tally: Record<Tallied, number>;
  /** Counts every change to the orders: placed, moved, refunded, all gone. */
  changes: number;
}

export type Tallied = 'answerTimeouts' | 'kitchenMoves' | 'cancels' | 'refundRetries' | 'refused';

interface ModelOrder extends OrderProgress {
  _id: string;
  paymentId: string;
  totalPrice: number;
  createdAt: string;
  /** How often the provider must have been asked for the refund. */
  refundAsks: number;
}

export const newKitchenModel = (now: number): KitchenModel => ({
  orders: new Map(),
  now,
  refusing: false,
  staff: '',
  tally: { answerTimeouts: 0, kitchenMoves: 0, cancels: 0, refundRetries: 0, refused: 0 },
  changes: 0,
});

/** One refund the provider was asked for, and whether it took it. */
export interface RefundAsk {
  paymentId: string;
  amount: number;
  key: string;
  taken: boolean;
}

/** The test provider, refusing refunds while `refuses` says, keeping every refund asked of it. */
export function recordingGateway(refuses: () => boolean) {
  const asks: RefundAsk[] = [];
  const provider = createTestGateway({ refusesRefunds: refuses });
  const gateway: PaymentGateway = {
    ...provider,
    async refund(paymentId, amount, key) {
      const taken = await provider.refund(paymentId, amount, key);
      asks.push({ paymentId, amount, key, taken: taken !== undefined });
      return taken;
    },
  };
  return { gateway, asks };
}

const now = (model: KitchenModel) => timestamp(new Date(model.now));

/** A new order, as the reply that placed it has it: placed now, paid. */
export function modelPlaced(model: KitchenModel, { _id, paymentId, totalPrice, createdAt }: Order) {
  expect(createdAt, `order ${_id} placed at the backend's time`).toBe(now(model));
  model.orders.set(_id, {
    _id,
    paymentId,
    totalPrice,
    createdAt,
    ...placedProgress(createdAt),
    refundAsks: 0,
  });
  model.changes += 1;
}

/** A refused order's refund: asked of the provider once more, refunded unless it refuses. */
function refund(model: KitchenModel, order: ModelOrder) {
  order.refundAsks += 1;
  order.paymentStatus = model.refusing ? 'refund-failed' : 'refunded';
  model.changes += 1;
}

/** Makes the move if the order's status allows it; whether it did. */
function move(
  model: KitchenModel,
  order: ModelOrder,
  { to, by, staff, reason, prepMinutes }: Move,
) {
  if (!canMove(order.status, to, by)) return false;
  const at = now(model);
  const change: OrderChange = { status: to, at, by, staff, reason, prepMinutes };
  for (const key of ['staff', 'reason', 'prepMinutes'] as const) {
    if (change[key] === undefined) delete change[key];
  }
  order.status = to;
  order.history = [...order.history, change];
  model.changes += 1;
  if (prepMinutes !== undefined) order.deliverBy = minutesAfter(at, prepMinutes + RIDE_MINUTES);
  if (isRefused(to)) {
    order.paymentStatus = 'refund-pending';
    refund(model, order);
    model.tally.refused += 1;
  }
  return true;
}

const ANSWER_MS = DEFAULT_ANSWER_MINUTES * 60_000;

/** The placed orders that have waited for the kitchen 10 minutes or more. */
const dueOrders = (model: KitchenModel) =>
  [...model.orders.values()].filter(
    (order) => order.status === 'placed' && model.now - Date.parse(order.createdAt) >= ANSWER_MS,
  );

/** When the next order still placed reaches the answer limit. */
export function nextAnswerLimit(model: KitchenModel): number | undefined {
  const limits = [...model.orders.values()]
    .filter((order) => order.status === 'placed')
    .map((order) => Date.parse(order.createdAt) + ANSWER_MS);
  return limits.find((limit) => limit > model.now);
}

/** The backend refuses every order nobody answered in time, and refunds it. */
function rejectDue(model: KitchenModel) {
  for (const order of dueOrders(model)) {
    move(model, order, { to: 'rejected', by: 'backend', reason: NO_ANSWER_REASON });
    model.tally.answerTimeouts += 1;
  }
}

/** The routes of an order's life: the shopper's reads and cancel, and the kitchen's. */
type LifeRouteName = 'orders' | 'order' | 'cancel' | 'board' | 'move' | 'refund';

/** Each route's method and path, as the handlers' patterns match it (`*` first, any case). */
const LIFE_ROUTES: [LifeRouteName, string, RegExp][] = [
  ['orders', 'GET', /^.*\/api\/user\/orders\/?$/i],
  ['order', 'GET', /^.*\/api\/user\/orders\/([^/]+)\/?$/i],
  ['cancel', 'POST', /^.*\/api\/user\/orders\/([^/]+)\/cancel\/?$/i],
  ['board', 'GET', /^.*\/api\/kitchen\/orders\/?$/i],
  ['move', 'POST', /^.*\/api\/kitchen\/orders\/([^/]+)\/status\/?$/i],
  ['refund', 'POST', /^.*\/api\/kitchen\/orders\/([^/]+)\/refund\/?$/i],
];

const STAFF_ROUTES: LifeRouteName[] = ['board', 'move', 'refund'];

export interface LifeRoute {
  name: LifeRouteName;
  /** The order the path names, decoded. */
  id: string;
  /** A HEAD to a GET route: a server answers it as the GET, the browser's backend does not. */
  head: boolean;
}

/** The lifecycle route a call reaches, if any. */
export function lifeRouteOf(method: string, pathname: string): LifeRoute | undefined {
  if (hasBrokenEscape(pathname)) return undefined;
  for (const [name, routeMethod, pattern] of LIFE_ROUTES) {
    const match = pattern.exec(pathname);
    if (!match) continue;
    const head = method === 'HEAD' && routeMethod === 'GET';
    if (method !== routeMethod && !head) return undefined;
    return { name, id: decodeURIComponent(match[1] ?? ''), head };
  }
  return undefined;
}

/** A call to a lifecycle route, and its reply. */
export interface LifeCall {
  route: LifeRoute;
  /** What the token is: a shopper's, the kitchen staff's, or none that is valid. */
  caller: 'shopper' | 'staff' | 'nobody';
  /** Whether the calling shopper owns the order. */
  owns: (orderId: string) => boolean;
  /** The body as a JSON object (empty for anything else). */
  body: Record<string, unknown>;
  /** The board's `since`, as the query has it. */
  since: string | null;
  status: number;
  text: string;
  reply: { order?: Order; orders?: Order[] };
}

/** Whether the call ran its handler, which first rejects the orders nobody answered in time. */
function rejectsDue({ route, caller, status, text }: LifeCall): boolean | 'maybe' {
  if (caller !== (STAFF_ROUTES.includes(route.name) ? 'staff' : 'shopper')) return false;
  if (route.head) return 'maybe';
  switch (route.name) {
    case 'orders':
      return status === 200 || text.includes('cursor does not name one of your orders');
    case 'order':
      return status === 200 || status === 404;
    case 'board':
      return status === 200;
    case 'cancel':
    case 'move':
      return [200, 404, 409].includes(status);
    case 'refund':
      return false;
  }
}

const MOVES: readonly OrderStatus[] = ['preparing', 'rejected', 'ready', 'on-the-way', 'delivered'];
const PREP_MINUTES = { min: 5, max: 90 };
const MAX_REASON = 200;

/** The kitchen's move a body asks for, as the route's schema reads it; undefined: a 400. */
function kitchenMoveOf(body: Record<string, unknown>, staff: string): Move | undefined {
  const { status, prepMinutes, reason } = body;
  if (!MOVES.includes(status as OrderStatus)) return undefined;
  const prep = prepMinutes as number | undefined;
  const prepOk =
    prep === undefined ||
    (Number.isInteger(prep) && prep >= PREP_MINUTES.min && prep <= PREP_MINUTES.max);
  const trimmed = typeof reason === 'string' ? reason.trim() : undefined;
  const reasonOk = reason === undefined || (trimmed !== undefined && trimmed.length <= MAX_REASON);
  if (!prepOk || !reasonOk) return undefined;
  if (status === 'preparing' && prep === undefined) return undefined;
  if (status === 'rejected' && !trimmed) return undefined;
  const to = status as OrderStatus;
  return {
    to,
    by: 'kitchen',
    staff,
    ...(to === 'rejected' ? { reason: trimmed } : {}),
    ...(to === 'preparing' ? { prepMinutes: prep } : {}),
  };
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** Every open order and every order placed since `since` (the last 24 hours unless given), oldest first. */
function boardOf(model: KitchenModel, since: string | null): ModelOrder[] {
  const from = since === null ? model.now - DAY_MS : Date.parse(since);
  return [...model.orders.values()].filter(
    (order) => isOpen(order.status) || Date.parse(order.createdAt) >= from,
  );
}

/**
 * Each route's reply to a caller it lets in, and the change a 200 makes. The shopper's reads are
 * backendModel's to follow.
 */
const PREDICT: Partial<Record<LifeRouteName, (model: KitchenModel, call: LifeCall) => number>> = {
  cancel(model, call) {
    const order = model.orders.get(call.route.id);
    if (!order || !call.owns(order._id)) return 404;
    if (call.status === 200) model.tally.cancels += 1;
    return changed(call, move(model, order, { to: 'cancelled', by: 'shopper' }));
  },
  board(model, { since, reply, status }) {
    if (since !== null && Number.isNaN(Date.parse(since))) return 400;
    if (status === 200) {
      expectListed(reply.orders ?? [], boardOf(model, since), `the board since ${since}`);
    }
    return 200;
  },
  move(model, call) {
    const asked = kitchenMoveOf(call.body, model.staff);
    if (!asked) return 400;
    const order = model.orders.get(call.route.id);
    if (!order) return 404;
    if (call.status === 200) model.tally.kitchenMoves += 1;
    return changed(call, move(model, order, asked));
  },
  refund(model, call) {
    const order = model.orders.get(call.route.id);
    if (!order) return 404;
    const retried = ['refund-pending', 'refund-failed'].includes(order.paymentStatus);
    if (retried) {
      refund(model, order);
      model.tally.refundRetries += 1;
    }
    return changed(call, retried);
  },
};

/** 200 for a change made, else a 409 that names the order. */
function changed({ route, status, text }: LifeCall, made: boolean): number {
  if (!made && status === 409) expect(text, '409').toContain(`Order ${orderNumber(route.id)} `);
  return made ? 200 : 409;
}

/**
 * Follows a call to a lifecycle route: where its handler runs, the orders nobody answered in time
 * are rejected first; then its status is the one predicted, and a 200 makes its change. 'maybe':
 * a HEAD that a server answers as the GET; the store tells whether it ran (`settleMaybe`).
 */
export function followLifeCall(
  model: KitchenModel,
  call: LifeCall,
  context: string,
): 'maybe' | undefined {
  const rejects = rejectsDue(call);
  if (rejects === 'maybe') return 'maybe';
  if (rejects) rejectDue(model);
  const predict = PREDICT[call.route.name];
  if (!predict) return undefined;
  const expected =
    call.caller === 'nobody'
      ? 401
      : STAFF_ROUTES.includes(call.route.name) && call.caller === 'shopper'
        ? 403
        : predict(model, call);
  expect(call.status, `${context} → ${call.text.slice(0, 300)}`).toBe(expected);
  return undefined;
}

/** After a HEAD a server answered as a GET: the due orders were rejected if the store has them so. */
export function settleMaybe(model: KitchenModel, stored: StoredOrder[]) {
  const [due] = dueOrders(model);
  const now = due && stored.find((order) => order._id === due._id);
  if (now?.status === 'rejected') rejectDue(model);
}

/** What the model says of an order's progress, in a shape that `toEqual` compares. */
const progressOf = ({
  _id,
  status,
  paymentStatus,
  deliverBy,
  history,
}: OrderProgress & { _id: string }) => ({
  _id,
  status,
  paymentStatus,
  deliverBy,
  history,
});

/** Every order a reply carries is where the model has it. */
export function expectRepliedProgress(
  model: KitchenModel,
  { order, orders = [] }: LifeCall['reply'],
  context: string,
) {
  const replied = (order ? [order, ...orders] : orders).filter((each) => each?._id !== undefined);
  const modelled = replied.map(({ _id }) => model.orders.get(_id));
  expect(replied.map(progressOf), context).toEqual(
    modelled.map((each) => each && progressOf(each)),
  );
}

/** How a stored order's history breaks its life: from placed, through TRANSITIONS only, forwards. */
function historyBreaks(order: StoredOrder): string[] {
  const breaks: string[] = [];
  const [placed, ...changes] = order.history;
  const id = orderNumber(order._id);
  if (placed?.status !== 'placed' || placed.by !== 'shopper' || placed.at !== order.createdAt) {
    breaks.push(`${id} does not start placed by the shopper`);
  }
  changes.forEach((change, index) => {
    const before = order.history[index]!;
    if (!canMove(before.status, change.status, change.by)) {
      breaks.push(`${id}: ${before.status} → ${change.status} by ${change.by}`);
    }
    if (change.at < before.at) breaks.push(`${id}: ${change.status} before ${before.status}`);
  });
  if (order.history.at(-1)?.status !== order.status) breaks.push(`${id} is not its last change`);
  if (isRefused(order.status) === (order.paymentStatus === 'paid')) {
    breaks.push(`${id} is ${order.status}, its payment ${order.paymentStatus}`);
  }
  return breaks;
}

/**
 * How the provider's refunds break the rules: asked only for a refused order, of its payment and
 * total, under its id, as often as the model says (once, and again only for a retry); taken once
 * for a refunded order, never for another.
 */
function refundBreaks(model: KitchenModel, stored: StoredOrder[], asks: RefundAsk[]): string[] {
  const breaks: string[] = [];
  const byId = new Map(stored.map((order) => [order._id, order]));
  for (const { key, paymentId, amount } of asks) {
    const order = byId.get(key);
    if (!order) breaks.push(`a refund asked under ${key}, no order's id`);
    else if (!isRefused(order.status)) breaks.push(`${orderNumber(key)} refunded, ${order.status}`);
    else if (paymentId !== order.paymentId || amount !== Math.round(order.totalPrice * 100)) {
      breaks.push(`${orderNumber(key)} refunded ${amount} of ${paymentId}`);
    }
  }
  for (const order of stored) {
    const asked = asks.filter(({ key }) => key === order._id);
    const expected = model.orders.get(order._id)?.refundAsks ?? 0;
    if (asked.length !== expected) {
      breaks.push(`${orderNumber(order._id)}: refund asked ${asked.length} times, not ${expected}`);
    }
    const taken = asked.filter((ask) => ask.taken).length;
    if (taken !== (order.paymentStatus === 'refunded' ? 1 : 0)) {
      breaks.push(`${orderNumber(order._id)} (${order.paymentStatus}) refunded ${taken} times`);
    }
  }
  return breaks;
}

const byId = (orders: (OrderProgress & { _id: string })[]) =>
  orders.map(progressOf).sort((a, b) => (a._id < b._id ? -1 : 1));

/**
 * Every order in the store (the accounts' orders, each read once) is the model's, where the model
 * has it: each history a path through TRANSITIONS, each refund asked as it must be.
 */
export function expectStoredProgress(
  model: KitchenModel,
  stored: StoredOrder[],
  asks: RefundAsk[],
  context: string,
) {
  const breaks = [...stored.flatMap(historyBreaks), ...refundBreaks(model, stored, asks)];
  expect(breaks, context).toEqual([]);
  expect(byId(stored), context).toEqual(byId([...model.orders.values()]));
}

type Listed = Pick<Order, '_id' | 'createdAt'>;

/** These orders oldest first; those placed in the same second (the timestamps' unit) as placed. */
function expectListed(listed: Listed[], modelled: Listed[], context: string) {
  const oldestFirst = (orders: Listed[]) => ({
    placedAt: orders.map(({ createdAt }) => createdAt),
    ids: orders.map(({ _id }) => _id).sort(),
  });
  expect(oldestFirst(listed), `${context}: these orders, oldest first`).toEqual(
    oldestFirst(modelled),
  );
  expect(
    listed.map(({ _id }) => _id),
    `${context}: a second's orders in the order placed`,
  ).toEqual(modelled.map(({ _id }) => _id));
}

/** The store's kitchen list of the last 24 hours: every order of a run (under an hour), in order. */
export function expectListedAsModelled(
  model: KitchenModel,
  listed: StoredOrder[],
  context: string,
) {
  expectListed(listed, boardOf(model, null), context);
}

/** A reset: no order is left. */
export function afterResetOrders(model: KitchenModel) {
  model.orders.clear();
  model.changes += 1;
}

/** The last 24 hours, as the board's default. */
export const dayBefore = (model: KitchenModel) => timestamp(new Date(model.now - DAY_MS));
