import {
  assertEvent,
  assign,
  emit,
  enqueueActions,
  setup,
  type DoneActorEvent,
  type ErrorActorEvent,
  type SnapshotFrom,
} from 'xstate';
import {
  freshSession,
  loadedLists,
  LOAD_FAILED,
  optimistic,
  plan,
  rolledBack,
  busyWith,
  type ListsCall,
  type ListsContext,
  type ListsEmitted,
  type ListsEvent,
  type ShopperLists,
} from './listsPlan';
import { messageOf, notProvided, present } from './support';

export type { ListsCall, ListsContext, ListsEmitted, ListsEvent, ShopperLists } from './listsPlan';

/** The children the machine spawns: a call per change, and the quiet reloads after a failure. */
type CallId = `call.${number}`;
type RefreshId = `refresh.${number}`;
/** The events its children send it as they end. */
type ChildEvent =
  | DoneActorEvent<ShopperLists, CallId>
  | ErrorActorEvent<unknown, CallId>
  | DoneActorEvent<Required<ShopperLists>, RefreshId>;

/**
 * The signed-in shopper's cart and wishlist (D3, D4: the server owns them). Changes show at
 * once where the outcome is sure (a quantity, a heart), a product's controls for one list wait
 * while a call changes it there, a failed call is taken back, said, and followed by a quiet
 * reload of both lists, and a rejected token ends the session. The server's reply always
 * replaces the list it returns.
 */
export const listsMachine = setup({
  types: {
    context: {} as ListsContext,
    events: {} as ListsEvent | ChildEvent,
    emitted: {} as ListsEmitted,
    input: {} as { token: string | undefined },
  },
  actors: {
    loadLists: notProvided<Required<ShopperLists>, { token: string }>('loadLists'),
    /** Makes the call; answers the list the server returns. */
    sendCall: notProvided<ShopperLists, { token: string; call: ListsCall }>('sendCall'),
  },
  actions: {
    startCall: enqueueActions(({ context, event, enqueue }) => {
      assertEvent(event, ['cart.*', 'wishlist.*']);
      const planned = plan(context, event);
      // The guard `signedIn` let it run: there is a token.
      const { token } = context;
      if (!planned || token === undefined) return;
      const [call, pending] = planned;
      const id: CallId = `call.${context.spawnCount}`;
      enqueue.assign({
        ...optimistic(context, call),
        busyIds: busyWith(context.busyIds, pending, true),
        pending: { ...context.pending, [id]: pending },
        spawnCount: context.spawnCount + 1,
      });
      enqueue.spawnChild('sendCall', { id, input: { token, call } });
    }),
    finishCall: enqueueActions(({ context, event, enqueue }) => {
      assertEvent(event, 'xstate.done.actor.call.*');
      const { actorId, output } = event;
      const pending = context.pending[actorId];
      if (!pending) return;
      const rest = { ...context.pending };
      delete rest[actorId];
      enqueue.assign({
        ...output,
        pending: rest,
        busyIds: busyWith(context.busyIds, pending, false),
        answeredWhileLoading: new Set([
          ...context.answeredWhileLoading,
          ...(Object.keys(output) as (keyof ShopperLists)[]),
        ]),
      });
      if (pending.success) enqueue.emit({ type: 'notify', ...pending.success });
    }),
    /** Takes back what the failed call showed; its product no longer waits. */
    rollBackCall: assign(({ context, event }) => {
      assertEvent(event, 'xstate.error.actor.call.*');
      const { actorId } = event;
      const pending = context.pending[actorId];
      if (!pending) return {};
      const rest = { ...context.pending };
      delete rest[actorId];
      return {
        ...rolledBack(context, pending.rollback),
        pending: rest,
        busyIds: busyWith(context.busyIds, pending, false),
      };
    }),
    /** Says why, and reloads both lists quietly: what is shown becomes the server's again. */
    reportFailure: enqueueActions(({ context, event, enqueue }) => {
      assertEvent(event, 'xstate.error.actor.call.*');
      const { error } = event;
      enqueue.emit({ type: 'notify', kind: 'error', message: messageOf(error) });
      const { token } = context;
      // Signed out since (the call was the last session's), there is nothing to reload.
      if (token === undefined) return;
      const refresh: RefreshId = `refresh.${context.spawnCount}`;
      enqueue.assign({ refreshing: refresh, spawnCount: context.spawnCount + 1 });
      enqueue.spawnChild('loadLists', { id: refresh, input: { token } });
    }),
  },
  guards: {
    signedIn: ({ context }) => context.token !== undefined,
    isLatestRefresh: ({ context, event }) => {
      assertEvent(event, 'xstate.done.actor.refresh.*');
      return event.actorId === context.refreshing;
    },
    /** Whether the server refused the token (the app knows its replies). */
    sessionRejected: (_, _params: { error: unknown }) => false,
  },
}).createMachine({
  id: 'lists',
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
          params: ({ event }) => ({ error: event.error }),
        },
        actions: ['rollBackCall', emit({ type: 'sessionRejected' })],
      },
      { actions: ['rollBackCall', 'reportFailure'] },
    ],
    'xstate.done.actor.refresh.*': {
      guard: 'isLatestRefresh',
      actions: assign(({ event }) => ({ ...event.output, refreshing: undefined })),
    },
  },
  states: {
    deciding: {
      always: [{ guard: 'signedIn', target: 'loading' }, { target: 'visitor' }],
    },
    visitor: {},
    loading: {
      entry: assign({ loadFailed: false, answeredWhileLoading: new Set() }),
      invoke: {
        src: 'loadLists',
        // Only entered past the guard `signedIn`.
        input: ({ context }) => ({ token: present(context.token, 'token') }),
        onDone: {
          target: 'ready',
          actions: assign(({ context, event }) => loadedLists(context, event.output)),
        },
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

type ListsSnapshot = SnapshotFrom<typeof listsMachine>;

/** undefined while a signed-in shopper's lists load, after a failed load, and for a visitor. */
export const selectCart = (snapshot: ListsSnapshot) => snapshot.context.cart;
export const selectWishlist = (snapshot: ListsSnapshot) => snapshot.context.wishlist;
export const selectLoadFailed = (snapshot: ListsSnapshot) => snapshot.context.loadFailed;
export const selectBusyIds = (snapshot: ListsSnapshot) => snapshot.context.busyIds;
