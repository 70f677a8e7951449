import type { CartAction, CartItem, Product, WishlistItem } from '../domain/types';

// The shop machine's data and its pure rules: what a call shows before the server answers,
// and how a failed call takes it back. `lists.ts` is the machine that runs them.

/** The shopper's lists as the server sent them; a list is missing until it arrives. */
export interface ShopperLists {
  cart?: CartItem[];
  wishlist?: WishlistItem[];
}

/** One change the server makes to one product of a list. */
export type ListsCall =
  | { kind: 'addToCart'; product: Product }
  | { kind: 'changeQuantity'; productId: string; action: CartAction; toast?: string }
  | { kind: 'removeFromCart'; productId: string }
  | { kind: 'addToWishlist'; product: Product }
  | { kind: 'removeFromWishlist'; productId: string };

/** How a failed call takes back what it showed before the server answered. */
type Rollback =
  | { kind: 'shiftQuantity'; productId: string; by: number }
  | { kind: 'restoreWishlist'; wishlist: WishlistItem[] | undefined };

/** The toast for the server's yes: a notice where the change was the shopper's own wish. */
export interface SuccessToast {
  kind: 'success' | 'notice';
  message: string;
}

interface PendingCall {
  /** The list the call changes, and the product its controls for that list wait on. */
  list: keyof ShopperLists;
  productId: string;
  success?: SuccessToast;
  rollback?: Rollback;
}

export interface ListsContext extends ShopperLists {
  token?: string;
  /** The last load failed: a screen whose list is missing offers 'Try again'. */
  loadFailed: boolean;
  /**
   * Products with a call in flight, by the list it changes: their controls for that list wait,
   * the other list's do not (a heart tapped just after 'Add to cart' counts).
   */
  busyIds: BusyIds;
  /** Calls in flight, by the id of the actor that makes them. */
  pending: Record<string, PendingCall>;
  /**
   * The lists a call answered since the lists began to load: the load may have read them before
   * the call's change, so its copies of them are not taken.
   */
  answeredWhileLoading: ReadonlySet<keyof ShopperLists>;
  /** The quiet reload after a failed call whose answer counts (a newer one replaces it). */
  refreshing?: string;
  /** Numbers the actors that calls spawn, for the provider's life. */
  spawnCount: number;
}

export type ListsEvent =
  /** The session changed: a new token (or none) starts from nothing. */
  | { type: 'session.changed'; token: string | undefined }
  /** Loads both lists again: after a failed load, or when the server's data changed elsewhere. */
  | { type: 'lists.reload' }
  /** Takes the server's cart from a reply of another route (placing an order empties it). */
  | { type: 'cart.replace'; cart: CartItem[] }
  | { type: 'cart.add'; product: Product }
  | { type: 'cart.changeQuantity'; productId: string; action: CartAction }
  /** The wishlist's 'Increase cart quantity' (D15). */
  | { type: 'cart.increaseFromWishlist'; productId: string }
  | { type: 'cart.remove'; productId: string }
  | { type: 'wishlist.toggle'; product: Product }
  | { type: 'wishlist.remove'; productId: string };

/** What the app shows or does for the machine: toasts, the login page, an ended session. */
export type ListsEmitted =
  | { type: 'notify'; kind: 'success' | 'notice' | 'error'; message: string }
  | { type: 'loginNeeded' }
  | { type: 'sessionRejected' };

export const LOAD_FAILED = 'We could not load your cart and wishlist. Please try again.';

export type BusyIds = Readonly<Record<keyof ShopperLists, ReadonlySet<string>>>;

/** The products a call of `list` makes wait, with `productId` waiting or no longer. */
export const busyWith = (
  busyIds: BusyIds,
  { list, productId }: Pick<PendingCall, 'list' | 'productId'>,
  busy: boolean,
): BusyIds => {
  const ids = new Set(busyIds[list]);
  if (busy) ids.add(productId);
  else ids.delete(productId);
  return { ...busyIds, [list]: ids };
};
const withQuantity = (cart: CartItem[] | undefined, productId: string, by: number) =>
  cart?.map((item) =>
    item._id === productId ? { ...item, qty: Math.max(1, item.qty + by) } : item,
  );

