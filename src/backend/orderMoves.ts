import {
  canMove,
  isRefused,
  minutesAfter,
  orderNumber,
  RIDE_MINUTES,
  type Actor,
  type OrderChange,
  type OrderStatus,
  type PaymentStatus,
} from '../domain/orderLifecycle';
import type { StoredOrder } from './db';
import { ApiError } from './http';

// An order's moves as the backend makes them, each checked against the order's status now (D38).

/** A move asked for: to which status, by whom, and what it carries. */
export interface Move {
  to: OrderStatus;
  by: Actor;
  staff?: string;
  reason?: string;
  prepMinutes?: number;
}

/** What has happened to an order, as a 409 tells it. */
const HAPPENED: Record<OrderStatus, string> = {
  placed: 'is waiting for the kitchen',
  preparing: 'was accepted by the kitchen',
  ready: 'is ready',
  'on-the-way': 'is on the way',
  delivered: 'was delivered',
  rejected: 'was rejected',
  cancelled: 'was cancelled by the shopper',
};

const ASKED: Record<OrderStatus, string> = {
  placed: 'placed again',
  preparing: 'accepted',
  ready: 'marked ready',
  'on-the-way': 'sent out for delivery',
  delivered: 'marked delivered',
  rejected: 'rejected',
  cancelled: 'cancelled',
};

/** Why a move cannot be made: what happened to the order first. */
export function moveRefused(order: StoredOrder, to: OrderStatus): ApiError {
  const byBackend = order.status === 'rejected' && order.history.at(-1)?.by === 'backend';
  const happened = byBackend ? 'was rejected: nobody answered in time' : HAPPENED[order.status];
  return new ApiError(
    409,
    `Order ${orderNumber(order._id)} ${happened}; it cannot be ${ASKED[to]}.`,
  );
}

/** The order after the move, made at `at`; a 409 if its status does not allow it. */
export function moved(order: StoredOrder, move: Move, at: string): StoredOrder {
  if (!canMove(order.status, move.to, move.by)) throw moveRefused(order, move.to);
  const { to, by, staff, reason, prepMinutes } = move;
  const change: OrderChange = {
    status: to,
    at,
    by,
    ...(staff === undefined ? {} : { staff }),
    ...(reason === undefined ? {} : { reason }),
    ...(prepMinutes === undefined ? {} : { prepMinutes }),
  };
  return {
    ...order,
    status: to,
    // A refused order's money goes back (D39): refund-pending until the provider answers.
    paymentStatus: isRefused(to) ? 'refund-pending' : order.paymentStatus,
    deliverBy:
      prepMinutes === undefined ? order.deliverBy : minutesAfter(at, prepMinutes + RIDE_MINUTES),
    history: [...order.history, change],
    revision: order.revision + 1,
  };
}

const PAYMENT_NOW: Record<PaymentStatus, string> = {
  paid: 'was not refused: its payment stays',
  'refund-pending': 'is being refunded',
  refunded: 'was refunded already',
  'refund-failed': 'failed to refund',
};

const REFUND_MOVES: Partial<Record<PaymentStatus, readonly PaymentStatus[]>> = {
  // A retry while pending asks the provider again: its idempotency key makes it the same refund.
  'refund-pending': ['refund-pending', 'refunded', 'refund-failed'],
  'refund-failed': ['refund-pending'],
};

/** The order with its payment moved on; a 409 if the payment is not where that move starts. */
export function withPaymentStatus(order: StoredOrder, to: PaymentStatus): StoredOrder {
  if (!REFUND_MOVES[order.paymentStatus]?.includes(to)) {
    throw new ApiError(409, `Order ${orderNumber(order._id)} ${PAYMENT_NOW[order.paymentStatus]}.`);
  }
  return { ...order, paymentStatus: to, revision: order.revision + 1 };
}
