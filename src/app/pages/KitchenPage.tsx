import { useMemo } from 'react';
import { Navigate, useLocation } from 'react-router';
import { KitchenBoard, type KitchenBoardApi } from '../../components/KitchenBoard';
import { KitchenTabs } from '../../components/KitchenTabs';
import { Stack } from '../../components/Stack';
import { startOfDay } from '../../domain/kitchen';
import { PATHS } from '../../domain/paths';
import { getKitchenOrders, moveOrder, retryRefund } from '../api/kitchen';
import { followKitchenOrders } from '../api/orderEvents';
import { chimeMuted, kitchenChime, rememberChimeMuted } from '../flows/kitchenChime';
import {
  guardedKitchenCall,
  kitchenSessionEnded,
  signOutOfKitchen,
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

/** The board's calls with the staff member's token; a token the backend refuses ends the session. */
function useKitchenApi(token: string): KitchenBoardApi {
  return useMemo(() => {
    // The day the board shows starts at the device's midnight, read at each call.
    const loadOrders = () =>
      guardedKitchenCall(() => getKitchenOrders(token, startOfDay(Date.now())));
    return {
      loadOrders,
      // Each change pushed by the backend (D41), and the whole board read again each time the
      // stream opens, for what changed before it did.
      followOrders: (listener) =>
        followKitchenOrders(token, {
          onOrder: listener.order,
          onOpen: () => void loadOrders().then(listener.orders, listener.failed),
          onSignedOut: kitchenSessionEnded,
        }),
      moveOrder: (orderId, move) => guardedKitchenCall(() => moveOrder(token, orderId, move)),
      retryRefund: (orderId) => guardedKitchenCall(() => retryRefund(token, orderId)),
    };
  }, [token]);
}

function Board({ session }: { session: KitchenSession }) {
  const api = useKitchenApi(session.token);
  return (
    <KitchenFrame id="main">
      <Stack $gap="lg">
        <KitchenTabs />
        <KitchenBoard
          api={api}
          chime={kitchenChime}
          muted={chimeMuted()}
          onMutedChange={rememberChimeMuted}
          onSessionEnded={kitchenSessionEnded}
          onSignOut={signOutOfKitchen}
          staffName={session.staff.firstName}
        />
      </Stack>
    </KitchenFrame>
  );
}
