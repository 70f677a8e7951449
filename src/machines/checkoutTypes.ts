import type { Address, CartItem, Order } from '../domain/types';

// The checkout machine's texts, data and events (`checkout.ts` is the machine).

/** The texts checkout announces (spec section 8, word for word where the spec has them). */
export const CHECKOUT_MESSAGES = {
  noAddress: 'Please select an address before placing the order.',
  failed: 'An error occurred during checkout.',
  dismissed: 'Payment cancelled. Your cart is unchanged.',
  unavailable: 'Razorpay SDK failed to load, please check your connection.',
  success: 'Payment successful!',
  orderNotSaved: (paymentId: string) =>
    `Your payment went through but the order could not be saved. Please contact support with payment id ${paymentId}.`,
} as const;

export type AnnounceKind = 'error' | 'info' | 'success';

export interface Announcement {
  kind: AnnounceKind;
  message: string;
}

/** What the app saves once the payment has gone through. */
export interface PlaceOrderInput {
  paymentId: string;
  address: Address;
  items: CartItem[];
}

/** A payment that went through for these items and address but whose order is not saved yet. */
export type UnsavedPayment = PlaceOrderInput;

/** The server's reply to a saved order: the order, and the cart it emptied. */
export interface PlacedOrder {
  order: Order;
  cart: CartItem[];
}

export interface CheckoutContext {
  customerName?: string;
  selectedAddress?: Address;
  /** Why the last attempt did not place the order; shown beside 'Place Order'. */
  failure?: string;
  /** The items of the payment in progress: the cart when 'Place Order' was pressed. */
  payingFor?: CartItem[];
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
