import { useMachine } from '@xstate/react';
import { fromPromise } from 'xstate';
import { LoadError } from '../../components/LoadError';
import { OrderHistory } from '../../components/OrderHistory';
import { orderHistoryMachine, selectHasMore } from '../../machines/orderHistory';
import { getOrderPage } from '../api/orders';
import { useReorder } from '../useReorder';
import { useSignedIn } from '../useSignedIn';

/** Orders per page: a shopper with 2,000 orders opens the page as fast as one with 2. */
const ORDERS_PER_PAGE = 10;

export function OrderHistoryPage() {
  const signedIn = useSignedIn();
  const { reorder, reorderingId } = useReorder();
  const [snapshot, send] = useMachine(
    orderHistoryMachine.provide({
      actors: {
        loadPage: fromPromise(({ input }) =>
          signedIn((token) => getOrderPage(token, { limit: ORDERS_PER_PAGE, ...input })),
        ),
      },
    }),
  );
  return (
    <>
      <title>Order History — Cravings</title>
      {snapshot.matches('loadFailed') ? (
        <LoadError what="your orders" onRetry={() => send({ type: 'orders.retry' })} />
      ) : (
        <OrderHistory
          orders={snapshot.context.orders}
          hasMore={selectHasMore(snapshot)}
          loadingMore={snapshot.matches('loadingMore')}
          moreFailed={snapshot.matches('moreFailed')}
          onShowMore={() => send({ type: 'orders.showMore' })}
          onOrderAgain={reorder}
          reorderingId={reorderingId}
        />
      )}
    </>
  );
}
