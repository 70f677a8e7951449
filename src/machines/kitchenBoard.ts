import { hasStatus, kitchenProblemOf } from '../domain/kitchenErrors';
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
  arrivals,
  boardColumns,
  doneOrders,
  mergeOrder,
  mergeOrders,
  type KitchenMove,
  type TicketWork,
} from '../domain/kitchen';
import { canMove } from '../domain/orderLifecycle';
import type { Order } from '../domain/types';
import { callbackNotProvided, notProvided, without } from './support';

/** The children the board spawns: a call per move or refund, and a reload after a conflict. */
type CallId = `call.${number}`;
type RefreshId = `refresh.${number}`;
type ChildEvent =
  | DoneActorEvent<Order, CallId>
  | ErrorActorEvent<unknown, CallId>
  | DoneActorEvent<Order[], RefreshId>
  | ErrorActorEvent<unknown, RefreshId>;

export interface KitchenBoardInput {
  /** Whether the chime starts muted (the staff's last choice). */
  muted: boolean;
}

export interface KitchenBoardContext {
  /** The open orders and the day's finished ones, as the backend last told them. */
  orders: Order[];
  muted: boolean;
  /** The calls on their way, by child id: which order each is about, and what it does. */
  calls: Record<CallId, { orderId: string; work: TicketWork }>;
  /** Why an order's last move or refund failed, by order id, until the next one starts. */
  problems: Record<string, string>;
  /** What the Done list is searched for. */
  doneQuery: string;
  /** Why the board could not follow the orders lately, until it can again. */
  updateProblem?: string;
  spawnCount: number;
}

export type KitchenBoardEvent =
  /** From the updates: every order of the board as it is now. */
  | { type: 'orders.changed'; orders: Order[] }
  /** From the updates: one order as it is now. */
  | { type: 'order.changed'; order: Order }
  /** From the updates: they could not reach the backend this time. */
  | { type: 'updates.failed'; error: unknown }
  /** Accept (with the preparation time), reject (with the reason), or move an order on. */
  | { type: 'order.move'; orderId: string; move: KitchenMove }
  /** 'Retry refund' on a refused order whose refund failed. */
  | { type: 'refund.retry'; orderId: string }
  | { type: 'chime.toggle' }
  | { type: 'done.search'; query: string }
  /** After a failed first load. */
  | { type: 'board.retry' };

export type KitchenBoardEmitted =
  /** The backend no longer takes the staff member's token: they sign in again. */
  { type: 'sessionEnded' };

/** The events that tell the board how its orders are now. */
const UPDATES = ['orders.changed', 'order.changed', 'xstate.done.actor.refresh.*'] as const;

/** The orders an update brings. */
const incomingOf = (
  event:
    | Extract<KitchenBoardEvent, { type: 'orders.changed' | 'order.changed' }>
    | DoneActorEvent<Order[], RefreshId>,
): Order[] =>
  event.type === 'orders.changed'
    ? event.orders
    : event.type === 'order.changed'
      ? [event.order]
      : event.output;

/** An update: a chime first when it brings a new order, and the chime is on. */
const TAKE_UPDATE = [
  { guard: 'chimes', actions: ['playChime', 'takeUpdate'] },
  { actions: 'takeUpdate' },
] as const;

const orderOf = (context: KitchenBoardContext, orderId: string) =>
  context.orders.find((order) => order._id === orderId);

const busyWith = (context: KitchenBoardContext, orderId: string) =>
  Object.values(context.calls).find((call) => call.orderId === orderId)?.work;

/**
 * The kitchen's board (D38–D40): loads the open orders and the day's, follows them as the
 * backend changes them, chimes when a new one arrives (unless muted), and moves each on at the
 * staff's word. Each ticket waits while its call runs; a refusal stays on its ticket, and after a
 * conflict (someone else moved the order first) the board reloads to show the order as it is.
 * A token the backend no longer takes ends the board.
 */
