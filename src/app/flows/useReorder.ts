import { useMachine } from '@xstate/react';
import { useNavigate } from 'react-router';
import { fromPromise } from 'xstate';
import { announce } from '../../components/Toaster';
import { PATHS } from '../../domain/paths';
import type { Order } from '../../domain/types';
import { reorderMachine, selectReorderingId } from '../../machines/reorder';
import { addToCart, changeCartQuantity } from '../api/cart';
import { useListsActions } from './lists';
import { useSignedIn } from './useSignedIn';

/**
 * 'Order again' (machines/reorder.ts) for a page that shows orders: `reorder(order)` puts its
 * dishes in the cart and opens it; `reorderingId` names the order on its way. Every cart the
 * server answers goes to the shop, the cart's one owner, so the badge and /cart show it at once.
 */
export function useReorder() {
  const signedIn = useSignedIn();
  const { replaceCart } = useListsActions();
  const navigate = useNavigate();
  const [snapshot, send] = useMachine(
    reorderMachine.provide({
      actors: {
        addToCart: fromPromise(({ input }) => signedIn((token) => addToCart(token, input))),
        increaseQuantity: fromPromise(({ input }) =>
          signedIn((token) => changeCartQuantity(token, input, 'increment')),
        ),
      },
      actions: {
        takeCart: (_, cart) => replaceCart(cart),
        announce: (_, announcements) => announcements.forEach(announce),
        openCart: () => void navigate(PATHS.cart),
      },
    }),
  );
  return {
    reorder: (order: Order) => send({ type: 'reorder.start', order }),
    reorderingId: selectReorderingId(snapshot),
  };
}
