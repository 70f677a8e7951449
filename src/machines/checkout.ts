import { assertEvent, assign, setup, type SnapshotFrom } from 'xstate';
import { ApiError } from '../domain/apiError';
import { buildPaymentRequest, type PaymentRequest, type PaymentResult } from '../domain/payment';
import {
  CHECKOUT_MESSAGES,
  type Announcement,
  type PlacedOrder,
  type PlaceOrderInput,
  type UnsavedPayment,
} from '../domain/checkout';
import { cartTotals } from '../domain/money';
import type { Address, CartItem, Order, Payment, Quote } from '../domain/types';
import { messageOf, notProvided, present } from './support';

/** The payment in progress, taken as a whole when 'Place Order' starts it. */
interface Paying {
  /** The address chosen at that moment. */
  address: Address;
  /** The cart at that moment, at the quoted prices once quoted. */
  items: CartItem[];
  /** The payment the backend created for the quote (D33): the provider's order to pay. */
  payment?: Payment;
}

export interface CheckoutContext {
  customerName?: string;
  selectedAddress?: Address;
  /** Why the last attempt did not place the order; shown beside 'Place Order'. */
  failure?: string;
  paying?: Paying;
  /** The last quote (D28): the one being paid, or the new total the shopper was shown. */
  quote?: Quote;
  /** Set when the payment succeeded but saving the order failed: a retry must not pay again. */
  unsavedPayment?: UnsavedPayment;
  order?: Order;
}

export interface CheckoutInput {
  /** Prefilled in the payment form; the address's name when missing. */
  customerName?: string;
  selectedAddress?: Address;
  /** A payment of an earlier visit whose order could not be saved: the next attempt saves it. */
  unsavedPayment?: UnsavedPayment;
}

export type CheckoutEvent =
  | { type: 'checkout.selectAddress'; address: Address | undefined }
  /** 'Place Order', with the cart as it is at that moment. */
  | { type: 'checkout.placeOrder'; items: CartItem[] };

/** The message for a payment that failed or could not start (undefined for the other outcomes). */
const failureOf = (result: PaymentResult): string | undefined => {
  if (result.status === 'failed') return result.reason ?? CHECKOUT_MESSAGES.failed;
  if (result.status === 'unavailable') return CHECKOUT_MESSAGES.unavailable;
  return undefined;
};

/**
 * Whether the backend refused a paid order (a 4xx other than a timeout or too many requests):
 * sending it again would be refused again.
 */
const isRefusal = (error: unknown): boolean =>
  error instanceof ApiError &&
  error.status >= 400 &&
  error.status < 500 &&
  ![408, 429].includes(error.status);

/** The same dishes in the same quantities (a cart another tab changed is not). */
const sameLines = (items: CartItem[], quote: Quote) =>
  items.length === quote.products.length &&
  quote.products.every((line) =>
    items.some(({ _id, qty }) => _id === line._id && qty === line.qty),
  );

/** The items at the prices the quote promised. */
const atQuotedPrices = (items: CartItem[], quote: Quote): CartItem[] =>
  items.map((item) => ({
    ...item,
    // Every item has its line (`sameLines`).
    price: quote.products.find((line) => line._id === item._id)?.price ?? item.price,
  }));

/**
 * The total the shopper last saw: a new quote's, once one showed that prices had changed, else
 * the cart's.
 */
const shownTotal = ({ quote, paying }: CheckoutContext) =>
  quote?.totalPrice ?? cartTotals(paying?.items ?? []).total;

/**
 * The payment of the backend's order for the items being paid for, prefilled with the customer
 * and the address.
 */
function paymentRequestOf({ paying, customerName }: CheckoutContext): PaymentRequest {
  // The state `paying` is only entered with the payment under way and the backend's payment
  // for it (see creatingPayment).
  const { address, items, payment } = present(paying, 'payment in progress');
  const { orderId, keyId } = present(payment, "backend's payment");
  return { ...buildPaymentRequest(items, address, customerName || address.name), orderId, keyId };
}

/**
 * The order to save once the provider has taken the payment: the backend's payment with the
 * provider's payment id and signature (D33), for the items and the address paid for.
 */
function paidOrderOf(
  paying: Paying | undefined,
  result: PaymentResult,
): UnsavedPayment | undefined {
  if (result.status !== 'paid' || !paying?.payment) return undefined;
  const { paymentId, signature } = result;
  const { address, items, payment } = paying;
  return { payment: { id: payment.id, paymentId, signature }, address, items };
}

/** Announces the failure just set, as an error. */
const announceFailure = {
  type: 'announce',
  params: ({ context }: { context: CheckoutContext }): Announcement => ({
    kind: 'error',
    // Each transition that announces it has just set it.
    message: context.failure ?? CHECKOUT_MESSAGES.failed,
  }),
} as const;

