import { createActorContext } from '@xstate/react';
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { fromPromise } from 'xstate';
import { notify } from '../../components/Toaster';
import type { CartAction, CartItem, Product } from '../../domain/types';
import {
  selectBusyIds,
  selectCart,
  selectLoadFailed,
  selectWishlist,
  listsMachine,
} from '../../machines/lists';
import { afterNextPaint } from '../boot/afterNextPaint';
import { createPreload } from '../boot/preload';
import { getLists, sendListsCall } from '../api/lists';
import { isRejectedSession, storedToken, useSession } from './session';
import { useSendToLogin } from './useSendToLogin';

/** The shop machine's actor for the whole app; its identity never changes. */
const ListsActor = createActorContext(listsMachine);

/**
 * A signed-in shopper's cart and wishlist, asked for as soon as the app starts: the shop machine
 * loads them once its provider has rendered, which on a slow phone is a second later.
 */
const shopperLists = createPreload(getLists);

export function preloadShopperLists(): void {
  const token = storedToken();
  if (token) shopperLists.preload(token);
}

const appListsMachine = listsMachine.provide({
  actors: {
    loadLists: fromPromise(({ input }) => shopperLists.load(input.token)),
    // The optimistic change is painted first; the call (and the backend answering it in this
    // tab) comes after that frame.
    sendCall: fromPromise(async ({ input }) => {
      await afterNextPaint();
      return sendListsCall(input.token, input.call);
    }),
  },
  guards: { sessionRejected: (_, { error }) => isRejectedSession(error) },
});

/**
 * Runs the cart and wishlist machine (machines/lists.ts) for the session: tells it when the
 * token changes, and does what it asks for: toasts, the login page, ending a rejected session.
 */
export function ListsProvider({ children }: { children: ReactNode }) {
  const { session } = useSession();
  const [input] = useState(() => ({ token: session?.token }));
  return (
    <ListsActor.Provider logic={appListsMachine} options={{ input }}>
      <ListsWiring token={session?.token} />
      {children}
    </ListsActor.Provider>
  );
}

function ListsWiring({ token }: { token: string | undefined }) {
  const actor = ListsActor.useActorRef();
  const { expire } = useSession();
  const sendToLogin = useSendToLogin();

  // The session lives outside the machine; the machine ignores a token it already has.
  useEffect(() => actor.send({ type: 'session.changed', token }), [actor, token]);

  useEffect(() => {
    const subscriptions = [
      actor.on('notify', ({ kind, message }) => notify[kind](message)),
      actor.on('loginNeeded', () => sendToLogin()),
      actor.on('sessionRejected', () => expire()),
    ];
    return () => subscriptions.forEach((subscription) => subscription.unsubscribe());
  }, [actor, sendToLogin, expire]);
  return null;
}

const ids = (items: { _id: string }[] | undefined): ReadonlySet<string> =>
  new Set(items?.map((item) => item._id));

/**
 * What can be done with the lists, without reading them: its user does not re-render when they
 * change. One identity for the provider's life.
 */
export function useListsActions() {
  const actor = ListsActor.useActorRef();
  return useMemo(
    () => ({
      /** Loads both lists again: after a failed load, or when the server's data changed. */
      reload: () => actor.send({ type: 'lists.reload' }),
      addToCart: (product: Product) => actor.send({ type: 'cart.add', product }),
      changeQuantity: (productId: string, action: CartAction) =>
        actor.send({ type: 'cart.changeQuantity', productId, action }),
      removeFromCart: (productId: string) => actor.send({ type: 'cart.remove', productId }),
      /** The wishlist's 'Increase cart quantity' (D15). */
      increaseFromWishlist: (productId: string) =>
        actor.send({ type: 'cart.increaseFromWishlist', productId }),
      toggleWishlist: (product: Product) => actor.send({ type: 'wishlist.toggle', product }),
      removeFromWishlist: (productId: string) => actor.send({ type: 'wishlist.remove', productId }),
      /** Takes the server's cart from a reply of another route (placing an order empties it). */
      replaceCart: (cart: CartItem[]) => actor.send({ type: 'cart.replace', cart }),
    }),
    [actor],
  );
}

/**
 * The shopper's lists and what can be done with them. Each value keeps its identity until its
 * data changes, so a memoised card re-renders only when its own dish's state changes.
 */
export function useLists() {
  const cart = ListsActor.useSelector(selectCart);
  const wishlist = ListsActor.useSelector(selectWishlist);
  const loadFailed = ListsActor.useSelector(selectLoadFailed);
  const busyIds = ListsActor.useSelector(selectBusyIds);
  const cartIds = useMemo(() => ids(cart), [cart]);
  const wishlistIds = useMemo(() => ids(wishlist), [wishlist]);
  const actions = useListsActions();
  return { cart, wishlist, loadFailed, busyIds, cartIds, wishlistIds, ...actions };
}

/** The header's badges: a change elsewhere in the lists re-renders nothing that reads them. */
export function useListsCounts() {
  const cartCount = ListsActor.useSelector((snapshot) => snapshot.context.cart?.length ?? 0);
  const wishlistCount = ListsActor.useSelector(
    (snapshot) => snapshot.context.wishlist?.length ?? 0,
  );
  return { cartCount, wishlistCount };
}
