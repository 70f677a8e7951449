import type { MenuDish } from '../domain/menu';
import { placedProgress, type OrderProgress } from '../domain/orderLifecycle';
import { MAX_CART_QTY } from '../domain/constants';
import { sameKey } from './signingKey';
import type { JsonText } from './jsonText';
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
  /** Kitchen staff (D40): made by the seed or the server's staff command, never by signup. */
  role?: 'staff';
  /** Moves on at each logout, ending every token issued before (none yet: 0). */
  tokenVersion?: number;
  cart: CartItem[];
  wishlist: WishlistItem[];
  addresses: Address[];
}

/** An order as stored: as the API sends it, with its status and history (D38). */
export type StoredOrder = Order;

/** An order as stored before its status was (D24). */
export type LegacyOrder = Omit<StoredOrder, keyof OrderProgress>;

/**
 * An order stored before the lifecycle was (D24: its status came from its age) reads as
 * delivered, at the time it was promised: every such order was past its 30 minutes or soon is.
 */
export function withLifecycle(order: LegacyOrder | StoredOrder): StoredOrder {
  if ('status' in order && 'history' in order) return order;
  const placed = placedProgress(order.createdAt);
  return {
    ...order,
    ...placed,
    status: 'delivered',
    history: [...placed.history, { status: 'delivered', at: placed.deliverBy, by: 'backend' }],
    revision: 2,
  };
}

export interface StoredOrderPage extends Omit<OrderPage, 'orders'> {
  orders: StoredOrder[];
}

/** Users are keyed by their email in lower case. */
export const userKey = (email: string) => email.toLowerCase();

/**
 * What a write of an order checks of the token that asked for it, in the write itself (D56): that
 * the account still has this id and token version (and is staff's, for the kitchen), and that the
 * signing key is still the one the token was checked with. Where it does not hold, the write
 * changes nothing and throws `GuardRefused`; where it does, `held` is set.
 */
export interface TokenGuard {
  email: string;
  accountId: string;
  tokenVersion: number;
  signingKey: Uint8Array;
  staff: boolean;
  held?: boolean;
}

/** A write its token guard did not let through: the request is checked the usual way. */
export class GuardRefused extends Error {
  constructor() {
    super('The token did not hold at the write.');
  }
}

/** The guard's test over the account and key as a write finds them (SQL has its own). */
export const guardAdmits = (guard: TokenGuard, user?: StoredUser, key?: Uint8Array) =>
  user !== undefined &&
  key !== undefined &&
  user._id === guard.accountId &&
  (user.tokenVersion ?? 0) === guard.tokenVersion &&
  (!guard.staff || user.role === 'staff') &&
  sameKey(key, guard.signingKey);

/** The lists of an account that a change is sent to as data (`ListChange`). */
export type ListName = 'cart' | 'wishlist' | 'addresses';
/** An item of a list: a dish, named by its `_id`, or an address, by its `id`. */
type ListItem = StoredUser[ListName][number];

const idOfItem = (item: ListItem) => ('_id' in item ? item._id : item.id);

/**
 * A change of a list as data rather than code, so that SQL applies it to the account as stored,
 * in the write itself: an item added (unless one of its id is there), one replaced or taken out,
 * or a cart line's quantity stepped by one, within 1 to MAX_CART_QTY, at `at`.
 */
export type ListChange =
  | { list: 'cart' | 'wishlist'; add: WishlistItem }
  | { list: 'addresses'; add: Address }
  | { list: 'addresses'; replace: Address }
  | { list: ListName; remove: string }
  | { list: 'cart'; step: { _id: string; by: 1 | -1; at: string } };

/** A list after a change, and whether the change changed it. */
export interface ChangedList<List extends ListName = ListName> {
  items: StoredUser[List];
  /**
   * False for an item added that was in the list already, replaced, taken out or stepped that
   * was not, or stepped up at MAX_CART_QTY.
   */
  changed: boolean;
}

/** The id of the item the change is about. */
export const itemIdOf = (change: ListChange): string =>
  'add' in change
    ? idOfItem(change.add)
    : 'replace' in change
      ? change.replace.id
      : 'remove' in change
        ? change.remove
        : change.step._id;

/** Whether the change would change these items. SQL tests the same in its statement. */
export function changesList(items: readonly ListItem[], change: ListChange): boolean {
  const item = items.find((listed) => idOfItem(listed) === itemIdOf(change));
  if ('add' in change) return !item;
  if ('step' in change) {
    return item !== undefined && (change.step.by < 0 || (item as CartItem).qty < MAX_CART_QTY);
  }
  return item !== undefined;
}

/** Applies the change to the user's list in place; whether it changed it. SQL has its own. */
export function applyListChange(user: StoredUser, change: ListChange): boolean {
  const items: ListItem[] = user[change.list];
  if (!changesList(items, change)) return false;
  const at = items.findIndex((item) => idOfItem(item) === itemIdOf(change));
  if ('add' in change) items.push(change.add);
  else if ('remove' in change) items.splice(at, 1);
  else if ('replace' in change) items[at] = change.replace;
  else {
    const line = items[at] as CartItem;
    line.qty = Math.min(MAX_CART_QTY, Math.max(1, line.qty + change.step.by));
    line.updatedAt = change.step.at;
  }
  return true;
}

