import { assign, setup, type SnapshotFrom } from 'xstate';
import { minutesUntil, orderProgress, type OrderStatus } from '../domain/orderStatus';
import type { Order } from '../domain/types';
import { callbackNotProvided, notProvided, present } from './support';

/** An order with where it is at the clock's last tick. */
export interface TrackedOrder {
  order: Order;
  status: OrderStatus;
  /** Whole minutes until `order.deliverBy`, rounded up; 0 once delivered. */
  minutesLeft: number;
}

export interface OrderTrackingInput {
  orderId: string;
  /** The clock: milliseconds since the epoch, as `Date.now`. */
  now: () => number;
}

export interface OrderTrackingContext extends OrderTrackingInput {
  tracked?: TrackedOrder;
}

export type OrderTrackingEvent =
  /** From the ticking actor: look at the clock again. */
  | { type: 'clock.tick' }
  /** After a failed load. */
  | { type: 'order.retry' };

const track = (order: Order, now: number): TrackedOrder => ({
  order,
  status: orderProgress(order.createdAt, now).status,
  minutesLeft: minutesUntil(order.deliverBy, now),
});

/**
 * One order on its way (D24): loads it, then follows its status and the minutes left from its
 * `createdAt` and `deliverBy` and the injected clock, until it is delivered. The status comes
 * from the order's age, so a reload shows what the last tick showed.
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
    /** Sends `clock.tick` now and then while the order is on its way: the screen reads the clock. */
    ticks: callbackNotProvided('ticks'),
  },
  actions: {
    takeOrder: assign(({ context }, order: Order) => ({ tracked: track(order, context.now()) })),
    readClock: assign(({ context }) => ({
      tracked: context.tracked && track(context.tracked.order, context.now()),
    })),
  },
  guards: {
    isMissing: (_, order: Order | null) => order === null,
    isDelivered: ({ context }) => context.tracked?.status === 'delivered',
    // Ticks come often; the screen changes only when the minute or the status does.
    hasMoved: ({ context }) => {
      if (!context.tracked) return false;
      const { order, status, minutesLeft } = context.tracked;
      const now = track(order, context.now());
      return now.status !== status || now.minutesLeft !== minutesLeft;
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
      always: { guard: 'isDelivered', target: 'delivered' },
      invoke: {
        src: 'ticks',
        // A clock that fails: Try again loads the order anew and starts another.
        onError: 'error',
      },
      on: { 'clock.tick': { guard: 'hasMoved', actions: 'readClock' } },
    },
    delivered: {},
  },
});

type OrderTrackingSnapshot = SnapshotFrom<typeof orderTrackingMachine>;

/** The order and where it is; undefined while it loads, null when the shopper has no such order. */
export const selectTracked = (snapshot: OrderTrackingSnapshot): TrackedOrder | null | undefined =>
  snapshot.matches('notFound') ? null : snapshot.context.tracked;
