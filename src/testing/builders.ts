import { findProduct } from '../backend/seed/catalog';
import { DELIVERY_CHARGE } from '../domain/constants';
import type { MenuDish } from '../domain/menu';
import { cartTotals, toPaise } from '../domain/money';
import type { HistoryEntry } from '../domain/requestHistory';
import type {
  Address,
  AddressInput,
  CartItem,
  Payment,
  Product,
  Quote,
  WishlistItem,
} from '../domain/types';

// Minimal dishes for machine tests: only the fields the machines read are real.

/** A dish named by its id. */
export const product = (id: string, price = 100) =>
  ({ _id: id, title: id, price, categoryName: 'Indian' }) as unknown as Product;

/** A cart line of that dish. */
export const line = (id: string, qty = 1) => ({ ...product(id), qty }) as CartItem;

/** A wishlist entry of that dish. */
export const saved = (id: string) => product(id) as WishlistItem;

/** The backend's quote of `items` when nothing changed (D28): their own prices. */
export const quoteOf = (items: CartItem[], changes: Partial<Quote> = {}): Quote => ({
  id: 'quote-1',
  products: items.map(({ _id, title, price, qty }) => ({ _id, title, price, qty })),
  unavailable: [],
  delivery: DELIVERY_CHARGE,
  totalPrice: cartTotals(items).total,
  expiresAt: '2025-01-15T13:30:00Z',
  ...changes,
});

/** The test provider's payment of a quote, as the backend creates it (D33). */
export const paymentOf = (quote: Quote, changes: Partial<Payment> = {}): Payment => ({
  id: 'payment-1',
  orderId: 'order_test_1',
  amount: toPaise(quote.totalPrice),
  currency: 'INR',
  provider: 'test',
  ...changes,
});

/** Asha Rao's address at 12 MG Road, Bengaluru, Karnataka 560001, as a form sends it. */
export const anAddressInput = (): AddressInput => ({
  name: 'Asha Rao',
  phone: '9876543210',
  city: 'Bengaluru',
  pin: '560001',
  profileState: 'Karnataka',
  addressText: '12 MG Road',
});

/** That address in the address book. */
export const anAddress = (changes: Partial<Address> = {}): Address => ({
  id: 'addr-home',
  ...anAddressInput(),
  ...changes,
});

/** An API call as History lists it: a GET of the dishes, ordered by `seq`. */
export const historyEntry = (seq: number): HistoryEntry => ({
  id: `call-${seq}`,
  seq,
  method: 'GET',
  endpoint: '/api/products',
  headers: [],
  status: 200,
  statusText: 'OK',
  durationMs: 3,
  sizeBytes: 10,
});

/** A seed dish as the kitchen's menu has it (D42): on the menu and available, at version 1. */
export function buildMenuDish(productId: string, changes: Partial<MenuDish> = {}): MenuDish {
  const dish = findProduct(productId);
  if (!dish) throw new Error(`No seed dish with the id ${productId}`);
  return { ...dish, soldOut: false, hidden: false, version: 1, ...changes };
}
