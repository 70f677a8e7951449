import type { OrderUpdates } from '../../components/OrderTracking';
import type { Order } from '../../domain/types';
import { followMyOrders } from '../api/orderEvents';

/**
 * The tracking screen's `orderUpdates` (D41): the backend's pushed changes of the shopper's
 * orders, this one's only, and the order read again each time the stream opens, for what changed
 * before it did. The screen keeps the newer of two copies (their revisions).
 */
export function liveOrderUpdates(
  token: string,
  read: (orderId: string) => Promise<Order>,
  onSignedOut: () => void,
): OrderUpdates {
  return (orderId, onOrder) =>
    followMyOrders(token, {
      onOrder: (order) => {
        if (order._id === orderId) onOrder(order);
      },
      // A read that fails now is made again at the next opening.
      onOpen: () => void read(orderId).then(onOrder, () => undefined),
      onSignedOut,
    });
}
