import { assertEvent, assign, setup, type SnapshotFrom } from 'xstate';
import { isAsNew } from '../domain/orderLifecycle';
import type { Order, OrderPage } from '../domain/types';
import { callbackNotProvided, notProvided } from './support';

export interface OrderHistoryContext {
  /** The pages loaded so far, newest first; undefined until the first one arrives. */
  orders?: Order[];
  nextCursor: string | null;
}

export type OrderHistoryEvent =
  /** After a failed first load. */
  | { type: 'orders.retry' }
  /** The next page; after a failed one, the same page again. */
  | { type: 'orders.showMore' }
  /** From the backend's updates: one of the shopper's orders as it is now (D41). */
  | { type: 'order.changed'; order: Order };

/**
 * The orders with `changed` in its place if it is newer than the copy there (its revision), or
 * first if it is new: placed since, in another tab.
 */
function withChange(orders: Order[], changed: Order): Order[] {
  const index = orders.findIndex((order) => order._id === changed._id);
  if (index === -1) return [changed, ...orders];
  return isAsNew(changed, orders[index]!) ? orders.with(index, changed) : orders;
}

/**
 * The shopper's orders a page at a time (D23): the latest first, older ones on 'Show more'; each
 * change the backend pushes takes its order's place (D41).
 */
export const orderHistoryMachine = setup({
  types: {
    context: {} as OrderHistoryContext,
    events: {} as OrderHistoryEvent,
  },
  actors: {
    /** The page after `cursor`, or the first page without one. */
    loadPage: notProvided<OrderPage, { cursor?: string }>('loadPage'),
    /** Sends `order.changed` with each of the shopper's orders as it changes, until stopped. */
    orderUpdates: callbackNotProvided('orderUpdates'),
  },
  actions: {
    appendPage: assign(({ context }, page: OrderPage) => ({
      orders: [...(context.orders ?? []), ...page.orders],
      nextCursor: page.nextCursor,
    })),
    takeChangedOrder: assign(({ context, event }) => {
      assertEvent(event, 'order.changed');
      return { orders: context.orders && withChange(context.orders, event.order) };
    }),
  },
  guards: {
    hasMore: ({ context }) => context.nextCursor !== null,
  },
}).createMachine({
  id: 'orderHistory',
  context: { nextCursor: null },
  // A stream that fails leaves the list as it was: it is what the page had.
  invoke: { src: 'orderUpdates', onError: '.loadFailed' },
  on: { 'order.changed': { actions: 'takeChangedOrder' } },
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        src: 'loadPage',
        input: {},
        onDone: {
          target: 'showing',
          actions: { type: 'appendPage', params: ({ event }) => event.output },
        },
        onError: 'loadFailed',
      },
    },
    loadFailed: {
      on: { 'orders.retry': 'loading' },
    },
    showing: {
      on: { 'orders.showMore': { guard: 'hasMore', target: 'loadingMore' } },
    },
    loadingMore: {
      invoke: {
        src: 'loadPage',
        input: ({ context }) => ({ cursor: context.nextCursor ?? undefined }),
        onDone: {
          target: 'showing',
          actions: { type: 'appendPage', params: ({ event }) => event.output },
        },
        onError: 'moreFailed',
      },
    },
    moreFailed: {
      on: { 'orders.showMore': 'loadingMore' },
    },
  },
});

type OrderHistorySnapshot = SnapshotFrom<typeof orderHistoryMachine>;

export const selectHasMore = (snapshot: OrderHistorySnapshot) =>
  snapshot.context.nextCursor !== null;
