import { useMachine } from '@xstate/react';
import { useParams } from 'react-router';
import { fromCallback, fromPromise } from 'xstate';
import { ApiError } from '../../domain/apiError';
import { LoadError } from '../../components/LoadError';
import { OrderAgainButton } from '../../components/OrderAgainButton';
import { OrderTracking } from '../../components/OrderTracking';
import { orderTrackingMachine, selectTracked } from '../../machines/orderTracking';
import { getOrder } from '../api/orders';
import { isRejectedSession } from '../session';
import { useReorder } from '../useReorder';
import { useSignedIn } from '../useSignedIn';

/** How often the page reads the clock: the countdown turns within a second of each minute. */
const TICK_MS = 1000;

const ticks = fromCallback(({ sendBack }) => {
  const timer = setInterval(() => sendBack({ type: 'clock.tick' }), TICK_MS);
  return () => clearInterval(timer);
});

/** The backend's 404 for an order that is not the shopper's; a deleted account's ends the session. */
const isUnknownOrder = (error: unknown) =>
  error instanceof ApiError && error.status === 404 && !isRejectedSession(error);

export function OrderTrackingPage() {
  const { orderId = '' } = useParams();
  // Another order's page starts afresh, with its own machine.
  return <TrackedOrderPage key={orderId} orderId={orderId} />;
}

function TrackedOrderPage({ orderId }: { orderId: string }) {
  const signedIn = useSignedIn();
  const { reorder, reorderingId } = useReorder();
  const [snapshot, send] = useMachine(
    orderTrackingMachine.provide({
      actors: {
        loadOrder: fromPromise(async ({ input }) => {
          try {
            return (await signedIn((token) => getOrder(token, input.orderId))).order;
          } catch (error) {
            if (isUnknownOrder(error)) return null;
            throw error;
          }
        }),
        ticks,
      },
    }),
    { input: { orderId, now: Date.now } },
  );
  const tracked = selectTracked(snapshot);
  return (
    <>
      <title>Track your order — Cravings</title>
      {snapshot.matches('error') ? (
        <LoadError what="your order" onRetry={() => send({ type: 'order.retry' })} />
      ) : (
        <OrderTracking
          tracked={tracked}
          actions={
            tracked && (
              <OrderAgainButton
                busy={reorderingId !== undefined}
                onOrderAgain={() => reorder(tracked.order)}
              />
            )
          }
        />
      )}
    </>
  );
}