/** What saving an order did: stored it, or found the order of its payment stored already. */
export interface PlacedOrder {
  order: StoredOrder;
  cart: StoredUser['cart'];
  placed: boolean;
}

/** A change of an order, numbered in the order they were made (D41): the order as it is now. */
export interface OrderEvent {
  seq: number;
  /** The key of the shopper the order belongs to. */
  owner: string;
  order: StoredOrder;
}

/** An order after a change, with the key of the shopper it belongs to. */
export interface ChangedOrder {
  order: StoredOrder;
  owner: string;
}

/** The menu as stored (D42): every dish in menu order, and the number of its last change. */
export interface StoredMenu {
  /** Moves on at each change of any dish, and never back (not even at a reset). */
  revision: number;
  dishes: MenuDish[];
}

export interface Db {
  /** The key tokens are signed with; a missing or short one is replaced first. */
  signingKey(): Promise<Uint8Array>;
  /** Emails match case-insensitively. Returns a copy: change users through updateUser. */
  findUser(email: string): Promise<StoredUser | undefined>;
  /** The user and the signing key in one read: what checking a signed-in request's token needs. */
  userAndSigningKey(email: string): Promise<{ user?: StoredUser; signingKey: Uint8Array }>;
  /**
   * Whether that read is mostly of this process's memory (the embedded database's sole writer,
   * D46): a check then costs no statement, and nothing starts before it (D55, D56).
   */
  readonly accountsInMemory?: boolean;
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
  /**
   * Applies `change` to the user and saves it in one transaction; nothing is saved if it throws.
   * `asRead`, the account as the caller read it, may spare reading it again: it is changed only
   * if the stored account still is that.
   */
  updateUser(
    email: string,
    change: (user: StoredUser) => void,
    asRead?: StoredUser,
  ): Promise<StoredUser>;
  /**
   * Applies `change` to one of the user's lists in one write, over the list as stored then: two
   * changes at once both land. With a guard (D56), it is applied or throws `GuardRefused`.
   */
  changeList<List extends ListName>(
    email: string,
    change: ListChange & { list: List },
    guard?: TokenGuard,
  ): Promise<ChangedList<List>>;
  /**
   * Stores the order and empties the user's cart in one transaction, unless an order of the
   * same payment is stored already: then nothing changes and that order is returned
   * (`placed: false`). An order of that payment in another account is a 409. With a guard, it
   * places the order or throws `GuardRefused`.
   */
  placeOrder(email: string, order: StoredOrder, guard?: TokenGuard): Promise<PlacedOrder>;
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
  /**
   * Replaces the order with `change` of it in one transaction that holds the order, so of two
   * changes at once the second sees the first's result (D38); nothing is saved if `change` throws.
   * Undefined when there is no such order, or, with `owner`, it is another user's.
   */
  changeOrder(
    orderId: string,
    change: (order: StoredOrder) => StoredOrder,
    owner?: string,
    guard?: TokenGuard,
  ): Promise<ChangedOrder | undefined>;
  /**
   * The kitchen's orders: every open one, and every one placed since `since`; oldest first. Each
   * as the JSON the board's reply carries: on the server, the bytes of the database's own text.
   */
  kitchenOrdersJson(since: string): Promise<JsonText[]>;
  /**
   * The changes after `seq`, oldest first, at most `limit` of them; each order placed or changed
   * (placeOrder, changeOrder) is one, in the same transaction as its change.
   */
  orderEventsAfter(seq: number, limit: number): Promise<OrderEvent[]>;
  /** The number of the last change made; 0 before any. */
  lastOrderEvent(): Promise<number>;
  /** The ids of the orders placed at or before `cutoff` that still wait for the kitchen. */
  unansweredOrders(cutoff: string): Promise<string[]>;
  /** The whole menu, hidden dishes too (D42). */
  menu(): Promise<StoredMenu>;
  /** The menu's revision alone: whether a menu read before is still the menu. */
  menuRevision(): Promise<number>;
  /** Adds the dish at the menu's end unless a dish has its id; false, adding nothing, if one has. */
  addDish(dish: MenuDish): Promise<boolean>;
  /**
   * Replaces the dish with `change` of it in one transaction that holds it, so of two changes at
   * once the second sees the first's result; nothing is saved if `change` throws. Undefined when
   * there is no such dish.
   */
  changeDish(
    productId: string,
    change: (dish: MenuDish) => MenuDish,
  ): Promise<MenuDish | undefined>;
  listTodos(): Promise<TestTodo[]>;
  addTodo(todo: TestTodo): Promise<TestTodo[]>;
  /** Undefined when no todo has the id. */
  deleteTodo(id: string): Promise<TestTodo[] | undefined>;
  clearTodos(): Promise<TestTodo[]>;
  /**
   * Restores the seed (the menu too, at a revision after every earlier one) and replaces the
   * signing key in one transaction: every token ends.
   */
  reset(): Promise<void>;
}
