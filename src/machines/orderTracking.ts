import { assertEvent, assign, setup, type SnapshotFrom } from 'xstate';
import { isAsNew, isOpen, minutesUntil } from '../domain/orderLifecycle';
import type { Order } from '../domain/types';
import { callbackNotProvided, messageOf, notProvided, present } from './support';

/** An order with the minutes left until its promise, at the clock's last tick. */
export interface TrackedOrder {
  order: Order;
  /** Whole minutes until `order.deliverBy`, rounded up; 0 once it is due. */
  minutesLeft: number;
}

export interface OrderTrackingInput {
  orderId: string;
  /** The clock: milliseconds since the epoch, as `Date.now`. */
  now: () => number;
}

export interface OrderTrackingContext extends OrderTrackingInput {
  tracked?: TrackedOrder;
  /** Why 'Cancel order' did not cancel it, until the next try. */
  cancelProblem?: string;
}

export type OrderTrackingEvent =
  /** From the ticking actor: look at the clock again. */
  | { type: 'clock.tick' }
  /** From the backend's updates: the order as it is now (D41). */
  | { type: 'order.changed'; order: Order }
  /** After a failed load. */
  | { type: 'order.retry' }
  /** 'Cancel order', while the order waits for the kitchen. */
  | { type: 'order.cancel' };

const track = (order: Order, now: number): TrackedOrder => ({
  order,
  minutesLeft: minutesUntil(order.deliverBy, now),
});

/**
 * One order, followed as people move it (D38, D41): loads it, then takes each change the
 * backend pushes, and counts the minutes left to its promise on the injected clock. While the
 * order waits for the kitchen the shopper may cancel it; a refusal of that (the kitchen accepted
 * it first) is kept to show, and the order as it is comes with the next change.
 */
export const orderTrackingMachine = setup({
  types: {
    context: {} as OrderTrackingContext,
    events: {} as OrderTrackingEvent,
    input: {} as OrderTrackingInput,
  },
  actors: {
    /** The shopper's order with this id; null when they have none (unknown, or not theirs). */
    loadOrder: notProvided<Order | null, { orderId: string }>('loadOrder'),
    /** Sends `clock.tick` now and then: the countdown reads the clock. */
    ticks: callbackNotProvided('ticks'),
    /** Sends `order.changed` with the order each time it changes, until stopped. */
    orderUpdates: callbackNotProvided('orderUpdates'),
    /** Cancels the order; fails with the backend's reason when it cannot. */
    cancelOrder: notProvided<Order, { orderId: string }>('cancelOrder'),
  },
  actions: {
    takeOrder: assign(({ context }, order: Order) => ({ tracked: track(order, context.now()) })),
    takeChangedOrder: assign(({ context, event }) => {
      assertEvent(event, 'order.changed');
      return { tracked: track(event.order, context.now()) };
    }),
    readClock: assign(({ context }) => ({
      tracked: context.tracked && track(context.tracked.order, context.now()),
    })),
    keepCancelProblem: assign((_, problem: string) => ({ cancelProblem: problem })),
    forgetCancelProblem: assign({ cancelProblem: undefined }),
  },
  guards: {
    isMissing: (_, order: Order | null) => order === null,
    isPlaced: ({ context }) => context.tracked?.order.status === 'placed',
    // Of two copies of the order the one with the higher revision is the newer (D41): an older
    // one is a reply a later one overtook (a read made before 'Cancel order' answered).
    isAsNewAsShown: ({ context, event }) => {
      assertEvent(event, 'order.changed');
      return !context.tracked || isAsNew(event.order, context.tracked.order);
    },
    // Ticks come often; the screen changes only when the minute does, and only while it counts.
    hasMoved: ({ context }) => {
      if (!context.tracked || !isOpen(context.tracked.order.status)) return false;
      const { order, minutesLeft } = context.tracked;
      return minutesUntil(order.deliverBy, context.now()) !== minutesLeft;
    },
  },
}).createMachine({
  id: 'orderTracking',
  context: ({ input }) => input,
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        src: 'loadOrder',
        input: ({ context }) => ({ orderId: context.orderId }),
        onDone: [
          { guard: { type: 'isMissing', params: ({ event }) => event.output }, target: 'notFound' },
          {
            target: 'tracking',
            // Past the guard `isMissing`: there is an order.
            actions: { type: 'takeOrder', params: ({ event }) => present(event.output, 'order') },
          },
        ],
        onError: 'error',
      },
    },
    error: {
      on: { 'order.retry': 'loading' },
    },
    notFound: {},
    tracking: {
      invoke: [
        // A clock or a stream that fails: Try again loads the order anew and starts both again.
        { src: 'ticks', onError: '#orderTracking.error' },
        { src: 'orderUpdates', onError: '#orderTracking.error' },
      ],
      on: {
        'clock.tick': { guard: 'hasMoved', actions: 'readClock' },
        'order.changed': { guard: 'isAsNewAsShown', actions: 'takeChangedOrder' },
      },
      initial: 'idle',
      states: {
        idle: {
          on: {
            'order.cancel': { guard: 'isPlaced', target: 'cancelling' },
          },
        },
        cancelling: {
          entry: 'forgetCancelProblem',
          invoke: {
            src: 'cancelOrder',
            input: ({ context }) => ({ orderId: context.orderId }),
            onDone: {
              target: 'idle',
              actions: { type: 'takeOrder', params: ({ event }) => event.output },
            },
            onError: {
              target: 'idle',
              actions: { type: 'keepCancelProblem', params: ({ event }) => messageOf(event.error) },
            },
          },
        },
      },
    },
  },
});

type OrderTrackingSnapshot = SnapshotFrom<typeof orderTrackingMachine>;

/** The order and where it is; undefined while it loads, null when the shopper has no such order. */
export const selectTracked = (snapshot: OrderTrackingSnapshot): TrackedOrder | null | undefined =>
  snapshot.matches('notFound') ? null : snapshot.context.tracked;

/** What the 'Cancel order' control shows: whether it is at work, and why it last failed. */
export const selectCancel = (snapshot: OrderTrackingSnapshot) => ({
  cancelling: snapshot.matches({ tracking: 'cancelling' }),
  problem: snapshot.context.cancelProblem,
});
