import {
  minutesAfter,
  placedProgress,
  RIDE_MINUTES,
  type OrderChange,
  type OrderProgress,
  type OrderStatus,
  type PaymentStatus,
} from '../domain/orderLifecycle';

export interface ProgressOptions {
  /** The preparation time the kitchen accepted with (20 unless said). */
  prepMinutes?: number;
  /** A refusal's reason. */
  reason?: string;
  /** Who refused it: the kitchen unless said. */
  by?: OrderChange['by'];
  paymentStatus?: PaymentStatus;
}

/** The kitchen's steps of an order that reaches the shopper, with the minutes each comes after placing. */
const STEPS: [OrderStatus, number][] = [
  ['preparing', 2],
  ['ready', 18],
  ['on-the-way', 20],
  ['delivered', 33],
];

/**
 * An order's progress at `status`, as people would have moved it: accepted 2 minutes after it
 * was placed, ready at 18, out at 20, delivered at 33; or refused 1 minute after placing. For
 * tests and stories.
 */
export function progressAt(
  createdAt: string,
  status: OrderStatus,
  { prepMinutes = 16, reason, by = 'kitchen', paymentStatus }: ProgressOptions = {},
): OrderProgress {
  const placed = placedProgress(createdAt);
  if (status === 'placed') return placed;
  if (status === 'rejected' || status === 'cancelled') {
    const change: OrderChange = {
      status,
      at: minutesAfter(createdAt, 1),
      by: status === 'cancelled' ? 'shopper' : by,
      ...(reason === undefined ? {} : { reason }),
    };
    const paid = paymentStatus ?? 'refunded';
    return {
      ...placed,
      status,
      paymentStatus: paid,
      history: [...placed.history, change],
      // The refusal, then the provider's answer to its refund.
      revision: paid === 'refund-pending' ? 2 : 3,
    };
  }
  const reached = STEPS.slice(0, STEPS.findIndex(([step]) => step === status) + 1);
  const acceptedAt = minutesAfter(createdAt, 2);
  const history = reached.map(([step, minutes]): OrderChange => ({
    status: step,
    at: minutesAfter(createdAt, minutes),
    by: 'kitchen',
    staff: 'Asha',
    ...(step === 'preparing' ? { prepMinutes } : {}),
  }));
  return {
    status,
    paymentStatus: paymentStatus ?? 'paid',
    deliverBy: minutesAfter(acceptedAt, prepMinutes + RIDE_MINUTES),
    history: [...placed.history, ...history],
    revision: 1 + history.length,
  };
}
