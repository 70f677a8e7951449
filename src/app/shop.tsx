import { createActorContext } from '@xstate/react';
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { fromPromise } from 'xstate';
import { notify } from '../components/Toaster';
import type { CartAction, CartItem, Product } from '../domain/types';
import {
  selectBusyIds,
  selectCart,
  selectLoadFailed,
  selectWishlist,
  shopMachine,
} from '../machines/shop';
import { afterNextPaint } from './afterNextPaint';
import { createPreload } from './preload';
import { getLists, sendShopCall } from './api/shopCalls';
import { isRejectedSession, storedToken, useSession } from './session';
import { useSendToLogin } from './useSendToLogin';

/** The shop machine's actor for the whole app; its identity never changes. */
const ShopActor = createActorContext(shopMachine);

/**
 * A signed-in shopper's cart and wishlist, asked for as soon as the app starts: the shop machine
 * loads them once its provider has rendered, which on a slow phone is a second later.
 */
const shopLists = createPreload(getLists);

export function preloadShopLists(): void {
  const token = storedToken();
  if (token) shopLists.preload(token);
}

const appShopMachine = shopMachine.provide({
  actors: {
    loadLists: fromPromise(({ input }) => shopLists.load(input.token)),
    // The optimistic change is painted first; the call (and the backend answering it in this
    // tab) comes after that frame.
    sendCall: fromPromise(async ({ input }) => {
      await afterNextPaint();
      return sendShopCall(input.token, input.call);
    }),
  },
  guards: { sessionRejected: (_, { error }) => isRejectedSession(error) },
});

/**
 * Runs the cart and wishlist machine (machines/shop.ts) for the session: tells it when the
 * token changes, and does what it asks for: toasts, the login page, ending a rejected session.
 */
export function ShopProvider({ children }: { children: ReactNode }) {
  const { session } = useSession();
  const [input] = useState(() => ({ token: session?.token }));
  return (
    <ShopActor.Provider logic={appShopMachine} options={{ input }}>
      <ShopWiring token={session?.token} />
      {children}
    </ShopActor.Provider>
  );
}

function ShopWiring({ token }: { token: string | undefined }) {
  const actor = ShopActor.useActorRef();
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
export function useShopActions() {
  const actor = ShopActor.useActorRef();
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
export function useShop() {
  const cart = ShopActor.useSelector(selectCart);
  const wishlist = ShopActor.useSelector(selectWishlist);
  const loadFailed = ShopActor.useSelector(selectLoadFailed);
  const busyIds = ShopActor.useSelector(selectBusyIds);
  const cartIds = useMemo(() => ids(cart), [cart]);
  const wishlistIds = useMemo(() => ids(wishlist), [wishlist]);
  const actions = useShopActions();
  return { cart, wishlist, loadFailed, busyIds, cartIds, wishlistIds, ...actions };
}

/** The header's badges: a change elsewhere in the lists re-renders nothing that reads them. */
export function useShopCounts() {
  const cartCount = ShopActor.useSelector((snapshot) => snapshot.context.cart?.length ?? 0);
  const wishlistCount = ShopActor.useSelector((snapshot) => snapshot.context.wishlist?.length ?? 0);
  return { cartCount, wishlistCount };
}
