import type { OrderProgress } from './orderLifecycle';

export const CATEGORY_NAMES = ['Indian', 'Chinese', 'Italian'] as const;
export type CategoryName = (typeof CATEGORY_NAMES)[number];

export interface Category {
  _id: string;
  categoryName: CategoryName;
  url: string;
  description: string;
}

export interface Product {
  _id: string;
  title: string;
  description: string;
  /** A string holding a number, as the API sends it (for example "250"). */
  price: string;
  url: string;
  isVegetarian: boolean;
  rating: number;
  categoryName: CategoryName;
  restaurant: string;
  /**
   * The kitchen has run out of it tonight (D42): the menu says so, and it cannot be added to a
   * cart. Absent from the copies a cart or wishlist keeps.
   */
  soldOut?: boolean;
}

export interface Timestamps {
  createdAt: string;
  updatedAt: string;
}

export interface CartItem extends Product, Timestamps {
  qty: number;
}

export type WishlistItem = Product & Timestamps;

/** A user as the API returns it: never with a password. */
export interface User extends Timestamps {
  _id: string;
  firstName: string;
  lastName: string;
  email: string;
}

export interface Address {
  id: string;
  name: string;
  phone: string;
  city: string;
  pin: string;
  profileState: string;
  addressText: string;
}

export type AddressInput = Omit<Address, 'id'>;

/** A paid order, with where it is in its life (D38). */
export interface Order extends OrderProgress {
  _id: string;
  paymentId: string;
  products: CartItem[];
  selectedAddress: Address;
  totalPrice: number;
  createdAt: string;
}

/** One page of a shopper's orders (D23). */
export interface OrderPage {
  /** Newest first. */
  orders: Order[];
  /** Where the next page starts (the id of this page's last order); null after the last page. */
  nextCursor: string | null;
}

export interface Session {
  token: string;
  user: User;
}

export type CartAction = 'increment' | 'decrement';

export interface TestTodo {
  _id: string;
  title: string;
  done: boolean;
}

/** A line of a quote: a dish of the cart at its price now. */
export interface QuoteLine {
  _id: string;
  title: string;
  price: string;
  qty: number;
}

/**
 * What the cart costs now (D28), asked for before payment: the dishes still on the menu at
 * their current prices, those that left it, and the total to pay. The order sends `id` back:
 * it is checked against this quote, not against prices that may have moved since.
 */
export interface Quote {
  id: string;
  products: QuoteLine[];
  /** Dishes that cannot be bought now: off the menu, or sold out tonight (D42). */
  unavailable: { _id: string; title: string; soldOut?: true }[];
  delivery: number;
  totalPrice: number;
  expiresAt: string;
}

/**
 * A payment the backend created for a quote (D33): the provider's order for its total, in paise.
 * The provider's checkout pays `orderId`; the order sends `id` back with the provider's payment
 * id and signature.
 */
export interface Payment {
  id: string;
  orderId: string;
  amount: number;
  currency: 'INR';
  provider: 'test' | 'razorpay';
  /** The public key id Razorpay's checkout opens with. */
  keyId?: string;
}

/** What the provider answers for a paid order: Razorpay's payment id and signature. */
export interface PaymentProof {
  orderId: string;
  paymentId: string;
  signature: string;
}
