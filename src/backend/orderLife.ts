import {
  DEFAULT_ANSWER_MINUTES,
  isRefused,
  NO_ANSWER_REASON,
  type OrderStatus,
} from '../domain/orderLifecycle';
import type { Db, StoredOrder, TokenGuard } from './db';
import { ApiError, notFound } from './http';
import { moved, withPaymentStatus, type Move } from './orderMoves';
import type { PaymentGateway } from './paymentGateway';
import { timestamp } from './timestamp';

// Orders moved on by the shopper, the kitchen and the backend's own clock (D38), and the
// refunds of those refused (D39). Each move is one checked transaction; a refund asks the
// provider after its move is stored, under the order's id as the idempotency key.

export interface OrderLifeOptions {
  db: Db;
  gateway: PaymentGateway;
  /** Milliseconds since the epoch, as `Date.now`: the backend's clock (./clock.ts). */
  now?: () => number;
  /** How long a placed order waits for the kitchen before the backend rejects it. */
  answerMinutes?: number;
}

export interface OrderLife {
  /**
   * Makes the move, or a 409 saying what happened first; `owner` limits it to their order, and
   * `guard` to a token that still holds (D56).
   */
  move(orderId: string, move: Move, owner?: string, guard?: TokenGuard): Promise<StoredOrder>;
  /** Asks the provider again for a refused order's refund. */
  retryRefund(orderId: string): Promise<StoredOrder>;
  /**
   * Rejects the orders nobody answered in time. The board, the order pages and each move call it:
   * it looks at most once a second of the clock, and a call meanwhile waits for that look. A
   * look, being a change, waits for `allowed`: the board reads as its token is checked.
   */
  rejectUnanswered(allowed?: Promise<void>): Promise<void>;
  now(): number;
}

/** How often the backend looks for orders nobody answered: a second late of ten minutes. */
const LOOK_EVERY_MS = 1000;

export function createOrderLife({
  db,
  gateway,
  // Read when called, not kept: a test that fakes the clock moves this one too.
  now = () => Date.now(),
  answerMinutes = DEFAULT_ANSWER_MINUTES,
}: OrderLifeOptions): OrderLife {
  const at = () => timestamp(new Date(now()));

  async function change(
    orderId: string,
    next: (order: StoredOrder) => StoredOrder,
    owner?: string,
    guard?: TokenGuard,
  ): Promise<StoredOrder> {
    const changed = await db.changeOrder(orderId, next, owner, guard);
    if (!changed) throw notFound('order', orderId);
    return changed.order;
  }

  /** Asks the provider for the refund and stores its answer; a failure is kept to retry. */
  async function refund(order: StoredOrder): Promise<StoredOrder> {
    const paise = Math.round(order.totalPrice * 100);
    const taken = await gateway.refund(order.paymentId, paise, order._id).catch(() => undefined);
    const paymentStatus = !taken ? 'refund-failed' : taken.settled ? 'refunded' : 'refund-pending';
    return change(order._id, (stored) =>
      stored.paymentStatus === 'refund-pending' ? withPaymentStatus(stored, paymentStatus) : stored,
    );
  }

  async function move(
    orderId: string,
    next: Move,
    owner?: string,
    guard?: TokenGuard,
  ): Promise<StoredOrder> {
    const order = await change(orderId, (stored) => moved(stored, next, at()), owner, guard);
    return isRefused(order.status) ? refund(order) : order;
  }

  async function rejectUnansweredAt(time: number): Promise<void> {
    const cutoff = timestamp(new Date(time - answerMinutes * 60_000));
    const rejected: Move = {
      to: 'rejected' satisfies OrderStatus,
      by: 'backend',
      reason: NO_ANSWER_REASON,
    };
    for (const orderId of await db.unansweredOrders(cutoff)) {
      // Accepted or cancelled meanwhile: that move came first, and stands.
      await move(orderId, rejected).catch((error: unknown) => {
        if (!(error instanceof ApiError && error.status === 409)) throw error;
      });
    }
  }

  let lastLook: { time: number; done: Promise<void> } | undefined;
  function rejectUnanswered(allowed?: Promise<void>): Promise<void> {
    const time = now();
    // Within a second of the last look, that look stands (a clock moved back looks again).
    if (lastLook && time >= lastLook.time && time - lastLook.time < LOOK_EVERY_MS) {
      return lastLook.done;
    }
    if (allowed) return allowed.then(() => rejectUnanswered());
    const done = rejectUnansweredAt(time);
    lastLook = { time, done };
    // A look that failed is not a look: the next call tries again.
    done.catch(() => lastLook?.done === done && (lastLook = undefined));
    return done;
  }
  return {
    move,
    async retryRefund(orderId) {
      return refund(await change(orderId, (stored) => withPaymentStatus(stored, 'refund-pending')));
    },
    rejectUnanswered,
    now,
  };
}
