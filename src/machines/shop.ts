import { assign, emit, enqueueActions, fromPromise, setup, type SnapshotFrom } from 'xstate';
import type { CartAction, CartItem, Product, WishlistItem } from '../domain/types';

/** The shopper's lists as the server sent them; a list is missing until it arrives. */
export interface ShopLists {
  cart?: CartItem[];
  wishlist?: WishlistItem[];
}

/** One change the server makes to one product of a list. */
export type ShopCall =
  | { kind: 'addToCart'; product: Product }
  | { kind: 'changeQuantity'; productId: string; action: CartAction; toast?: string }
  | { kind: 'removeFromCart'; productId: string }
  | { kind: 'addToWishlist'; product: Product }
  | { kind: 'removeFromWishlist'; productId: string };

/** How a failed call takes back what it showed before the server answered. */
type Rollback =
  | { kind: 'shiftQuantity'; productId: string; by: number }
  | { kind: 'restoreWishlist'; wishlist: WishlistItem[] | undefined };

interface PendingCall {
  productId: string;
  /** The toast for the server's yes. */
  success?: string;
  rollback?: Rollback;
}

export interface ShopContext extends ShopLists {
  token?: string;
  /** The last load failed: a screen whose list is missing offers 'Try again'. */
  loadFailed: boolean;
  /** Products with a call in flight: their controls wait. */
  busyIds: ReadonlySet<string>;
  /** Calls in flight, by the id of the actor that makes them. */
  pending: Record<string, PendingCall>;
  /** The quiet reload after a failed call whose answer counts (a newer one replaces it). */
  refreshing?: string;
  /** Numbers the actors that calls spawn, for the provider's life. */
  spawnCount: number;
}

export type ShopEvent =
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
export type ShopEmitted =
  | { type: 'notify'; kind: 'success' | 'notice' | 'error'; message: string }
  | { type: 'loginNeeded' }
  | { type: 'sessionRejected' };

const LOAD_FAILED = 'We could not load your cart and wishlist. Please try again.';

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));
const productIdOf = (call: ShopCall) => ('product' in call ? call.product._id : call.productId);
const withQuantity = (cart: CartItem[] | undefined, productId: string, by: number) =>
  cart?.map((item) =>
    item._id === productId ? { ...item, qty: Math.max(1, item.qty + by) } : item,
  );
const withoutId = (ids: ReadonlySet<string>, id: string) => {
  const next = new Set(ids);
  next.delete(id);
  return next;
};

/** The call, the toast for its success and what it shows at once (with its way back). */
function plan(context: ShopContext, event: ShopEvent): [ShopCall, PendingCall] | undefined {
  switch (event.type) {
    case 'cart.add':
      return [
        { kind: 'addToCart', product: event.product },
        { productId: event.product._id, success: 'Successfully added to the cart' },
      ];
    case 'cart.changeQuantity':
    case 'cart.increaseFromWishlist': {
      const action = event.type === 'cart.changeQuantity' ? event.action : 'increment';
      const toast =
        event.type === 'cart.increaseFromWishlist' ? 'Quantity increased by 1' : undefined;
      const by = action === 'increment' ? 1 : -1;
      return [
        { kind: 'changeQuantity', productId: event.productId, action, toast },
        {
          productId: event.productId,
          success: toast,
          rollback: { kind: 'shiftQuantity', productId: event.productId, by: -by },
        },
      ];
    }
    case 'cart.remove':
      return [
        { kind: 'removeFromCart', productId: event.productId },
        { productId: event.productId, success: 'Removed from Cart' },
      ];
    case 'wishlist.toggle': {
      const saved = context.wishlist?.some((item) => item._id === event.product._id);
      if (saved) return plan(context, { type: 'wishlist.remove', productId: event.product._id });
      return [
        { kind: 'addToWishlist', product: event.product },
        {
          productId: event.product._id,
          success: 'Successfully added to Wishlist',
          rollback: { kind: 'restoreWishlist', wishlist: context.wishlist },
        },
      ];
    }
    case 'wishlist.remove':
      return [
        { kind: 'removeFromWishlist', productId: event.productId },
        {
          productId: event.productId,
          success: 'Removed from Wishlist',
          rollback: { kind: 'restoreWishlist', wishlist: context.wishlist },
        },
      ];
    default:
      return undefined;
  }
}

