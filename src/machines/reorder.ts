import { assign, setup, type SnapshotFrom } from 'xstate';
import type { Announcement } from '../domain/checkout';
import {
  NOTHING_REORDERED,
  REORDER_MESSAGES,
  refusalOf,
  reorderAnnouncements,
  withOutcome,
  type ReorderSummary,
} from '../domain/reorder';
import type { CartItem, Order } from '../domain/types';
import { notProvided, present } from './support';

export interface ReorderContext {
  /** The order whose dishes go (or last went) into the cart. */
  orderId?: string;
  dishes: CartItem[];
  /** The dish on its way into the cart. */
  index: number;
  summary: ReorderSummary;
  /** The cart as the server last sent it during this reorder. */
  cart?: CartItem[];
}

export type ReorderEvent =
  /** 'Order again': that order's dishes into the cart, one after the other. */
  { type: 'reorder.start'; order: Order };

/**
 * The dish on its way: the states that read it are only entered while one is left
 * (`hasDishesLeft`).
 */
const currentDish = (context: ReorderContext) => present(context.dishes[context.index], 'dish');

/** What was done before the failure, then the failure. */
const failureAnnouncements = (summary: ReorderSummary): Announcement[] => [
  ...reorderAnnouncements(summary),
  { kind: 'error', message: REORDER_MESSAGES.failed },
];

/**
 * 'Order again': each dish of an earlier order goes into the cart through the cart's
 * API, with the quantity it had in that order. A dish already in the cart (D5's 409) stays as
 * it is; one gone from the catalog (404) is skipped. Then the shopper is told which was which
 * and the cart opens. A failed call stops there and says so; the dishes added so far stay.
 */
export const reorderMachine = setup({
  types: {
    context: {} as ReorderContext,
    events: {} as ReorderEvent,
  },
  actors: {
    /** Adds the dish (quantity 1); answers the server's cart. Supplied by the app. */
    addToCart: notProvided<CartItem[], CartItem>('addToCart'),
    /** Adds 1 to the dish's quantity in the cart; answers the server's cart. */
    increaseQuantity: notProvided<CartItem[], string>('increaseQuantity'),
  },
  actions: {
    /** Hands the server's cart to the cart's owner (the shop); supplied by the app. */
    takeCart: (_, _cart: CartItem[]) => {},
    /** Tells the shopper (a toast each); supplied by the app. */
    announce: (_, _announcements: Announcement[]) => {},
    /** Goes to /cart; supplied by the app. */
    openCart: () => {},
    start: assign(({ event }) => ({
      orderId: event.order._id,
      dishes: event.order.products,
      index: 0,
      summary: NOTHING_REORDERED,
      cart: undefined,
    })),
    keepCart: assign((_, cart: CartItem[]) => ({ cart })),
    recordAdded: assign(({ context }) => ({
      summary: withOutcome(context.summary, 'added', currentDish(context).title),
    })),
    recordRefusal: assign(({ context }, { error }: { error: unknown }) => ({
      // Past the guard `refused`: it is one.
      summary: withOutcome(
        context.summary,
        present(refusalOf(error), 'refusal'),
        currentDish(context).title,
      ),
    })),
    advance: assign({ index: ({ context }) => context.index + 1 }),
  },
  guards: {
    /** The cart refused the dish for the dish's sake (there already, or gone from the catalog). */
    refused: (_, { error }: { error: unknown }) => refusalOf(error) !== undefined,
    belowOrderedQuantity: ({ context }) => {
      const dish = currentDish(context);
      const line = context.cart?.find((item) => item._id === dish._id);
      return line !== undefined && line.qty < dish.qty;
    },
    hasDishesLeft: ({ context }) => context.index < context.dishes.length,
  },
}).createMachine({
  id: 'reorder',
  context: { dishes: [], index: 0, summary: NOTHING_REORDERED },
  initial: 'idle',
  states: {
    idle: {
      on: { 'reorder.start': { target: 'reordering', actions: 'start' } },
    },
    reordering: {
      tags: ['busy'],
      initial: 'nextDish',
      states: {
        nextDish: {
          always: [
            { guard: 'hasDishesLeft', target: 'adding' },
            {
              target: '#reorder.idle',
              actions: [
                {
                  type: 'announce',
                  params: ({ context }) => reorderAnnouncements(context.summary),
                },
                'openCart',
              ],
            },
          ],
        },
        adding: {
          invoke: {
            src: 'addToCart',
            input: ({ context }) => currentDish(context),
            onDone: {
              target: 'checkingQuantity',
              actions: [
                { type: 'keepCart', params: ({ event }) => event.output },
                { type: 'takeCart', params: ({ event }) => event.output },
                'recordAdded',
              ],
            },
            onError: [
              {
                guard: { type: 'refused', params: ({ event }) => ({ error: event.error }) },
                target: 'nextDish',
                actions: [
                  { type: 'recordRefusal', params: ({ event }) => ({ error: event.error }) },
                  'advance',
                ],
              },
              {
                target: '#reorder.idle',
                actions: {
                  type: 'announce',
                  params: ({ context }) => failureAnnouncements(context.summary),
                },
              },
            ],
          },
        },
        checkingQuantity: {
          always: [
            { guard: 'belowOrderedQuantity', target: 'increasing' },
            { target: 'nextDish', actions: 'advance' },
          ],
        },
        increasing: {
          invoke: {
            src: 'increaseQuantity',
            input: ({ context }) => currentDish(context)._id,
            onDone: {
              target: 'checkingQuantity',
              actions: [
                { type: 'keepCart', params: ({ event }) => event.output },
                { type: 'takeCart', params: ({ event }) => event.output },
              ],
            },
            onError: {
              target: '#reorder.idle',
              actions: {
                type: 'announce',
                params: ({ context }) => failureAnnouncements(context.summary),
              },
            },
          },
        },
      },
    },
  },
});

type ReorderSnapshot = SnapshotFrom<typeof reorderMachine>;

/** The order whose dishes are going into the cart, if one is. */
export const selectReorderingId = (snapshot: ReorderSnapshot) =>
  snapshot.hasTag('busy') ? snapshot.context.orderId : undefined;
