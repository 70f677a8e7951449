import { useMachine } from '@xstate/react';
import { fromCallback, fromPromise } from 'xstate';
import type { Order, OrderPage } from '../../domain/types';
import { orderHistoryMachine, selectHasMore } from '../../machines/orderHistory';
import { LoadError } from '../LoadError';
import { OrderHistoryView } from './OrderHistoryView';

export interface OrderHistoryProps {
  /** The page of orders after `cursor`, or the first page without one. */
  loadPage: (page: { cursor?: string }) => Promise<OrderPage>;
  /** Calls `onOrder` with each of the shopper's orders as it changes; answers how to stop. None by default. */
  orderUpdates?: (onOrder: (order: Order) => void) => () => void;
  /** 'Order again' on an order: its dishes into the cart. */
  onOrderAgain?: (order: Order) => void;
  /** The order whose dishes are going into the cart: its button says so, and every one waits. */
  reorderingId?: string;
}

const noUpdates = () => () => {};

/**
 * The profile's Order History tab (D6), followed by the order history machine: the first page
 * of orders from `loadPage`, the next on 'Show more', and each change from `orderUpdates`.
 */
export function OrderHistory({
  loadPage,
  orderUpdates = noUpdates,
  onOrderAgain,
  reorderingId,
}: OrderHistoryProps) {
  const [snapshot, send] = useMachine(
    orderHistoryMachine.provide({
      actors: {
        loadPage: fromPromise(({ input }) => loadPage(input)),
        orderUpdates: fromCallback(({ sendBack }) =>
          orderUpdates((order) => sendBack({ type: 'order.changed', order })),
        ),
      },
    }),
  );
  if (snapshot.matches('loadFailed')) {
    return <LoadError what="your orders" onRetry={() => send({ type: 'orders.retry' })} />;
  }
  return (
    <OrderHistoryView
      orders={snapshot.context.orders}
      hasMore={selectHasMore(snapshot)}
      loadingMore={snapshot.matches('loadingMore')}
      moreFailed={snapshot.matches('moreFailed')}
      onShowMore={() => send({ type: 'orders.showMore' })}
      onOrderAgain={onOrderAgain}
      reorderingId={reorderingId}
    />
  );
}
