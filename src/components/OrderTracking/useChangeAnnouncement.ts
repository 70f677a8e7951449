import { useState } from 'react';
import { formatClockTime } from '../../domain/dates';
import { isOpen } from '../../domain/orderLifecycle';
import type { Order } from '../../domain/types';
import { refundText } from '../OrderDetails';
import { refusalText, sentence, statusHeading } from './orderTexts';

interface Said {
  status: Order['status'];
  deliverBy: string;
  refund: string | undefined;
}

const whatIsSaid = (order: Order): Said => ({
  status: order.status,
  deliverBy: order.deliverBy,
  refund: refundText(order),
});

/** What changed between two looks at the order, in sentences; the countdown is not one of them. */
function changes(order: Order, before: Said, now: Said): string[] {
  const said: string[] = [];
  if (now.status !== before.status) {
    said.push(`Order status: ${statusHeading(now.status)}.`);
    // Why the kitchen or the backend refused it; a shopper who cancelled knows why.
    const why = now.status === 'rejected' ? refusalText(order) : undefined;
    if (why) said.push(sentence(why));
  }
  if (isOpen(now.status) && now.deliverBy !== before.deliverBy) {
    said.push(`Estimated arrival ${formatClockTime(now.deliverBy)}.`);
  }
  if (now.refund !== undefined && now.refund !== before.refund) said.push(sentence(now.refund));
  return said;
}

/**
 * What the live region says: nothing at first, then each change of the order as it comes (its
 * status, a moved promise, its refund), so a screen reader hears a change but not the
 * countdown's every minute.
 */
export function useChangeAnnouncement(order: Order): string {
  const now = whatIsSaid(order);
  const [shown, setShown] = useState(now);
  const [announcement, setAnnouncement] = useState('');
  if (
    now.status !== shown.status ||
    now.deliverBy !== shown.deliverBy ||
    now.refund !== shown.refund
  ) {
    setShown(now);
    const said = changes(order, shown, now);
    if (said.length > 0) setAnnouncement(said.join(' '));
  }
  return announcement;
}
