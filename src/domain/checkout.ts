import { formatRupees } from './money';
import type { Address, CartItem, Order, Quote } from './types';

// What checkout says and the data of a paid order (the checkout machine runs them).

/** 'Biryani is sold out.', 'Biryani, Gelato are no longer on the menu.' */
const saying = (dishes: { title: string }[], what: string) =>
  `${dishes.map(({ title }) => title).join(', ')} ${dishes.length === 1 ? 'is' : 'are'} ${what}.`;

/** The dishes a quote cannot sell (D28, D42): sold out tonight, or off the menu. */
function unavailableDishes(dishes: Quote['unavailable']): string {
  const soldOut = dishes.filter((dish) => dish.soldOut);
  const offMenu = dishes.filter((dish) => !dish.soldOut);
  const why = [
    soldOut.length > 0 && saying(soldOut, 'sold out'),
    offMenu.length > 0 && saying(offMenu, 'no longer on the menu'),
  ]
    .filter(Boolean)
    .join(' ');
  return `${why} Remove ${dishes.length === 1 ? 'it' : 'them'} from your cart to place the order.`;
}

/** The texts checkout announces, word for word where the spec has them. */
export const CHECKOUT_MESSAGES = {
  noAddress: 'Please select an address before placing the order.',
  failed: 'An error occurred during checkout.',
  dismissed: 'Payment cancelled. Your cart is unchanged.',
  unavailable: 'Razorpay SDK failed to load, please check your connection.',
  success: 'Payment successful!',
  orderNotSaved: (paymentId: string) =>
    `Your payment went through but the order could not be saved. Please contact support with payment id ${paymentId}.`,
  /** The backend refused the paid order (a 4xx): sending it again would not help. */
  orderRefused: (paymentId: string, reason: string) =>
    `Your payment went through but the order was refused (${reason}). It will not be sent again. Please contact support with payment id ${paymentId} for a refund.`,
  // Before payment (D28): nothing was charged.
  quoteFailed: 'We could not check the prices just now, and nothing was charged. Please try again.',
  paymentNotCreated:
    'We could not start the payment just now, and nothing was charged. Please try again.',
  pricesChanged: (total: number) =>
    `The prices have changed since these dishes were added: the total is now ${formatRupees(total)}. Place the order again to pay it.`,
  unavailableDishes,
  cartChanged:
    'Your cart has changed since this page showed it (in another tab?). Reload the page to see it, then place the order.',
} as const;

export type AnnounceKind = 'error' | 'info' | 'success';

export interface Announcement {
  kind: AnnounceKind;
  message: string;
}

/** The payment the backend created (`id`), with the provider's payment id and signature (D33). */
export interface SignedPayment {
  id: string;
  paymentId: string;
  signature: string;
}

/** What the app saves once the payment has gone through. */
export interface PlaceOrderInput {
  payment: SignedPayment;
  address: Address;
  /** At the quoted prices. */
  items: CartItem[];
}

/** A payment that went through for these items and address but whose order is not saved yet. */
export type UnsavedPayment = PlaceOrderInput;

/** The server's reply to a saved order: the order, and the cart it emptied. */
export interface PlacedOrder {
  order: Order;
  cart: CartItem[];
}
