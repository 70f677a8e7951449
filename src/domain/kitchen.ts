import {
  DEFAULT_ANSWER_MINUTES,
  isAsNew,
  minutesAfter,
  orderNumber,
  refusal,
  type OrderStatus,
} from './orderLifecycle';
import type { Address, CartItem, Order } from './types';

// The kitchen's board (D38, D40): what the staff see of each order and the rules of its columns.

/** A move the kitchen asks the backend for (POST /api/kitchen/orders/:orderId/status). */
export type KitchenMove =
  | { status: 'preparing'; prepMinutes: number }
  | { status: 'rejected'; reason: string }
  | { status: 'ready' | 'on-the-way' | 'delivered' };

/** What a ticket is busy with: one of its moves, or asking again for its refund. */
export type TicketWork = KitchenMove['status'] | 'refund';

/** The board's columns, left to right: the orders the kitchen still has to act on. */
export const BOARD_COLUMNS = [
  { status: 'placed', title: 'New' },
  { status: 'preparing', title: 'Preparing' },
  { status: 'ready', title: 'Ready' },
  { status: 'on-the-way', title: 'On the way' },
] as const satisfies readonly { status: OrderStatus; title: string }[];

export type BoardStatus = (typeof BOARD_COLUMNS)[number]['status'];

/** Where an order ends for the kitchen: listed under Done. */
export const DONE_STATUSES: readonly OrderStatus[] = ['delivered', 'rejected', 'cancelled'];
export const isDone = (order: Pick<Order, 'status'>) => DONE_STATUSES.includes(order.status);

/** The one move on from an accepted order, and its button's words. */
export const NEXT_MOVES = {
  preparing: { status: 'ready', label: 'Ready' },
  ready: { status: 'on-the-way', label: 'Out for delivery' },
  'on-the-way': { status: 'delivered', label: 'Delivered' },
} as const satisfies Partial<
  Record<OrderStatus, { status: 'ready' | 'on-the-way' | 'delivered'; label: string }>
>;

/** The preparation times offered at one tap, in minutes, and the one chosen at first. */
export const QUICK_PREP_MINUTES = [10, 15, 20, 30, 45] as const;
export const DEFAULT_PREP_MINUTES = 20;

/** The reasons offered for a refusal; the kitchen may type its own. */
export const REJECT_REASONS = [
  'Out of an ingredient',
  'Kitchen too busy',
  'Closing soon',
  'Cannot deliver to this area',
] as const;

/** The orders of each column, oldest first (the one waiting longest on top). */
export function boardColumns(orders: readonly Order[]): Record<BoardStatus, Order[]> {
  const columns: Record<BoardStatus, Order[]> = {
    placed: [],
    preparing: [],
    ready: [],
    'on-the-way': [],
  };
  for (const order of [...orders].sort(byPlacing)) {
    if (order.status in columns) columns[order.status as BoardStatus].push(order);
  }
  return columns;
}

const byPlacing = (a: Order, b: Order) => Date.parse(a.createdAt) - Date.parse(b.createdAt);

/** When the order reached its status: its last change. */
const lastChangeAt = (order: Order) => Date.parse(order.history.at(-1)?.at ?? order.createdAt);

