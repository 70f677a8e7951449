import { useCallback, useMemo } from 'react';
import { Navigate, useLocation } from 'react-router';
import { KitchenBoard, type KitchenBoardApi } from '../../components/KitchenBoard';
import { notify } from '../../components/Toaster';
import { startOfDay } from '../../domain/kitchen';
import { PATHS } from '../../domain/paths';
import { getKitchenOrders, moveOrder, retryRefund } from '../api/kitchen';
import { followKitchenOrders } from '../api/orderEvents';
import { chimeMuted, kitchenChime, rememberChimeMuted } from '../flows/kitchenChime';
import {
  endKitchenSession,
  isEndedKitchenSession,
  useKitchenSession,
  type KitchenSession,
} from '../flows/kitchenSession';
import { KitchenFrame } from './KitchenFrame';

/** /kitchen: the board, for a signed-in staff member; anyone else signs in first. */
export function KitchenPage() {
  const session = useKitchenSession();
  const { pathname } = useLocation();
  if (!session) return <Navigate to={PATHS.kitchenLogin} replace state={{ from: pathname }} />;
  return <Board session={session} />;
}

/** The session ended on the backend: forgotten here, which sends the page to sign in again. */
function sessionEnded() {
  if (endKitchenSession()) notify.error('Your kitchen session has ended. Please sign in again.');
}

/** The board's calls with the staff member's token; a token the backend refuses ends the session. */
function useKitchenApi(token: string): KitchenBoardApi {
  return useMemo(() => {
    const guarded = async <T,>(call: () => Promise<T>): Promise<T> => {
      try {
        return await call();
      } catch (error) {
        if (isEndedKitchenSession(error)) sessionEnded();
        throw error;
      }
    };
    // The day the board shows starts at the device's midnight, read at each call.
    const loadOrders = () => guarded(() => getKitchenOrders(token, startOfDay(Date.now())));
    return {
      loadOrders,
      // Each change pushed by the backend (D41), and the whole board read again each time the
      // stream opens, for what changed before it did.
      followOrders: (listener) =>
        followKitchenOrders(token, {
          onOrder: listener.order,
          onOpen: () => void loadOrders().then(listener.orders, listener.failed),
          onSignedOut: sessionEnded,
        }),
      moveOrder: (orderId, move) => guarded(() => moveOrder(token, orderId, move)),
      retryRefund: (orderId) => guarded(() => retryRefund(token, orderId)),
    };
  }, [token]);
}

function Board({ session }: { session: KitchenSession }) {
  const api = useKitchenApi(session.token);
  // This device's session only: the backend's logout would end every tablet's of the account.
  const signOut = useCallback(() => {
    endKitchenSession();
    notify.success('Signed out of the kitchen');
  }, []);
  return (
    <KitchenFrame id="main">
      <KitchenBoard
        api={api}
        chime={kitchenChime}
        muted={chimeMuted()}
        onMutedChange={rememberChimeMuted}
        onSessionEnded={sessionEnded}
        onSignOut={signOut}
        staffName={session.staff.firstName}
      />
    </KitchenFrame>
  );
}
