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
import { notProvided } from './support';

export interface CheckoutContext {
  customerName?: string;
  selectedAddress?: Address;
  /** Why the last attempt did not place the order; shown beside 'Place Order'. */
  failure?: string;
  /** The items of the payment in progress: the cart when 'Place Order' was pressed, then at the quoted prices. */
  payingFor?: CartItem[];
  /** The last quote (D28): the one being paid, or the new total the shopper was shown. */
  quote?: Quote;
  /** The payment the backend created for the quote (D33): the provider's order to pay. */
  payment?: Payment;
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
 * The backend's reason when it refused a paid order (a 4xx other than a timeout or too many
 * requests): sending it again would be refused again.
 */
function refusal(error: unknown): string | undefined {
  const refused =
    error instanceof ApiError &&
    error.status >= 400 &&
    error.status < 500 &&
    ![408, 429].includes(error.status);
  return refused ? error.message : undefined;
}

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
    price: quote.products.find((line) => line._id === item._id)!.price,
  }));

/**
 * The total the shopper last saw: a new quote's, once one showed that prices had changed, else
 * the cart's.
 */
const shownTotal = ({ quote, payingFor }: CheckoutContext) =>
  quote?.totalPrice ?? cartTotals(payingFor ?? []).total;

/**
 * The payment of the backend's order for the items being paid for, prefilled with the customer
 * and the address.
 */
function paymentRequestOf(context: CheckoutContext): PaymentRequest {
  // `paying` is only entered with an address and items (see the guards of checkout.placeOrder),
  // and with the backend's payment (see creatingPayment).
  const address = context.selectedAddress!;
  const { orderId, keyId } = context.payment!;
  return {
    ...buildPaymentRequest(context.payingFor!, address, context.customerName || address.name),
    orderId,
    keyId,
  };
}

/**
 * The order to save once the provider has taken the payment: the backend's payment with the
 * provider's payment id and signature (D33), for the items and the address paid for.
 */
function paidOrderOf(context: CheckoutContext, result: PaymentResult): UnsavedPayment | undefined {
  if (result.status !== 'paid') return undefined;
  // `paying` is only entered with the backend's payment, an address and items.
  const { paymentId, signature } = result;
  return {
    payment: { id: context.payment!.id, paymentId, signature },
    address: context.selectedAddress!,
    items: context.payingFor!,
  };
}

/** Announces the failure just set, as an error. */
const announceFailure = {
  type: 'announce',
  params: ({ context }: { context: CheckoutContext }): Announcement => ({
    kind: 'error',
    message: context.failure!,
  }),
} as const;

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
    startAttempt: assign(({ event }) => {
      assertEvent(event, 'checkout.placeOrder');
      return { failure: undefined, payingFor: event.items };
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
                    failure: CHECKOUT_MESSAGES.leftTheMenu(
                      event.output.unavailable.map(({ title }) => title),
                    ),
                    payingFor: undefined,
                    quote: undefined,
                  })),
                  announceFailure,
                ],
              },
              {
                guard: ({ context, event }) => !sameLines(context.payingFor!, event.output),
                target: 'ready',
                actions: [
                  assign({ failure: CHECKOUT_MESSAGES.cartChanged, payingFor: undefined }),
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
                    payingFor: undefined,
                    quote: event.output,
                  })),
                  announceFailure,
                ],
              },
              {
                target: 'creatingPayment',
                actions: assign(({ context, event }) => ({
                  payingFor: atQuotedPrices(context.payingFor!, event.output),
                  quote: event.output,
                })),
              },
            ],
            onError: {
              target: 'ready',
              actions: [
                assign({ failure: CHECKOUT_MESSAGES.quoteFailed, payingFor: undefined }),
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
            input: ({ context }) => context.quote!,
            onDone: {
              target: 'paying',
              actions: assign({ payment: ({ event }) => event.output }),
            },
            onError: {
              target: 'ready',
              actions: [
                assign({ failure: CHECKOUT_MESSAGES.paymentNotCreated, payingFor: undefined }),
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
                    unsavedPayment: paidOrderOf(context, event.output),
                    payingFor: undefined,
                    payment: undefined,
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
                  assign({ payingFor: undefined }),
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
                    payingFor: undefined,
                  })),
                  {
                    type: 'announce',
                    params: ({ event }) => ({
                      kind: 'error',
                      message: failureOf(event.output) ?? CHECKOUT_MESSAGES.failed,
                    }),
                  },
                ],
              },
            ],
            // A provider that throws counts as a failed payment without a reason.
            onError: {
              target: 'ready',
              actions: [
                assign({ failure: CHECKOUT_MESSAGES.failed, payingFor: undefined }),
                { type: 'announce', params: { kind: 'error', message: CHECKOUT_MESSAGES.failed } },
              ],
            },
          },
        },
        placing: {
          tags: ['busy'],
          invoke: {
            src: 'placeOrder',
            // `placing` is only entered with an unsaved payment.
            input: ({ context }) => context.unsavedPayment!,
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
                guard: ({ event }) => refusal(event.error) !== undefined,
                target: 'ready',
                actions: [
                  assign(({ context, event }) => ({
                    failure: CHECKOUT_MESSAGES.orderRefused(
                      context.unsavedPayment!.payment.paymentId,
                      refusal(event.error)!,
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
                      context.unsavedPayment!.payment.paymentId,
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
