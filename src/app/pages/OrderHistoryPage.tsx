import { OrderHistory } from '../../components/OrderHistory';
import { getOrderPage } from '../api/orders';
import { useReorder } from '../flows/useReorder';
import { useSignedIn } from '../flows/useSignedIn';

/** Orders per page: a shopper with 2,000 orders opens the page as fast as one with 2. */
const ORDERS_PER_PAGE = 10;

export function OrderHistoryPage() {
  const signedIn = useSignedIn();
  const { reorder, reorderingId } = useReorder();
  return (
    <>
      <title>Order History — Cravings</title>
      <OrderHistory
        loadPage={(page) =>
          signedIn((token) => getOrderPage(token, { limit: ORDERS_PER_PAGE, ...page }))
        }
        onOrderAgain={reorder}
        reorderingId={reorderingId}
      />
    </>
  );
}
