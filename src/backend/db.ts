import type { OrderProgress } from '../domain/orderStatus';
import type {
  Address,
  CartItem,
  Order,
  OrderPage,
  TestTodo,
  User,
  WishlistItem,
} from '../domain/types';

// The backend's storage, as the handlers see it: IndexedDB in the browser
// (browser/indexedDb), SQL on the server (server/sqlDb.ts).

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

/** Users are keyed by their email in lower case. */
export const userKey = (email: string) => email.toLowerCase();

/** What saving an order did: stored it, or found the order of its payment stored already. */
export interface PlacedOrder {
  order: StoredOrder;
  cart: StoredUser['cart'];
  placed: boolean;
}

export interface Db {
  /** The key tokens are signed with; a missing or short one is replaced first. */
  signingKey(): Promise<Uint8Array>;
  /** Emails match case-insensitively. Returns a copy: change users through updateUser. */
  findUser(email: string): Promise<StoredUser | undefined>;
  /** Adds the user unless the email is taken (checked in the same transaction); false if taken. */
  addUser(user: StoredUser): Promise<boolean>;
  /**
   * Adds the customer with the guest's cart, wishlist and addresses, moves the guest's orders to
   * it and removes the guest, in one transaction (D44); false, changing nothing, if the email is
   * taken. A guest removed meanwhile leaves the customer as given.
   */
  addCustomerFromGuest(guestEmail: string, customer: StoredUser): Promise<boolean>;
  /** Removes the guests last active before `activeSince` with their lists; their orders stay. */
  removeIdleGuests(activeSince: string): Promise<number>;
  /** Applies `change` to the user and saves it in one transaction; nothing is saved if it throws. */
  updateUser(email: string, change: (user: StoredUser) => void): Promise<StoredUser>;
  /**
   * Stores the order and empties the user's cart in one transaction, unless an order of the
   * same payment is stored already: then nothing changes and that order is returned
   * (`placed: false`). An order of that payment in another account is a 409.
   */
  placeOrder(email: string, order: StoredOrder): Promise<PlacedOrder>;
  /**
   * The user's orders, newest first: all of them, or `limit` of them after the order named by
   * `cursor`. Undefined when the cursor names no order of this user.
   */
  listOrders(
    email: string,
    page?: { limit: number; cursor?: string },
  ): Promise<StoredOrderPage | undefined>;
  /** The user's order with this id; undefined when there is none, or it is another user's. */
  findOrder(email: string, orderId: string): Promise<StoredOrder | undefined>;
  listTodos(): Promise<TestTodo[]>;
  addTodo(todo: TestTodo): Promise<TestTodo[]>;
  /** Undefined when no todo has the id. */
  deleteTodo(id: string): Promise<TestTodo[] | undefined>;
  clearTodos(): Promise<TestTodo[]>;
  /** Restores the seed and replaces the signing key in one transaction: every token ends. */
  reset(): Promise<void>;
}
