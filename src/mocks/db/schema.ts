import type { DBSchema } from 'idb';
import type { OrderProgress } from '../../domain/orderStatus';
import type {
  Address,
  CartItem,
  Order,
  OrderPage,
  TestTodo,
  User,
  WishlistItem,
} from '../../domain/types';

export const DB_NAME = 'storefront';
export const DB_VERSION = 2;

/**
 * A user as the backend keeps it. `passwordHash` is null for the demo user and for guests: they
 * log in only through POST /api/auth/guest.
 */
export interface StoredUser extends User {
  passwordHash: string | null;
  /** A visitor's own guest account on the server (D44); removed once idle, orders kept. */
  guest?: true;
  /** A guest's last request, to within an hour: what idleness is measured from. */
  lastActiveAt?: string;
  /** Moves on at each logout, ending every token issued before (none yet: 0). */
  tokenVersion?: number;
  cart: CartItem[];
  wishlist: WishlistItem[];
  addresses: Address[];
}

/** An order as stored: its status depends on the clock, so it is worked out for each reply. */
export type StoredOrder = Omit<Order, keyof OrderProgress>;

export interface StoredOrderPage extends Omit<OrderPage, 'orders'> {
  orders: StoredOrder[];
}

/** One placed order, with the key of the user who placed it. */
export interface OrderRecord {
  user: string;
  order: StoredOrder;
}

/**
 * One record per user (key: the email in lower case), one per order, one per test todo, and the
 * key that signs tokens. Orders and todos have auto-incremented keys, so among records with the
 * same index key the primary key keeps the order in which they were written.
 */
export interface StoreSchema extends DBSchema {
  users: { key: string; value: StoredUser };
  orders: {
    key: number;
    value: OrderRecord;
    indexes: { byId: string; byUserAndDate: [string, string]; byPaymentId: string };
  };
  todos: { key: number; value: TestTodo; indexes: { byId: string } };
  keys: { key: 'signing'; value: Uint8Array };
}

export type StoreName = 'users' | 'orders' | 'todos' | 'keys';

export const userKey = (email: string) => email.toLowerCase();