/** Whether `query` (an order number, with or without '#', any case) names the order. */
export function matchesOrderNumber(order: Pick<Order, '_id'>, query: string): boolean {
  const wanted = query.replace(/[#\s]/g, '').toUpperCase();
  return orderNumber(order._id).includes(wanted);
}

/** The day's finished orders that `query` names, the last finished first. */
export function doneOrders(orders: readonly Order[], query = ''): Order[] {
  return orders
    .filter((order) => isDone(order) && matchesOrderNumber(order, query))
    .sort((a, b) => lastChangeAt(b) - lastChangeAt(a));
}

/** The newer of two copies of one order: by their revision (D41), the incoming one if as new. */
const newer = (current: Order | undefined, incoming: Order) =>
  current && !isAsNew(incoming, current) ? current : incoming;

/**
 * The board's orders after the backend's list: the list's orders, each kept as the board has it
 * where the board's copy is newer (a list asked for before a move came back after it).
 */
export function mergeOrders(current: readonly Order[], incoming: readonly Order[]): Order[] {
  const known = new Map(current.map((order) => [order._id, order]));
  return incoming.map((order) => newer(known.get(order._id), order));
}

/** The board's orders with one order as it is now, unless the board's copy is newer. */
export function mergeOrder(current: readonly Order[], incoming: Order): Order[] {
  const index = current.findIndex((order) => order._id === incoming._id);
  if (index === -1) return [...current, incoming];
  const next = [...current];
  next[index] = newer(current[index], incoming);
  return next;
}

/** The new orders among `incoming`: placed, and not on the board before. */
export function arrivals(current: readonly Order[], incoming: readonly Order[]): Order[] {
  const known = new Set(current.map((order) => order._id));
  return incoming.filter((order) => order.status === 'placed' && !known.has(order._id));
}

const MINUTE_MS = 60_000;

/** Whole minutes from `iso` to `now`, rounded down; never below 0. */
export const minutesSince = (iso: string, now: number) =>
  Math.max(0, Math.floor((now - Date.parse(iso)) / MINUTE_MS));

/** How long ago, as a ticket says it: 'Just now', '4 min ago', '1 h 5 min ago'. */
export function formatAgo(iso: string, now: number): string {
  const minutes = minutesSince(iso, now);
  if (minutes < 1) return 'Just now';
  if (minutes < 60) return `${minutes} min ago`;
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  return rest === 0 ? `${hours} h ago` : `${hours} h ${rest} min ago`;
}

/** When the kitchen accepted the order, and the preparation time it promised. */
function acceptance(order: Order) {
  const accepted = order.history.find((change) => change.status === 'preparing');
  return accepted?.prepMinutes === undefined
    ? undefined
    : { at: accepted.at, prepMinutes: accepted.prepMinutes };
}

/** When an accepted order is promised ready: its acceptance plus the preparation time. */
export function readyBy(order: Order): string | undefined {
  const accepted = acceptance(order);
  return accepted && minutesAfter(accepted.at, accepted.prepMinutes);
}

/** What is late about an order, in words; undefined while it is on time. */
export function lateness(
  order: Order,
  now: number,
  answerMinutes = DEFAULT_ANSWER_MINUTES,
): string | undefined {
  if (order.status === 'placed') {
    const waited = minutesSince(order.createdAt, now);
    return now > Date.parse(minutesAfter(order.createdAt, answerMinutes))
      ? `Waiting ${waited} min, over the ${answerMinutes} min to answer`
      : undefined;
  }
  if (order.status === 'preparing') {
    const due = readyBy(order);
    if (!due || now <= Date.parse(due)) return undefined;
    return `${Math.ceil((now - Date.parse(due)) / MINUTE_MS)} min past its ready time`;
  }
  return undefined;
}

/** The order's dishes under each restaurant, in the order the shopper added them. */
export function linesByRestaurant(
  products: readonly Pick<CartItem, '_id' | 'title' | 'qty' | 'restaurant'>[],
): { restaurant: string; lines: { id: string; title: string; qty: number }[] }[] {
  const groups = new Map<string, { id: string; title: string; qty: number }[]>();
  for (const { _id, title, qty, restaurant } of products) {
    const lines = groups.get(restaurant) ?? [];
    lines.push({ id: _id, title, qty });
    groups.set(restaurant, lines);
  }
  return [...groups].map(([restaurant, lines]) => ({ restaurant, lines }));
}

/** Where the order goes, as far as the kitchen needs it: the city and PIN, not the street. */
export const deliveryArea = (address: Pick<Address, 'city' | 'pin'>) =>
  `${address.city} ${address.pin}`;

/** How a finished order ended, in the Done list's words. */
export function outcomeOf(order: Order): string | undefined {
  if (order.status === 'delivered') return 'Delivered';
  if (order.status === 'cancelled') return 'Cancelled by shopper';
  if (order.status === 'rejected') {
    const reason = refusal(order)?.reason;
    return reason ? `Rejected: ${reason}` : 'Rejected';
  }
  return undefined;
}

/** What the money of a refused order is doing, in words. */
export const REFUND_LABELS = {
  paid: undefined,
  'refund-pending': 'Refund pending',
  refunded: 'Refunded',
  'refund-failed': 'Refund failed',
} as const satisfies Record<Order['paymentStatus'], string | undefined>;

/** The tab's title, with the count of new orders in front when there are any. */
export const kitchenTitle = (newOrders: number) =>
  `${newOrders > 0 ? `(${newOrders}) ` : ''}Kitchen — Cravings`;

/** The start of the board's day, in the device's time zone: the orders it lists are since then. */
export function startOfDay(now: number): string {
  const day = new Date(now);
  day.setHours(0, 0, 0, 0);
  return day.toISOString();
}
