import { DELIVERY_PROMISE_MINUTES } from './constants';

// Where a paid order is, worked out from when it was placed and the clock (D24).

export type OrderStatus = 'placed' | 'preparing' | 'on-the-way' | 'delivered';

export interface OrderStep {
  status: OrderStatus;
  label: string;
  /** Minutes after the order was placed when this step begins. */
  fromMinute: number;
}

/** The four steps of an order, in order. */
export const ORDER_STEPS: readonly OrderStep[] = [
  { status: 'placed', label: 'Order placed', fromMinute: 0 },
  { status: 'preparing', label: 'Preparing', fromMinute: 5 },
  { status: 'on-the-way', label: 'On the way', fromMinute: 15 },
  { status: 'delivered', label: 'Delivered', fromMinute: DELIVERY_PROMISE_MINUTES },
];

const MINUTE_MS = 60_000;

export interface OrderProgress {
  status: OrderStatus;
  /** When the order is promised, as an ISO timestamp: placed + 30 minutes. */
  deliverBy: string;
}

/** The status of an order placed at `createdAt` (ISO), at the time `now` (ms since the epoch). */
export function orderProgress(createdAt: string, now: number): OrderProgress {
  const placedAt = Date.parse(createdAt);
  const minutes = (now - placedAt) / MINUTE_MS;
  const status = ORDER_STEPS.findLast(({ fromMinute }) => minutes >= fromMinute)?.status;
  const deliverBy = new Date(placedAt + DELIVERY_PROMISE_MINUTES * MINUTE_MS).toISOString();
  // A clock behind the order's time still shows it as just placed.
  return { status: status ?? 'placed', deliverBy };
}

/** The shopper-facing name of a status: 'Order placed', 'Preparing', 'On the way', 'Delivered'. */
export function orderStepLabel(status: OrderStatus): string {
  return ORDER_STEPS.find((step) => step.status === status)?.label ?? status;
}

/** Whole minutes left until `deliverBy`, rounded up (never 0 while any time is left; 0 after). */
export function minutesUntil(deliverBy: string, now: number): number {
  return Math.max(0, Math.ceil((Date.parse(deliverBy) - now) / MINUTE_MS));
}
