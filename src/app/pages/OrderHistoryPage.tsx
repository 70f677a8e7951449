import { OrderHistory } from '../../components/OrderHistory';
import { getOrderPage } from '../api/orders';
import { useReorder } from '../flows/useReorder';
import { useSignedIn } from '../flows/useSignedIn';
import { useSession } from '../flows/session';
import { followMyOrders } from '../api/orderEvents';

/** Orders per page: a shopper with 2,000 orders opens the page as fast as one with 2. */
const ORDERS_PER_PAGE = 10;

export function OrderHistoryPage() {
  const signedIn = useSignedIn();
  const { session, expire } = useSession();
  const { reorder, reorderingId } = useReorder();
  return (
    <>
      <title>Order History — Cravings</title>
      <OrderHistory
        loadPage={(page) =>
          signedIn((token) => getOrderPage(token, { limit: ORDERS_PER_PAGE, ...page }))
        }
        // Each change pushed by the backend (D41), and the first page read again each time the
        // stream opens, for what changed before it did: the screen keeps the newer copies.
        orderUpdates={
          session
            ? (onOrder) =>
                followMyOrders(session.token, {
                  onOrder,
                  onOpen: () =>
                    void getOrderPage(session.token, { limit: ORDERS_PER_PAGE }).then(
                      ({ orders }) => orders.forEach(onOrder),
                      () => undefined,
                    ),
                  onSignedOut: expire,
                })
            : undefined
        }
        onOrderAgain={reorder}
        reorderingId={reorderingId}
      />
    </>
  );
}
