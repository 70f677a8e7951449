import { unwrap, wrap, type IDBPIndex } from 'idb';
import {
  ApiError,
  STORAGE_FAILED,
  storageUnavailable,
  UNREGISTERED_EMAIL,
} from '../../../domain/apiError';
import type { KeyValueStorage } from '../../../domain/keyValueStorage';
import { isUsableSigningKey, newSigningKey } from '../../signingKey';
import { fill, open, seedContents, type Connection, type WriteTransaction } from './open';
import { adoptLists, guestOnly, isIdleGuest } from '../../guests';
import {
  applyListChange,
  type ListChange,
  type ListName,
  guardAdmits,
  GuardRefused,
  userKey,
  type Db,
  type TokenGuard,
  type StoredOrder,
  type StoredOrderPage,
  type StoredUser,
} from '../../db';
import type { MenuRecord, OrderRecord, StoreName, StoreSchema } from './schema';
import type { MenuDish } from '../../../domain/menu';
import { seedMenu } from '../../seed/catalog';
import { OPEN_STATUSES } from '../../../domain/orderLifecycle';

export { DB_NAME } from './schema';
export { LEGACY_STORAGE_KEY } from './legacy';

export { STORAGE_FAILED } from '../../../domain/apiError';

/** What the menu's reads need of its store, in a transaction of either mode. */
interface MenuStore {
  get(key: MenuRecord['key']): Promise<MenuRecord | undefined>;
}

/** All of a user's index entries: [user] sorts before [user, date], and [user, []] after it. */
const userRange = (user: string, upperDate?: string) =>
  IDBKeyRange.bound([user], upperDate === undefined ? [user, []] : [user, upperDate]);

/** An index as Chromium 141 has it: `getAllRecords` is not in TypeScript's DOM types yet. */
interface RecordsReader {
  getAllRecords?(options: {
    query: IDBKeyRange;
    count: number;
    direction: 'prev';
  }): IDBRequest<{ value: OrderRecord }[]>;
}
/**
 * The newest orders of an index's range, read in one request (`getAllRecords`), or undefined
 * where the browser (or fake-indexeddb) has no such read. A reverse cursor reads each record in
 * a step of its own, and its cost grows with the user's history: on 10,000 stored orders the
 * first page of 2,000 took 1.5 × the one of 11; this read took the same for both, and a quarter
 * of the cursor's time.
 */
async function newestOrders(
  index: IDBPIndex<StoreSchema, ['orders'], 'orders', 'byUserAndDate'>,
  query: IDBKeyRange,
  count: number,
): Promise<StoredOrder[] | undefined> {
  const reader = unwrap(index) as RecordsReader;
  if (!reader.getAllRecords) return undefined;
  const records = await wrap(reader.getAllRecords({ query, count, direction: 'prev' }));
  return records.map((record) => record.value.order);
}

/** A page of `limit` orders from up to `limit + 1`, newest first: one more says there are more. */
function pageOf(newest: StoredOrder[], limit: number): StoredOrderPage {
  const orders = newest.slice(0, limit);
  return { orders, nextCursor: newest.length > limit ? orders.at(-1)!._id : null };
}

/**
 * IndexedDB fails with a DOMException, classified by the first failure (the write's own, not the
 * AbortError of the abort it causes): a full storage is a 507, any other a 503 that names it.
 */
function storageError(error: unknown): unknown {
  if (!(error instanceof DOMException)) return error;
  if (error.name === 'QuotaExceededError') return new ApiError(507, STORAGE_FAILED);
  return new ApiError(503, storageUnavailable(error.name));
}

/** Undoes what a failed change wrote; a transaction that already ended has nothing to undo. */
function abortIfActive(tx: WriteTransaction) {
  try {
    tx.abort();
  } catch {
    // InvalidStateError: already committed or aborted.
  }
}

/**
 * The in-browser database in IndexedDB. Every tab runs its own backend over it, so nothing is kept in
 * memory but the signing key, and every change is one readwrite transaction: two tabs never lose
 * each other's writes, and a write that fails (a full disk, a quota) changes nothing and
 * answers 507.
 */
