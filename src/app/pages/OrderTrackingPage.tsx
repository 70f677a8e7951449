import { useParams } from 'react-router';
import { ApiError } from '../../domain/apiError';
import { OrderTracking } from '../../components/OrderTracking';
import { cancelOrder, getOrder } from '../api/orders';
import { liveOrderUpdates } from '../flows/orderUpdates';
import { isRejectedSession, useSession } from '../flows/session';
import { useReorder } from '../flows/useReorder';
import { useSignedIn } from '../flows/useSignedIn';

/** The backend's 404 for an order that is not the shopper's; a deleted account's ends the session. */
const isUnknownOrder = (error: unknown) =>
  error instanceof ApiError && error.status === 404 && !isRejectedSession(error);

export function OrderTrackingPage() {
  const { orderId = '' } = useParams();
  const signedIn = useSignedIn();
  const { session, expire } = useSession();
  const { reorder, reorderingId } = useReorder();
  const readOrder = async (id: string) => (await signedIn((token) => getOrder(token, id))).order;
  const loadOrder = async (id: string) => {
    try {
      return await readOrder(id);
    } catch (error) {
      if (isUnknownOrder(error)) return null;
      throw error;
    }
  };
  return (
    <>
      <title>Track your order — Cravings</title>
      {/* Another order's page starts afresh, with its own machine. */}
      <OrderTracking
        key={orderId}
        orderId={orderId}
        loadOrder={loadOrder}
        orderUpdates={session ? liveOrderUpdates(session.token, readOrder, expire) : undefined}
        cancelOrder={(id) => signedIn((token) => cancelOrder(token, id))}
        onOrderAgain={reorder}
        reordering={reorderingId !== undefined}
      />
    </>
  );
}