/** The paid order being saved: `placing` is only entered with one. */
const paymentToSave = ({ unsavedPayment }: CheckoutContext) =>
  present(unsavedPayment, 'payment to save');

export const checkoutMachine = setup({
  types: {
    context: {} as CheckoutContext,
    events: {} as CheckoutEvent,
    input: {} as CheckoutInput,
  },
  actors: {
    /** What the cart costs now (D28), asked before paying; supplied by the app. */
    quote: notProvided<Quote>('quote'),
    /** The provider's order for the quote's total, created by the backend (D33); supplied by the app. */
    createPayment: notProvided<Payment, Quote>('createPayment'),
    /** Opens the payment provider; supplied by the app with `checkoutMachine.provide`. */
    pay: notProvided<PaymentResult, PaymentRequest>('pay'),
    /** Saves the order (and clears the cart) on the server; supplied by the app. */
    placeOrder: notProvided<PlacedOrder, PlaceOrderInput>('placeOrder'),
  },
  actions: {
    /** Tells the user what happened (a toast); supplied by the app. */
    announce: (_, _params: Announcement) => {},
    /** Opens the order and takes the emptied cart; supplied by the app. */
    orderPlaced: (_, _placed: PlacedOrder) => {},
    /** Keeps a payment whose order is not saved yet beyond this page (or forgets it: undefined). */
    rememberUnsavedPayment: (_, _payment: UnsavedPayment | undefined) => {},
    selectAddress: assign(({ context, event }) => {
      assertEvent(event, 'checkout.selectAddress');
      // Choosing an address answers the missing-address message; other failures stay.
      const answered = context.failure === CHECKOUT_MESSAGES.noAddress;
      return { selectedAddress: event.address, ...(answered ? { failure: undefined } : {}) };
    }),
    startAttempt: assign(({ context: { selectedAddress: address }, event }) => {
      assertEvent(event, 'checkout.placeOrder');
      // Past the guard `hasNoAddress`: there is an address.
      return { failure: undefined, paying: address && { address, items: event.items } };
    }),
  },
  guards: {
    hasNoItems: ({ event }) => {
      assertEvent(event, 'checkout.placeOrder');
      return event.items.length === 0;
    },
    hasNoAddress: ({ context }) => context.selectedAddress === undefined,
    hasUnsavedPayment: ({ context }) => context.unsavedPayment !== undefined,
  },
}).createMachine({
  id: 'checkout',
  context: ({ input }) => ({
    customerName: input.customerName,
    selectedAddress: input.selectedAddress,
    unsavedPayment: input.unsavedPayment,
    failure:
      input.unsavedPayment &&
      CHECKOUT_MESSAGES.orderNotSaved(input.unsavedPayment.payment.paymentId),
  }),
  initial: 'active',
  states: {
    active: {
      initial: 'ready',
      on: {
        'checkout.selectAddress': { actions: 'selectAddress' },
      },
      states: {
        ready: {
          on: {
            'checkout.placeOrder': [
              // The money was taken already: only save that order again, never charge twice,
              // whatever the cart and the chosen address are now.
              {
                guard: 'hasUnsavedPayment',
                target: 'placing',
                actions: assign({ failure: undefined }),
              },
              // D7: with nothing to pay for, the screen shows its empty state and nothing starts.
              { guard: 'hasNoItems' },
              {
                guard: 'hasNoAddress',
                actions: [
                  assign({ failure: CHECKOUT_MESSAGES.noAddress }),
                  {
                    type: 'announce',
                    params: { kind: 'error', message: CHECKOUT_MESSAGES.noAddress },
                  },
                ],
              },
              { target: 'quoting', actions: 'startAttempt' },
            ],
          },
        },
        /** Nothing is charged before the backend has said what the cart costs now. */
        quoting: {
          tags: ['busy'],
          invoke: {
            src: 'quote',
            onDone: [
              {
                guard: ({ event }) => event.output.unavailable.length > 0,
                target: 'ready',
                actions: [
                  assign(({ event }) => ({
                    failure: CHECKOUT_MESSAGES.unavailableDishes(event.output.unavailable),
                    paying: undefined,
                    quote: undefined,
                  })),
                  announceFailure,
                ],
              },
              {
                guard: ({ context: { paying }, event }) =>
                  !(paying && sameLines(paying.items, event.output)),
                target: 'ready',
                actions: [
                  assign({ failure: CHECKOUT_MESSAGES.cartChanged, paying: undefined }),
                  announceFailure,
                ],
              },
              {
                // Paid only once the shopper has seen the total.
                guard: ({ context, event }) => event.output.totalPrice !== shownTotal(context),
                target: 'ready',
                actions: [
                  assign(({ event }) => ({
                    failure: CHECKOUT_MESSAGES.pricesChanged(event.output.totalPrice),
                    paying: undefined,
                    quote: event.output,
                  })),
                  announceFailure,
                ],
              },
              {
                target: 'creatingPayment',
                actions: assign(({ context: { paying }, event }) => ({
                  paying: paying && {
                    ...paying,
                    items: atQuotedPrices(paying.items, event.output),
                  },
                  quote: event.output,
                })),
              },
            ],
            onError: {
              target: 'ready',
              actions: [
                assign({ failure: CHECKOUT_MESSAGES.quoteFailed, paying: undefined }),
                announceFailure,
              ],
            },
          },
        },
        /** The backend computes the amount and asks the provider for an order of it. */
        creatingPayment: {
          tags: ['busy'],
          invoke: {
            src: 'createPayment',
            // `creatingPayment` is only entered with a quote (see quoting).
            input: ({ context }) => present(context.quote, 'quote'),
            onDone: {
              target: 'paying',
              actions: assign(({ context: { paying }, event }) => ({
                paying: paying && { ...paying, payment: event.output },
              })),
            },
            onError: {
              target: 'ready',
              actions: [
                assign({ failure: CHECKOUT_MESSAGES.paymentNotCreated, paying: undefined }),
                announceFailure,
              ],
            },
          },
        },
        paying: {
          tags: ['busy'],
          invoke: {
            src: 'pay',
            input: ({ context }) => paymentRequestOf(context),
            onDone: [
              {
                guard: ({ event }) => event.output.status === 'paid',
                target: 'placing',
                actions: [
                  assign(({ context, event }) => ({
                    unsavedPayment: paidOrderOf(context.paying, event.output),
                    paying: undefined,
                  })),
                  {
                    type: 'rememberUnsavedPayment',
                    params: ({ context }) => context.unsavedPayment,
                  },
                ],
              },
              {
                guard: ({ event }) => event.output.status === 'dismissed',
                target: 'ready',
                actions: [
                  assign({ paying: undefined }),
                  {
                    type: 'announce',
                    params: { kind: 'info', message: CHECKOUT_MESSAGES.dismissed },
                  },
                ],
              },
              {
                // failed, or unavailable (the provider's script did not load)
                target: 'ready',
                actions: [
                  assign(({ event }) => ({
                    failure: failureOf(event.output) ?? CHECKOUT_MESSAGES.failed,
                    paying: undefined,
                  })),
                  announceFailure,
                ],
              },
            ],
            // A provider that throws counts as a failed payment without a reason.
            onError: {
              target: 'ready',
              actions: [
                assign({ failure: CHECKOUT_MESSAGES.failed, paying: undefined }),
                announceFailure,
              ],
            },
          },
        },
        placing: {
          tags: ['busy'],
          invoke: {
            src: 'placeOrder',
            input: ({ context }) => paymentToSave(context),
            onDone: {
              target: '#checkout.placed',
              actions: [
                assign(({ event }) => ({ order: event.output.order, unsavedPayment: undefined })),
                { type: 'rememberUnsavedPayment', params: undefined },
                {
                  type: 'announce',
                  params: { kind: 'success', message: CHECKOUT_MESSAGES.success },
                },
                { type: 'orderPlaced', params: ({ event }) => event.output },
              ],
            },
            onError: [
              {
                // Sent again, it would be refused again: it is dropped, and the shopper told
                // how to get the money back.
                guard: ({ event }) => isRefusal(event.error),
                target: 'ready',
                actions: [
                  assign(({ context, event }) => ({
                    // The backend's reason is the error's message.
                    failure: CHECKOUT_MESSAGES.orderRefused(
                      paymentToSave(context).payment.paymentId,
                      messageOf(event.error),
                    ),
                    unsavedPayment: undefined,
                  })),
                  { type: 'rememberUnsavedPayment', params: undefined },
                  announceFailure,
                ],
              },
              {
                target: 'ready',
                actions: [
                  assign(({ context }) => ({
                    failure: CHECKOUT_MESSAGES.orderNotSaved(
                      paymentToSave(context).payment.paymentId,
                    ),
                  })),
                  announceFailure,
                ],
              },
            ],
          },
        },
      },
    },
    /** The order exists; the app opens it. Nothing more happens here. */
    placed: { tags: ['placed'] },
  },
});

export type CheckoutSnapshot = SnapshotFrom<typeof checkoutMachine>;

/** True while the payment or the saving of the order is in progress. */
export const isBusy = (snapshot: CheckoutSnapshot): boolean => snapshot.hasTag('busy');

/** True once the order has been placed. */
export const isPlaced = (snapshot: CheckoutSnapshot): boolean => snapshot.hasTag('placed');