export function createDb({ legacyStorage }: { legacyStorage?: KeyValueStorage } = {}): Db {
  let connection: Promise<Connection> | undefined;
  const connect = () => {
    connection ??= open(legacyStorage).catch((error: unknown) => {
      connection = undefined; // the next call tries again
      throw error;
    });
    return connection;
  };

  async function write<Result>(
    names: StoreName[],
    run: (tx: WriteTransaction) => Promise<Result>,
  ): Promise<Result> {
    try {
      const tx = (await connect()).transaction(names, 'readwrite');
      const [result] = await Promise.all([
        run(tx).catch((error: unknown) => {
          abortIfActive(tx);
          throw error;
        }),
        tx.done,
      ]);
      return result;
    } catch (error) {
      throw storageError(error);
    }
  }

  async function changeUser(
    tx: WriteTransaction,
    email: string,
    change: (user: StoredUser) => void,
  ): Promise<StoredUser> {
    const user = await readUser(tx, email);
    change(user);
    await tx.objectStore('users').put(user, userKey(email));
    return user;
  }

  /** `changeUser` in a transaction of its own, which first checks the guard if given (D56). */
  function guardedChangeOfUser(
    email: string,
    change: (user: StoredUser) => void,
    guard?: TokenGuard,
  ): Promise<StoredUser> {
    return write(guard ? ['users', 'keys'] : ['users'], async (tx) => {
      if (guard && !(await guardHolds(tx, guard))) throw new GuardRefused();
      const user = await changeUser(tx, email, change);
      if (guard) guard.held = true;
      return user;
    });
  }

  async function readUser(tx: WriteTransaction, email: string): Promise<StoredUser> {
    const user = await tx.objectStore('users').get(userKey(email));
    if (!user) throw new ApiError(404, UNREGISTERED_EMAIL);
    return user;
  }

  const todoList = (tx: WriteTransaction) => tx.objectStore('todos').getAll();

  /** The menu's revision as the store reads it; 0 before the menu was. */
  const revisionIn = async (menu: MenuStore) => {
    const record = await menu.get('revision');
    return record?.key === 'revision' ? record.revision : 0;
  };
  const dishesIn = async (menu: MenuStore) => {
    const record = await menu.get('dishes');
    return record?.key === 'dishes' ? record.dishes : [];
  };
  /** Queues the writes of the seed's menu, at the revision after `revision`. */
  const fillMenu = (tx: WriteTransaction, revision: number) =>
    Promise.all([
      tx.objectStore('menu').put({ key: 'dishes', dishes: seedMenu() }),
      tx.objectStore('menu').put({ key: 'revision', revision: revision + 1 }),
    ]);
  /** The menu's revision, after filling the menu from the seed if it is not there yet. */
  const seededRevision = async () => {
    const revision = await revisionIn((await connect()).transaction('menu').store);
    if (revision > 0) return revision;
    return write(['menu'], async (tx) => {
      const again = await revisionIn(tx.objectStore('menu'));
      if (again > 0) return again; // another tab filled it meanwhile
      await fillMenu(tx, 0);
      return 1;
    });
  };

  // Read on every call, not kept: 'Reset demo data' in another tab may have replaced it.
  /** Whether the token guard holds over the account and key as this transaction finds them. */
  async function guardHolds(tx: WriteTransaction, guard: TokenGuard): Promise<boolean> {
    const [user, key] = await Promise.all([
      tx.objectStore('users').get(userKey(guard.email)),
      tx.objectStore('keys').get('signing'),
    ]);
    return guardAdmits(guard, user, key);
  }

  async function signingKey(): Promise<Uint8Array> {
    const stored = await (await connect()).get('keys', 'signing');
    if (isUsableSigningKey(stored)) return stored;
    // Missing, or too short to sign with: a new one, unless another tab wrote one meanwhile.
    return write(['keys'], async (tx) => {
      const again = await tx.objectStore('keys').get('signing');
      if (isUsableSigningKey(again)) return again;
      const key = newSigningKey();
      await tx.objectStore('keys').put(key, 'signing');
      return key;
    });
  }

  /** Saves the dishes at the next revision. */
  const saveMenu = async (tx: WriteTransaction, dishes: MenuDish[]) => {
    const revision = await revisionIn(tx.objectStore('menu'));
    await tx.objectStore('menu').put({ key: 'dishes', dishes });
    await tx.objectStore('menu').put({ key: 'revision', revision: revision + 1 });
  };

  return {
    signingKey,
    async findUser(email) {
      return (await connect()).get('users', userKey(email));
    },
    async userAndSigningKey(email) {
      const tx = (await connect()).transaction(['keys', 'users']);
      const [stored, user] = await Promise.all([
        tx.objectStore('keys').get('signing'),
        tx.objectStore('users').get(userKey(email)),
      ]);
      return { user, signingKey: isUsableSigningKey(stored) ? stored : await signingKey() };
    },
    addUser(user) {
      return write(['users'], async (tx) => {
        const users = tx.objectStore('users');
        if ((await users.getKey(userKey(user.email))) !== undefined) return false;
        await users.add(user, userKey(user.email));
        return true;
      });
    },
    addCustomerFromGuest(guestEmail, customer) {
      return write(['users', 'orders'], async (tx) => {
        const users = tx.objectStore('users');
        if ((await users.getKey(userKey(customer.email))) !== undefined) return false;
        const guest = guestOnly(await users.get(userKey(guestEmail)));
        await users.add(adoptLists(customer, guest), userKey(customer.email));
        if (!guest) return true;
        await users.delete(userKey(guestEmail));
        const orders = tx.objectStore('orders');
        const keys = await orders.index('byUserAndDate').getAllKeys(userRange(userKey(guestEmail)));
        for (const key of keys) {
          const record = (await orders.get(key))!;
          await orders.put({ ...record, user: userKey(customer.email) }, key);
        }
        return true;
      });
    },
    removeIdleGuests(activeSince) {
      return write(['users'], async (tx) => {
        let removed = 0;
        for await (const cursor of tx.objectStore('users').iterate()) {
          if (isIdleGuest(cursor.value, activeSince)) {
            await cursor.delete();
            removed += 1;
          }
        }
        return removed;
      });
    },
    updateUser: (email, change) => guardedChangeOfUser(email, change),
    async changeList<List extends ListName>(
      email: string,
      change: ListChange & { list: List },
      guard?: TokenGuard,
    ) {
      let changed = false;
      const user = await guardedChangeOfUser(
        email,
        (draft) => void (changed = applyListChange(draft, change)),
        guard,
      );
      return { items: user[change.list], changed };
    },
    placeOrder(email, order, guard) {
      const stores: StoreName[] = guard
        ? ['users', 'orders', 'events', 'keys']
        : ['users', 'orders', 'events'];
      return write(stores, async (tx) => {
        if (guard && !(await guardHolds(tx, guard))) throw new GuardRefused();
        const orders = tx.objectStore('orders');
        const earlier = await orders.index('byPaymentId').get(order.paymentId);
        if (earlier && earlier.user !== userKey(email)) {
          throw new ApiError(409, `The payment ${order.paymentId} belongs to another order.`);
        }
        if (earlier) {
          return { order: earlier.order, cart: (await readUser(tx, email)).cart, placed: false };
        }
        const user = await changeUser(tx, email, (draft) => {
          draft.cart = [];
        });
        await orders.add({ user: userKey(email), order });
        await tx.objectStore('events').add({ orderId: order._id });
        if (guard) guard.held = true;
        return { order, cart: user.cart, placed: true };
      });
    },
    async listOrders(email, page) {
      const user = userKey(email);
      const tx = (await connect()).transaction('orders');
      const byDate = tx.store.index('byUserAndDate');
      if (!page) {
        const records = await byDate.getAll(userRange(user));
        return { orders: records.reverse().map((record) => record.order), nextCursor: null };
      }
      if (page.cursor === undefined) {
        const newest = await newestOrders(byDate, userRange(user), page.limit + 1);
        if (newest) return pageOf(newest, page.limit);
      }
      let after: { key: number; createdAt: string } | undefined;
      if (page.cursor !== undefined) {
        const key = await tx.store.index('byId').getKey(page.cursor);
        const record = key === undefined ? undefined : await tx.store.get(key);
        if (key === undefined || record?.user !== user) return undefined;
        after = { key, createdAt: record.order.createdAt };
      }
      const orders: StoredOrder[] = [];
      for await (const cursor of byDate.iterate(userRange(user, after?.createdAt), 'prev')) {
        // Orders of the cursor's second that come before it in this direction were on the page.
        const seen = after && cursor.primaryKey >= after.key && cursor.key[1] === after.createdAt;
        if (seen) continue;
        orders.push(cursor.value.order);
        if (orders.length > page.limit) break;
      }
      return pageOf(orders, page.limit);
    },
    async findOrder(email, orderId) {
      const record = await (await connect()).getFromIndex('orders', 'byId', orderId);
      return record?.user === userKey(email) ? record.order : undefined;
    },
    changeOrder(orderId, change, owner, guard) {
      const stores: StoreName[] = guard
        ? ['orders', 'events', 'users', 'keys']
        : ['orders', 'events'];
      return write(stores, async (tx) => {
        if (guard && !(await guardHolds(tx, guard))) throw new GuardRefused();
        const orders = tx.objectStore('orders');
        const key = await orders.index('byId').getKey(orderId);
        const record = key === undefined ? undefined : await orders.get(key);
        if (key === undefined || !record) return undefined;
        if (owner !== undefined && record.user !== userKey(owner)) return undefined;
        const order = change(record.order);
        if (order === record.order) return { order, owner: record.user };
        await orders.put({ ...record, order }, key);
        await tx.objectStore('events').add({ orderId });
        if (guard) guard.held = true;
        return { order, owner: record.user };
      });
    },
    async kitchenOrdersJson(since) {
      const tx = (await connect()).transaction('orders');
      const byStatus = tx.store.index('byStatus');
      const byDate = tx.store.index('byDate');
      // Each record with its key: the order in which orders of one second were placed.
      const keyed = async (read: Promise<OrderRecord[]>, keys: Promise<number[]>) => {
        const [records, primaryKeys] = await Promise.all([read, keys]);
        return records.map((record, index) => ({ key: primaryKeys[index]!, order: record.order }));
      };
      const recent = IDBKeyRange.lowerBound(since);
      const found = await Promise.all([
        keyed(byDate.getAll(recent), byDate.getAllKeys(recent)),
        ...OPEN_STATUSES.map((status) =>
          keyed(byStatus.getAll(status), byStatus.getAllKeys(status)),
        ),
      ]);
      const orders = new Map(found.flat().map((entry) => [entry.key, entry]));
      return [...orders.values()]
        .sort((a, b) => a.order.createdAt.localeCompare(b.order.createdAt) || a.key - b.key)
        .map(({ order }) => JSON.stringify(order));
    },
    async orderEventsAfter(seq, limit) {
      const tx = (await connect()).transaction(['events', 'orders']);
      const after = IDBKeyRange.lowerBound(seq, true);
      const events = tx.objectStore('events');
      const [keys, values] = await Promise.all([
        events.getAllKeys(after, limit),
        events.getAll(after, limit),
      ]);
      const byId = tx.objectStore('orders').index('byId');
      const records = await Promise.all(values.map(({ orderId }) => byId.get(orderId)));
      // An order gone since (a reset) has nothing to tell.
      return records.flatMap((record, index) =>
        record ? [{ seq: keys[index]!, owner: record.user, order: record.order }] : [],
      );
    },
    async lastOrderEvent() {
      const cursor = await (
        await connect()
      )
        .transaction('events')
        .store.openKeyCursor(null, 'prev');
      return cursor?.key ?? 0;
    },
    async unansweredOrders(cutoff) {
      const index = (await connect()).transaction('orders').store.index('byStatus');
      const placed = await index.getAll('placed');
      return placed.filter(({ order }) => order.createdAt <= cutoff).map(({ order }) => order._id);
    },
    async menu() {
      await seededRevision();
      const { store } = (await connect()).transaction('menu');
      const [revision, dishes] = await Promise.all([revisionIn(store), dishesIn(store)]);
      return { revision, dishes };
    },
    menuRevision: seededRevision,
    async addDish(dish) {
      await seededRevision();
      return write(['menu'], async (tx) => {
        const dishes = await dishesIn(tx.objectStore('menu'));
        if (dishes.some((other) => other._id === dish._id)) return false;
        await saveMenu(tx, [...dishes, dish]);
        return true;
      });
    },
    async changeDish(productId, change) {
      await seededRevision();
      return write(['menu'], async (tx) => {
        const dishes = await dishesIn(tx.objectStore('menu'));
        const index = dishes.findIndex((dish) => dish._id === productId);
        if (index === -1) return undefined;
        const dish = change(dishes[index]!);
        await saveMenu(tx, dishes.with(index, dish));
        return dish;
      });
    },
    async listTodos() {
      return (await connect()).getAll('todos');
    },
    addTodo(todo) {
      return write(['todos'], async (tx) => {
        await tx.objectStore('todos').add(todo);
        return todoList(tx);
      });
    },
    deleteTodo(id) {
      return write(['todos'], async (tx) => {
        const todos = tx.objectStore('todos');
        const key = await todos.index('byId').getKey(id);
        if (key === undefined) return undefined;
        await todos.delete(key);
        return todoList(tx);
      });
    },
    clearTodos() {
      return write(['todos'], async (tx) => {
        await tx.objectStore('todos').clear();
        return [];
      });
    },
    reset() {
      return write(['users', 'orders', 'events', 'todos', 'keys', 'menu'], async (tx) => {
        const revision = await revisionIn(tx.objectStore('menu'));
        await Promise.all([
          tx.objectStore('users').clear(),
          tx.objectStore('orders').clear(),
          tx.objectStore('events').clear(),
          tx.objectStore('todos').clear(),
          tx.objectStore('keys').put(newSigningKey(), 'signing'),
        ]);
        await Promise.all([fill(tx, seedContents()), fillMenu(tx, revision)]);
      });
    },
  };
}