/** A quantity change, said with `toast` when the server agrees, taken back if it fails. */
function quantityChange(
  productId: string,
  action: CartAction,
  toast?: string,
): [ListsCall, PendingCall] {
  const by = action === 'increment' ? 1 : -1;
  return [
    { kind: 'changeQuantity', productId, action, toast },
    {
      list: 'cart',
      productId,
      success: toast === undefined ? undefined : { kind: 'notice', message: toast },
      rollback: { kind: 'shiftQuantity', productId, by: -by },
    },
  ];
}

/** The call, the toast for its success and what it shows at once (with its way back). */
export function plan(
  context: ListsContext,
  event: ListsEvent,
): [ListsCall, PendingCall] | undefined {
  switch (event.type) {
    case 'cart.add':
      return [
        { kind: 'addToCart', product: event.product },
        {
          list: 'cart',
          productId: event.product._id,
          success: { kind: 'success', message: 'Successfully added to the cart' },
        },
      ];
    case 'cart.changeQuantity':
      return quantityChange(event.productId, event.action);
    case 'cart.increaseFromWishlist':
      return quantityChange(event.productId, 'increment', 'Quantity increased by 1');
    case 'cart.remove':
      return [
        { kind: 'removeFromCart', productId: event.productId },
        {
          list: 'cart',
          productId: event.productId,
          success: { kind: 'success', message: 'Removed from Cart' },
        },
      ];
    case 'wishlist.toggle': {
      const saved = context.wishlist?.some((item) => item._id === event.product._id);
      if (saved) return plan(context, { type: 'wishlist.remove', productId: event.product._id });
      return [
        { kind: 'addToWishlist', product: event.product },
        {
          list: 'wishlist',
          productId: event.product._id,
          success: { kind: 'success', message: 'Successfully added to Wishlist' },
          rollback: { kind: 'restoreWishlist', wishlist: context.wishlist },
        },
      ];
    }
    case 'wishlist.remove':
      return [
        { kind: 'removeFromWishlist', productId: event.productId },
        {
          list: 'wishlist',
          productId: event.productId,
          success: { kind: 'success', message: 'Removed from Wishlist' },
          rollback: { kind: 'restoreWishlist', wishlist: context.wishlist },
        },
      ];
    default:
      return undefined;
  }
}

/** What a call shows before the server answers. */
export function optimistic(context: ListsContext, call: ListsCall): ShopperLists {
  const now = new Date().toISOString();
  switch (call.kind) {
    case 'changeQuantity':
      return {
        cart: withQuantity(context.cart, call.productId, call.action === 'increment' ? 1 : -1),
      };
    case 'addToWishlist':
      return {
        wishlist: context.wishlist && [
          ...context.wishlist,
          { ...call.product, createdAt: now, updatedAt: now },
        ],
      };
    case 'removeFromWishlist':
      return { wishlist: context.wishlist?.filter((item) => item._id !== call.productId) };
    default:
      return {};
  }
}

export function rolledBack(context: ListsContext, rollback: Rollback | undefined): ShopperLists {
  if (rollback?.kind === 'shiftQuantity') {
    return { cart: withQuantity(context.cart, rollback.productId, rollback.by) };
  }
  if (rollback?.kind === 'restoreWishlist') return { wishlist: rollback.wishlist };
  return {};
}

/** The lists as loaded, but for those a call answered meanwhile: the call's answer stands. */
export function loadedLists(context: ListsContext, loaded: Required<ShopperLists>): ShopperLists {
  const lists: ShopperLists = { ...loaded };
  for (const list of context.answeredWhileLoading) delete lists[list];
  return lists;
}

/** Nothing of an earlier session: its calls still under way will be ignored. */
export const freshSession = (token: string | undefined, spawnCount: number): ListsContext => ({
  token,
  cart: undefined,
  wishlist: undefined,
  refreshing: undefined,
  answeredWhileLoading: new Set(),
  loadFailed: false,
  busyIds: { cart: new Set(), wishlist: new Set() },
  pending: {},
  spawnCount,
});
