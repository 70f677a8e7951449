import { DELIVERY_PROMISE_MINUTES } from './constants';

// An order's life, moved by people and stored (D38): the shopper places it, the kitchen accepts
// it with a preparation time, cooks, hands it over and delivers it; or refuses it, or the backend
// refuses it when nobody answers in time, or the shopper cancels it while it waits.

export const ORDER_STATUSES = [
  'placed',
  'preparing',
  'ready',
  'on-the-way',
  'delivered',
  'rejected',
  'cancelled',
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** The payment's own status, apart from the order's (D39). */
export const PAYMENT_STATUSES = ['paid', 'refund-pending', 'refunded', 'refund-failed'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/** Who moves an order: the shopper, the kitchen's staff, or the backend (the answer timeout). */
export type Actor = 'shopper' | 'kitchen' | 'backend';

/** One change of an order's status, as its history keeps it. */
export interface OrderChange {
  status: OrderStatus;
  at: string;
  by: Actor;
  /** The staff member who made it, by first name. */
  staff?: string;
  /** Why it was rejected or cancelled. */
  reason?: string;
  /** The preparation time the kitchen accepted it with. */
  prepMinutes?: number;
}

/** Where an order is: its status, its payment's, its promise and how it got there. */
export interface OrderProgress {
  status: OrderStatus;
  paymentStatus: PaymentStatus;
  /** When the order is promised, as an ISO timestamp. */
  deliverBy: string;
  /** Oldest first; the first change is the placing. */
  history: OrderChange[];
  /**
   * How many times the order was written: 1 when placed, one more for each change of either
   * status. Of two copies of an order, the one with the higher revision is the newer (D41).
   */
  revision: number;
}

/** Whether `candidate` is at least as new as `current`, so a page may show it instead. */
export const isAsNew = (candidate: OrderProgress, current: OrderProgress) =>
  candidate.revision >= current.revision;

export interface Transition {
  from: OrderStatus;
  to: OrderStatus;
  by: Actor;
}

/** Every move an order can make, and who may make it: anything else is refused (D38). */
export const TRANSITIONS: readonly Transition[] = [
  { from: 'placed', to: 'preparing', by: 'kitchen' },
  { from: 'placed', to: 'rejected', by: 'kitchen' },
  { from: 'placed', to: 'rejected', by: 'backend' },
  { from: 'placed', to: 'cancelled', by: 'shopper' },
  { from: 'preparing', to: 'ready', by: 'kitchen' },
  { from: 'ready', to: 'on-the-way', by: 'kitchen' },
  { from: 'on-the-way', to: 'delivered', by: 'kitchen' },
];

export const canMove = (from: OrderStatus, to: OrderStatus, by: Actor) =>
  TRANSITIONS.some((move) => move.from === from && move.to === to && move.by === by);

/** The statuses the kitchen still has to act on. */
export const OPEN_STATUSES: readonly OrderStatus[] = ['placed', 'preparing', 'ready', 'on-the-way'];
export const isOpen = (status: OrderStatus) => OPEN_STATUSES.includes(status);

/** Where an order ends without reaching the shopper: its payment goes back (D39). */
export const isRefused = (status: OrderStatus) => status === 'rejected' || status === 'cancelled';

/** The preparation times the kitchen may accept with, in minutes. */
export const PREP_MINUTES = { min: 5, max: 90 } as const;
/** From the kitchen's door to the shopper's: added to the preparation time for the promise. */
export const RIDE_MINUTES = 15;
/** How long a placed order waits for the kitchen before the backend refuses it. */
export const DEFAULT_ANSWER_MINUTES = 10;
export const NO_ANSWER_REASON = 'The restaurant did not answer in time.';
/** The longest reason the kitchen may give. */
export const MAX_REASON_LENGTH = 200;

const MINUTE_MS = 60_000;
export const minutesAfter = (iso: string, minutes: number) =>
  new Date(Date.parse(iso) + minutes * MINUTE_MS).toISOString();

/** A new order's progress: placed, paid, promised within the spec's 30 minutes. */
export function placedProgress(createdAt: string): OrderProgress {
  return {
    status: 'placed',
    paymentStatus: 'paid',
    deliverBy: minutesAfter(createdAt, DELIVERY_PROMISE_MINUTES),
    history: [{ status: 'placed', at: createdAt, by: 'shopper' }],
    revision: 1,
  };
}

/** The shopper-facing name of each status, in the order the tracking page shows the steps. */
const STATUS_LABELS: Record<OrderStatus, string> = {
  placed: 'Order placed',
  preparing: 'Preparing',
  ready: 'Ready',
  'on-the-way': 'On the way',
  delivered: 'Delivered',
  rejected: 'Rejected',
  cancelled: 'Cancelled',
};

/** The steps of an order that reaches the shopper, in order. */
export const ORDER_STEPS = (
  ['placed', 'preparing', 'ready', 'on-the-way', 'delivered'] as const
).map((status) => ({ status, label: STATUS_LABELS[status] }));

export const orderStepLabel = (status: OrderStatus) => STATUS_LABELS[status];

/** The change that ended a refused order: its reason and who refused it. */
export const refusal = (progress: Pick<OrderProgress, 'status' | 'history'>) =>
  isRefused(progress.status)
    ? progress.history.findLast((change) => change.status === progress.status)
    : undefined;

/** Whole minutes left until `deliverBy`, rounded up (never 0 while any time is left; 0 after). */
export function minutesUntil(deliverBy: string, now: number): number {
  return Math.max(0, Math.ceil((Date.parse(deliverBy) - now) / MINUTE_MS));
}

/** The order's short number, as the kitchen and the shopper say it: the first 6 of its id. */
export const orderNumber = (orderId: string) =>
  orderId.replaceAll('-', '').slice(0, 6).toUpperCase();