export const kitchenBoardMachine = setup({
  types: {
    context: {} as KitchenBoardContext,
    events: {} as KitchenBoardEvent | ChildEvent,
    emitted: {} as KitchenBoardEmitted,
    input: {} as KitchenBoardInput,
  },
  actors: {
    /** The open orders and the day's finished ones. */
    loadOrders: notProvided<Order[]>('loadOrders'),
    /** Sends `orders.changed` or `order.changed` as the orders change, `updates.failed` when it cannot tell. */
    orderUpdates: callbackNotProvided('orderUpdates'),
    /** Makes the move; fails with the backend's reason (a 409 says what happened first). */
    moveOrder: notProvided<Order, { orderId: string; move: KitchenMove }>('moveOrder'),
    /** Asks the payment provider again for a refused order's refund. */
    retryRefund: notProvided<Order, { orderId: string }>('retryRefund'),
  },
  actions: {
    /** The chime for a new order: the page's sound. */
    playChime: () => {},
    /** Keeps the staff's choice (`context.muted`) for the next visit. */
    rememberMuted: () => {},
    /** The orders as the updates or a reload tell them. */
    takeUpdate: assign(({ context, event }) => {
      assertEvent(event, UPDATES);
      return {
        orders:
          event.type === 'order.changed'
            ? mergeOrder(context.orders, event.order)
            : mergeOrders(context.orders, incomingOf(event)),
        updateProblem: undefined,
      };
    }),
    keepUpdateProblem: assign(({ event }) => {
      assertEvent(event, 'updates.failed');
      return { updateProblem: kitchenProblemOf(event.error) };
    }),
    startMove: enqueueActions(({ context, event, enqueue }) => {
      assertEvent(event, 'order.move');
      const { orderId, move } = event;
      const id: CallId = `call.${context.spawnCount}`;
      enqueue.assign({
        calls: { ...context.calls, [id]: { orderId, work: move.status } },
        problems: without(context.problems, orderId),
        spawnCount: context.spawnCount + 1,
      });
      enqueue.spawnChild('moveOrder', { id, input: { orderId, move } });
    }),
    startRefund: enqueueActions(({ context, event, enqueue }) => {
      assertEvent(event, 'refund.retry');
      const { orderId } = event;
      const id: CallId = `call.${context.spawnCount}`;
      enqueue.assign({
        calls: { ...context.calls, [id]: { orderId, work: 'refund' } },
        problems: without(context.problems, orderId),
        spawnCount: context.spawnCount + 1,
      });
      enqueue.spawnChild('retryRefund', { id, input: { orderId } });
    }),
    finishCall: assign(({ context, event }) => {
      assertEvent(event, 'xstate.done.actor.call.*');
      return {
        orders: mergeOrder(context.orders, event.output),
        calls: without(context.calls, event.actorId),
      };
    }),
    /** The refusal stays on its ticket; after a conflict, the order as it is now follows. */
    failCall: enqueueActions(({ context, event, enqueue }) => {
      assertEvent(event, 'xstate.error.actor.call.*');
      const call = context.calls[event.actorId];
      if (!call) return;
      enqueue.assign({
        calls: without(context.calls, event.actorId),
        problems: { ...context.problems, [call.orderId]: kitchenProblemOf(event.error) },
      });
      if (!hasStatus(event.error, 409)) return;
      const id: RefreshId = `refresh.${context.spawnCount}`;
      enqueue.assign({ spawnCount: context.spawnCount + 1 });
      enqueue.spawnChild('loadOrders', { id });
    }),
    toggleMuted: assign({ muted: ({ context }) => !context.muted }),
    search: assign(({ event }) => {
      assertEvent(event, 'done.search');
      return { doneQuery: event.query };
    }),
  },
  guards: {
    /** A new order among these, and the chime on: the staff should hear it. */
    chimes: ({ context, event }) => {
      assertEvent(event, UPDATES);
      return !context.muted && arrivals(context.orders, incomingOf(event)).length > 0;
    },
    /** A 401 (the token ended) or a 403 (not staff): the staff member signs in again. */
    sessionEnded: ({ event }) => 'error' in event && hasStatus(event.error, 401, 403),
    canMove: ({ context, event }) => {
      assertEvent(event, 'order.move');
      const order = orderOf(context, event.orderId);
      return (
        order !== undefined &&
        busyWith(context, order._id) === undefined &&
        canMove(order.status, event.move.status, 'kitchen')
      );
    },
    canRetryRefund: ({ context, event }) => {
      assertEvent(event, 'refund.retry');
      const order = orderOf(context, event.orderId);
      return order?.paymentStatus === 'refund-failed' && busyWith(context, order._id) === undefined;
    },
  },
}).createMachine({
  id: 'kitchenBoard',
  context: ({ input }) => ({
    orders: [],
    muted: input.muted,
    calls: {},
    problems: {},
    doneQuery: '',
    spawnCount: 0,
  }),
  on: {
    'chime.toggle': {
      actions: ['toggleMuted', 'rememberMuted'],
    },
    'done.search': { actions: 'search' },
  },
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        src: 'loadOrders',
        onDone: {
          target: 'board',
          actions: assign(({ event }) => ({ orders: event.output, updateProblem: undefined })),
        },
        onError: [
          {
            guard: 'sessionEnded',
            target: 'signedOut',
          },
          { target: 'loadFailed' },
        ],
      },
    },
    loadFailed: {
      on: { 'board.retry': 'loading' },
    },
    board: {
      // Updates that cannot start: Try again loads the board anew and starts them again.
      invoke: { src: 'orderUpdates', onError: 'loadFailed' },
      on: {
        'orders.changed': TAKE_UPDATE,
        'order.changed': TAKE_UPDATE,
        'updates.failed': [
          {
            guard: 'sessionEnded',
            target: 'signedOut',
          },
          { actions: 'keepUpdateProblem' },
        ],
        'order.move': { guard: 'canMove', actions: 'startMove' },
        'refund.retry': { guard: 'canRetryRefund', actions: 'startRefund' },
        'xstate.done.actor.call.*': { actions: 'finishCall' },
        'xstate.error.actor.call.*': [
          {
            guard: 'sessionEnded',
            target: 'signedOut',
          },
          { actions: 'failCall' },
        ],
        'xstate.done.actor.refresh.*': TAKE_UPDATE,
        'xstate.error.actor.refresh.*': {
          // The updates bring the order soon enough; only a token that ended matters here.
          guard: 'sessionEnded',
          target: 'signedOut',
        },
      },
    },
    signedOut: {
      entry: emit({ type: 'sessionEnded' }),
    },
  },
});

type KitchenBoardSnapshot = SnapshotFrom<typeof kitchenBoardMachine>;

/** The open orders by column, the longest waiting first. */
export const selectColumns = (snapshot: KitchenBoardSnapshot) =>
  boardColumns(snapshot.context.orders);

/** The day's finished orders that the search names, the last finished first. */
export const selectDone = (snapshot: KitchenBoardSnapshot) =>
  doneOrders(snapshot.context.orders, snapshot.context.doneQuery);

/** The orders waiting for the kitchen's answer. */
export const selectNewCount = (snapshot: KitchenBoardSnapshot) =>
  snapshot.context.orders.filter((order) => order.status === 'placed').length;

/** What each ticket is busy with, by order id. */
export const selectBusy = (snapshot: KitchenBoardSnapshot): Record<string, TicketWork> =>
  Object.fromEntries(
    Object.values(snapshot.context.calls).map(({ orderId, work }) => [orderId, work]),
  );
