import { CircleCheck, Hourglass } from 'lucide-react';
import type { Order } from '../../domain/types';
import { RefundLine } from './OrderDetails.styles';
import { refundText } from './refundText';

/** A refused order's refund, with its icon: started (waiting), or done. Nothing for a paid order. */
export function RefundNote({ order }: { order: Pick<Order, 'paymentStatus' | 'totalPrice'> }) {
  const text = refundText(order);
  if (text === undefined) return null;
  const done = order.paymentStatus === 'refunded';
  return (
    <RefundLine as="p" $gap="xs" $align="center" $wrap={false} $done={done}>
      {done ? <CircleCheck aria-hidden="true" /> : <Hourglass aria-hidden="true" />}
      {text}
    </RefundLine>
  );
}
