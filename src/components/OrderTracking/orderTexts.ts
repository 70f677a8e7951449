import { formatClockTime } from '../../domain/dates';
import { orderStepLabel, refusal, type OrderStatus } from '../../domain/orderLifecycle';
import type { Order } from '../../domain/types';

/** The status card's heading: the step's name, or what ended an order that did not arrive. */
export function statusHeading(status: OrderStatus): string {
  if (status === 'rejected') return 'Order rejected';
  if (status === 'cancelled') return 'Order cancelled';
  return orderStepLabel(status);
}

/** Why a refused order ended: the reason the kitchen (or the backend) gave, or the shopper's cancelling. */
export function refusalText(order: Pick<Order, 'status' | 'history'>): string | undefined {
  const change = refusal(order);
  if (!change) return undefined;
  if (change.status === 'cancelled')
    return `You cancelled this order at ${formatClockTime(change.at)}.`;
  return change.reason;
}

/** A text as one sentence: ends with a full stop unless it ends with its own. */
export const sentence = (text: string) => (/[.!?]$/.test(text) ? text : `${text}.`);
