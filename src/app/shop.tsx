import {
  createContext,
  use,
  useCallback,
  useEffect,
  useEffectEvent,
  useMemo,
  useState,
  type ReactNode,
} from 'react';
import type { CartAction, CartItem, Product, WishlistItem } from '../domain/types';
import { notify } from '../components/Toaster';
import * as api from './api/shop';
import { isRejectedSession, useSession } from './session';
import { useSendToLogin } from './useSendToLogin';
import { useStableFunctions } from './useStableFunctions';

/**
 * The server's lists for one token; a new token (or none) starts from nothing. A list is
 * missing until it arrives, from the first load or from a reply that returns it.
 */
interface Lists {
  token: string;
  cart?: CartItem[];
  wishlist?: WishlistItem[];
}

interface ShopContextValue {
  /** undefined while a signed-in shopper's lists load, after a failed load, and for a visitor. */
  cart: CartItem[] | undefined;
  wishlist: WishlistItem[] | undefined;
  /** The last load failed: a screen whose list is missing offers 'Try again' (`reload`). */
  loadFailed: boolean;
  /** Loads both lists again: after a failed load, or when the server's data changed elsewhere. */
  reload: () => void;
  cartIds: ReadonlySet<string>;
  wishlistIds: ReadonlySet<string>;
  /** Products with a call in flight: their controls wait. */
  busyIds: ReadonlySet<string>;
  addToCart: (product: Product) => void;
  changeQuantity: (productId: string, type: CartAction) => void;
  removeFromCart: (productId: string) => void;
  /** The wishlist's 'Increase cart quantity' (D15). */
  increaseFromWishlist: (productId: string) => void;
  toggleWishlist: (product: Product) => void;
  removeFromWishlist: (productId: string) => void;
  /** Takes the server's cart from a reply of another route (placing an order empties it). */
  replaceCart: (cart: CartItem[]) => void;
}

const ShopContext = createContext<ShopContextValue | null>(null);
const listsOf = (token: string | undefined, lists: Lists | undefined) =>
  lists && lists.token === token ? lists : undefined;
const ids = (items: { _id: string }[] | undefined) => new Set(items?.map((item) => item._id));
const withQty = (cart: CartItem[], productId: string, delta: number) =>
  cart.map((item) =>
    item._id === productId ? { ...item, qty: Math.max(1, item.qty + delta) } : item,
  );