/** What a call shows before the server answers. */
function optimistic(context: ShopContext, call: ShopCall): ShopLists {
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

function rolledBack(context: ShopContext, rollback: Rollback | undefined): ShopLists {
  if (rollback?.kind === 'shiftQuantity') {
    return { cart: withQuantity(context.cart, rollback.productId, rollback.by) };
  }
  if (rollback?.kind === 'restoreWishlist') return { wishlist: rollback.wishlist };
  return {};
}

/** Nothing of an earlier session: its calls still under way will be ignored. */
const freshSession = (token: string | undefined, spawnCount: number): ShopContext => ({
  token,
  cart: undefined,
  wishlist: undefined,
  refreshing: undefined,
  loadFailed: false,
  busyIds: new Set(),
  pending: {},
  spawnCount,
});

type CallEnd = { actorId: string; output?: ShopLists; error?: unknown };

/**
 * The signed-in shopper's cart and wishlist (D3, D4: the server owns them). Changes show at
 * once where the outcome is sure (a quantity, a heart), each product waits while its call runs,
 * a failed call is taken back, said, and followed by a quiet reload of both lists, and a
 * rejected token ends the session. The server's reply always replaces the list it returns.
 */
export const shopMachine = setup({
  types: {
    context: {} as ShopContext,
    events: {} as ShopEvent,
    emitted: {} as ShopEmitted,
    input: {} as { token: string | undefined },
  },
  actors: {
    loadLists: fromPromise<Required<ShopLists>, { token: string }>(() => {
      throw new Error('No loadLists actor was provided.');
    }),
    /** Makes the call; answers the list the server returns. */
    sendCall: fromPromise<ShopLists, { token: string; call: ShopCall }>(() => {
      throw new Error('No sendCall actor was provided.');
    }),
  },
  actions: {
    startCall: enqueueActions(({ context, event, enqueue }) => {
      const planned = plan(context, event);
      if (!planned) return;
      const [call, pending] = planned;
      const id = `call.${context.spawnCount}`;
      enqueue.assign({
        ...optimistic(context, call),
        busyIds: new Set(context.busyIds).add(productIdOf(call)),
        pending: { ...context.pending, [id]: pending },
        spawnCount: context.spawnCount + 1,
      });
      enqueue.spawnChild('sendCall', { id, input: { token: context.token!, call } });
    }),
    finishCall: enqueueActions(({ context, event, enqueue }) => {
      const { actorId, output } = event as unknown as CallEnd;
      const pending = context.pending[actorId];
      if (!pending) return;
      const rest = { ...context.pending };
      delete rest[actorId];
      enqueue.assign({
        ...output,
        pending: rest,
        busyIds: withoutId(context.busyIds, pending.productId),
      });
      if (pending.success) {
        const kind = pending.success === 'Quantity increased by 1' ? 'notice' : 'success';
        enqueue.emit({ type: 'notify', kind, message: pending.success });
      }
    }),
    /** Takes back what the failed call showed; its product no longer waits. */
    rollBackCall: assign(({ context, event }) => {
      const { actorId } = event as unknown as CallEnd;
      const pending = context.pending[actorId];
      if (!pending) return {};
      const rest = { ...context.pending };
      delete rest[actorId];
      return {
        ...rolledBack(context, pending.rollback),
        pending: rest,
        busyIds: withoutId(context.busyIds, pending.productId),
      };
    }),
    /** Says why, and reloads both lists quietly: what is shown becomes the server's again. */
    reportFailure: enqueueActions(({ context, event, enqueue }) => {
      const { error } = event as unknown as CallEnd;
      enqueue.emit({ type: 'notify', kind: 'error', message: messageOf(error) });
      const refresh = `refresh.${context.spawnCount}`;
      enqueue.assign({ refreshing: refresh, spawnCount: context.spawnCount + 1 });
      enqueue.spawnChild('loadLists', { id: refresh, input: { token: context.token! } });
    }),
  },
  guards: {
    signedIn: ({ context }) => context.token !== undefined,
    isLatestRefresh: ({ context, event }) =>
      (event as unknown as CallEnd).actorId === context.refreshing,
    /** Whether the server refused the token (the app knows its replies). */
    sessionRejected: (_, _params: { error: unknown }) => false,
  },
}).createMachine({
  id: 'shop',
  context: ({ input }) => freshSession(input.token, 0),
  initial: 'deciding',
  on: {
    'session.changed': {
      guard: ({ context, event }) => event.token !== context.token,
      target: '.deciding',
      reenter: true,
      actions: assign(({ context, event }) => freshSession(event.token, context.spawnCount)),
    },
    'lists.reload': { guard: 'signedIn', target: '.loading', reenter: true },
    'cart.replace': { actions: assign({ cart: ({ event }) => event.cart }) },
    'cart.add': [
      { guard: 'signedIn', actions: 'startCall' },
      { actions: emit({ type: 'loginNeeded' }) },
    ],
    'wishlist.toggle': [
      { guard: 'signedIn', actions: 'startCall' },
      { actions: emit({ type: 'loginNeeded' }) },
    ],
    'cart.changeQuantity': { guard: 'signedIn', actions: 'startCall' },
    'cart.increaseFromWishlist': { guard: 'signedIn', actions: 'startCall' },
    'cart.remove': { guard: 'signedIn', actions: 'startCall' },
    'wishlist.remove': { guard: 'signedIn', actions: 'startCall' },
    'xstate.done.actor.call.*': { actions: 'finishCall' },
    'xstate.error.actor.call.*': [
      {
        guard: {
          type: 'sessionRejected',
          params: ({ event }: { event: ShopEvent }) => ({
            error: (event as unknown as CallEnd).error,
          }),
        },
        actions: ['rollBackCall', emit({ type: 'sessionRejected' })],
      },
      { actions: ['rollBackCall', 'reportFailure'] },
    ],
    'xstate.done.actor.refresh.*': {
      guard: 'isLatestRefresh',
      actions: assign(({ event }) => ({
        ...(event as unknown as CallEnd).output,
        refreshing: undefined,
      })),
    },
  },
  states: {
    deciding: {
      always: [{ guard: 'signedIn', target: 'loading' }, { target: 'visitor' }],
    },
    visitor: {},
    loading: {
      entry: assign({ loadFailed: false }),
      invoke: {
        src: 'loadLists',
        input: ({ context }) => ({ token: context.token! }),
        onDone: { target: 'ready', actions: assign(({ event }) => event.output) },
        onError: [
          {
            guard: { type: 'sessionRejected', params: ({ event }) => ({ error: event.error }) },
            target: 'visitor',
            actions: emit({ type: 'sessionRejected' }),
          },
          {
            target: 'loadFailed',
            actions: [
              assign({ loadFailed: true }),
              emit({ type: 'notify', kind: 'error', message: LOAD_FAILED }),
            ],
          },
        ],
      },
    },
    ready: {},
    loadFailed: {},
  },
});

type ShopSnapshot = SnapshotFrom<typeof shopMachine>;

/** undefined while a signed-in shopper's lists load, after a failed load, and for a visitor. */
export const selectCart = (snapshot: ShopSnapshot) => snapshot.context.cart;
export const selectWishlist = (snapshot: ShopSnapshot) => snapshot.context.wishlist;
export const selectLoadFailed = (snapshot: ShopSnapshot) => snapshot.context.loadFailed;
export const selectBusyIds = (snapshot: ShopSnapshot) => snapshot.context.busyIds;
