import { formatRupees } from '../../domain/money';
import type { Order } from '../../domain/types';

/**
 * What has become of a refused order's payment (D39), as the shopper reads it: 'Refund of
 * ₹1,160 started' while the provider has it (a refund it failed is tried again, so the shopper
 * still waits), then 'Refunded'. Nothing for a paid order.
 */
export function refundText({
  paymentStatus,
  totalPrice,
}: Pick<Order, 'paymentStatus' | 'totalPrice'>): string | undefined {
  switch (paymentStatus) {
    case 'paid':
      return undefined;
    case 'refund-pending':
    case 'refund-failed':
      return `Refund of ${formatRupees(totalPrice)} started`;
    case 'refunded':
      return 'Refunded';
  }
}