export function ShopProvider({ children }: { children: ReactNode }) {
  const { session, expire } = useSession();
  const token = session?.token;
  const sendToLogin = useSendToLogin();
  const [lists, setLists] = useState<Lists>();
  const [failedToken, setFailedToken] = useState<string>();
  const [loadRequests, setLoadRequests] = useState(0);
  const [busyIds, setBusyIds] = useState<ReadonlySet<string>>(new Set());
  const current = listsOf(token, lists);
  const loadFailed = token !== undefined && failedToken === token;

  /** Replaces the client's lists with the server's (D3: loaded at start, after a reload too). */
  const load = useCallback(
    (forToken: string) =>
      Promise.all([api.getCart(forToken), api.getWishlist(forToken)]).then(([cart, wishlist]) =>
        setLists({ token: forToken, cart, wishlist }),
      ),
    [],
  );

  const onLoadFailure = useEffectEvent((forToken: string, error: unknown) => {
    if (isRejectedSession(error)) return expire();
    setFailedToken(forToken);
    notify.error('We could not load your cart and wishlist. Please try again.');
  });

  // Runs for a new token and for each `reload`.
  useEffect(() => {
    if (token) load(token).catch((error: unknown) => onLoadFailure(token, error));
  }, [token, loadRequests, load]);

  const reload = useCallback(() => {
    setFailedToken(undefined);
    setLoadRequests((count) => count + 1);
  }, []);

  const value = useMemo<ShopContextValue>(() => {
    /** A reply holds the server's whole list, so it stands even if the first load failed. */
    const update = (change: Partial<Omit<Lists, 'token'>>) =>
      setLists((previous) =>
        token ? { ...listsOf(token, previous), token, ...change } : previous,
      );

    /**
     * One server call for one product: its controls wait while it runs. On failure the
     * shopper is told, `undo` takes back an optimistic change, and the lists are fetched
     * again so that what is shown equals the server's data once the call has settled.
     */
    const call = async <T,>(
      productId: string,
      send: (signedIn: string) => Promise<T>,
      done: (reply: T) => void,
      undo?: () => void,
    ) => {
      if (!token) return;
      setBusyIds((busy) => new Set(busy).add(productId));
      try {
        done(await send(token));
      } catch (error) {
        undo?.();
        if (isRejectedSession(error)) return expire();
        notify.error(error instanceof Error ? error.message : 'Something went wrong.');
        await load(token).catch(() => undefined);
      } finally {
        setBusyIds((busy) => {
          const next = new Set(busy);
          next.delete(productId);
          return next;
        });
      }
    };

    const changeQuantity = (productId: string, type: CartAction, toast?: string) => {
      const delta = type === 'increment' ? 1 : -1;
      const shift = (by: number) =>
        setLists((previous) =>
          previous?.cart ? { ...previous, cart: withQty(previous.cart, productId, by) } : previous,
        );
      shift(delta);
      void call(
        productId,
        (signedIn) => api.changeCartQuantity(signedIn, productId, type),
        (cart) => {
          update({ cart });
          if (toast) notify.notice(toast);
        },
        () => shift(-delta),
      );
    };

    /** Shows a wishlist change at once; `call` undoes it if the server refuses. */
    const changeWishlistNow = (change: (wishlist: WishlistItem[]) => WishlistItem[]) => {
      const before = current?.wishlist;
      setLists((previous) =>
        previous?.wishlist ? { ...previous, wishlist: change(previous.wishlist) } : previous,
      );
      return () =>
        setLists((previous) => (previous ? { ...previous, wishlist: before } : previous));
    };

    const removeFromWishlist = (productId: string) =>
      void call(
        productId,
        (signedIn) => api.removeFromWishlist(signedIn, productId),
        (wishlist) => {
          update({ wishlist });
          notify.success('Removed from Wishlist');
        },
        changeWishlistNow((wishlist) => wishlist.filter((item) => item._id !== productId)),
      );

    const wishlistIds = ids(current?.wishlist);
    return {
      cart: current?.cart,
      wishlist: current?.wishlist,
      loadFailed,
      reload,
      cartIds: ids(current?.cart),
      wishlistIds,
      busyIds,
      addToCart: (product) => {
        if (!token) return sendToLogin();
        void call(
          product._id,
          (signedIn) => api.addToCart(signedIn, product),
          (cart) => {
            update({ cart });
            notify.success('Successfully added to the cart');
          },
        );
      },
      changeQuantity: (productId, type) => changeQuantity(productId, type),
      increaseFromWishlist: (productId) =>
        changeQuantity(productId, 'increment', 'Quantity increased by 1'),
      removeFromCart: (productId) =>
        void call(
          productId,
          (signedIn) => api.removeFromCart(signedIn, productId),
          (cart) => {
            update({ cart });
            notify.success('Removed from Cart');
          },
        ),
      toggleWishlist: (product) => {
        if (!token) return sendToLogin();
        if (wishlistIds.has(product._id)) return removeFromWishlist(product._id);
        const now = new Date().toISOString();
        void call(
          product._id,
          (signedIn) => api.addToWishlist(signedIn, product),
          (wishlist) => {
            update({ wishlist });
            notify.success('Successfully added to Wishlist');
          },
          changeWishlistNow((wishlist) => [
            ...wishlist,
            { ...product, createdAt: now, updatedAt: now },
          ]),
        );
      },
      removeFromWishlist,
      replaceCart: (cart) => update({ cart }),
    };
  }, [current, loadFailed, reload, busyIds, token, expire, load, sendToLogin]);

  // One identity per action for the provider's life: a memoised card re-renders only when its
  // own dish's state changes.
  const stableValue = useStableFunctions(value);
  return <ShopContext value={stableValue}>{children}</ShopContext>;
}

export function useShop(): ShopContextValue {
  const value = use(ShopContext);
  if (!value) throw new Error('useShop needs a ShopProvider');
  return value;
}
