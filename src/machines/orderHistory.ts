import { assign, setup, type SnapshotFrom } from 'xstate';
import type { Order, OrderPage } from '../domain/types';
import { notProvided } from './support';

export interface OrderHistoryContext {
  /** The pages loaded so far, newest first; undefined until the first one arrives. */
  orders?: Order[];
  nextCursor: string | null;
}

export type OrderHistoryEvent =
  /** After a failed first load. */
  | { type: 'orders.retry' }
  /** The next page; after a failed one, the same page again. */
  | { type: 'orders.showMore' };

/** The shopper's orders a page at a time (D23): the latest first, older ones on 'Show more'. */
export const orderHistoryMachine = setup({
  types: {
    context: {} as OrderHistoryContext,
    events: {} as OrderHistoryEvent,
  },
  actors: {
    /** The page after `cursor`, or the first page without one. */
    loadPage: notProvided<OrderPage, { cursor?: string }>('loadPage'),
  },
  actions: {
    appendPage: assign(({ context }, page: OrderPage) => ({
      orders: [...(context.orders ?? []), ...page.orders],
      nextCursor: page.nextCursor,
    })),
  },
  guards: {
    hasMore: ({ context }) => context.nextCursor !== null,
  },
}).createMachine({
  id: 'orderHistory',
  context: { nextCursor: null },
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
