import { openDB, type IDBPDatabase, type IDBPTransaction } from 'idb';
import { seedTodos } from '../../seed/todos';
import { demoStaff, seedUsers } from '../../seed/users';
import type { KeyValueStorage } from '../../../domain/keyValueStorage';
import {
  LEGACY_STORAGE_KEY,
  readLegacyDocument,
  SET_ASIDE_STORAGE_KEY,
  setAsideCount,
  type DbContents,
  type LegacyDocument,
} from './legacy';
import { newSigningKey } from '../../signingKey';
import { userKey, withLifecycle } from '../../db';
import { DB_NAME, DB_VERSION, type StoreName, type StoreSchema } from './schema';

export type Connection = IDBPDatabase<StoreSchema>;
export type WriteTransaction = IDBPTransaction<StoreSchema, StoreName[], 'readwrite'>;
export type Contents = Omit<DbContents, 'signingKey'>;

export const seedContents = (): Contents => ({
  users: seedUsers(),
  orders: new Map(),
  todos: seedTodos(),
});

/** Queues the writes of `contents`; a failed write aborts the transaction. */
export function fill(tx: WriteTransaction, { users, orders, todos }: Contents): Promise<unknown> {
  const writes: Promise<unknown>[] = users.map((user) =>
    tx.objectStore('users').put(user, userKey(user.email)),
  );
  for (const [email, list] of orders) {
    // Oldest first, so that the auto-incremented keys follow the order they were placed in.
    for (const order of list.toReversed()) {
      writes.push(tx.objectStore('orders').add({ user: userKey(email), order }));
    }
  }
  for (const todo of todos) writes.push(tx.objectStore('todos').add(todo));
  return Promise.all(writes);
}

/**
 * Opens the database. The first start creates it in an upgrade transaction, which no other tab
 * can run at the same time, and fills it from the localStorage document of the earlier version
 * (then removed) or from the seed.
 */
export async function open(legacyStorage: KeyValueStorage | undefined): Promise<Connection> {
  // A failed write aborts the upgrade, which rejects openDB with an AbortError: the first
  // failure says why (a full disk, say), and is what open rejects with.
  let upgradeFailure: unknown;
  let moved: LegacyDocument | undefined;
  const remember = (error: unknown) => {
    upgradeFailure ??= error;
  };
  const connection = await openDB<StoreSchema>(DB_NAME, DB_VERSION, {
    upgrade(db, oldVersion, _newVersion, tx) {
      tx.done.catch(remember);
      try {
        if (oldVersion < 1) moved = create(db, tx, legacyStorage, remember);
        // Version 2: orders by payment, which names one order (not unique in the index: a
        // database from before may hold two orders of one payment, and must still open).
        if (oldVersion < 2) tx.objectStore('orders').createIndex('byPaymentId', 'order.paymentId');
        if (oldVersion < 3) {
          db.createObjectStore('events', { autoIncrement: true });
          addLifecycle(tx, remember);
        }
        // Version 4: the menu (D42), filled from the seed at its first read (createDb), so that
        // the page that moves the earlier version's data does not carry the catalog.
        if (oldVersion < 4) db.createObjectStore('menu', { keyPath: 'key' });
      } catch (error) {
        remember(error);
        throw error;
      }
    },
  }).catch((error: unknown) => {
    throw upgradeFailure ?? error;
  });
  if (moved && setAsideCount(moved.setAside) > 0) {
    legacyStorage?.setItem(SET_ASIDE_STORAGE_KEY, JSON.stringify(moved.setAside));
    console.warn(
      `The store's data moved to IndexedDB, but for ${setAsideCount(moved.setAside)} records that could not be read: they are kept in localStorage under "${SET_ASIDE_STORAGE_KEY}".`,
    );
  }
  legacyStorage?.removeItem(LEGACY_STORAGE_KEY);
  return connection;
}

/**
 * Version 3: the stored lifecycle (D38). The kitchen's open orders and its day by index, and
 * each order stored before read as delivered (also those just moved from localStorage).
 */
function addLifecycle(
  tx: IDBPTransaction<StoreSchema, StoreName[], 'versionchange'>,
  onWriteFailed: (error: unknown) => void,
): void {
  const orders = tx.objectStore('orders');
  // A database from before has no staff member for 'Kitchen demo' (D40).
  const staff = demoStaff();
  tx.objectStore('users').put(staff, userKey(staff.email)).catch(onWriteFailed);
  orders.createIndex('byStatus', 'order.status');
  orders.createIndex('byDate', 'order.createdAt');
  const upgrade = async () => {
    for await (const cursor of orders.iterate()) {
      const order = withLifecycle(cursor.value.order);
      if (order !== cursor.value.order) await cursor.update({ ...cursor.value, order });
    }
  };
  upgrade().catch(onWriteFailed);
}

/**
 * Version 1: the stores, filled from the earlier version's document or from the seed. Returns
 * the document it moved, if any.
 */
function create(
  db: IDBPDatabase<StoreSchema>,
  tx: IDBPTransaction<StoreSchema, StoreName[], 'versionchange'>,
  legacyStorage: KeyValueStorage | undefined,
  onWriteFailed: (error: unknown) => void,
): LegacyDocument | undefined {
  const orders = db.createObjectStore('orders', { autoIncrement: true });
  orders.createIndex('byId', 'order._id', { unique: true });
  orders.createIndex('byUserAndDate', ['user', 'order.createdAt']);
  db.createObjectStore('todos', { autoIncrement: true }).createIndex('byId', '_id', {
    unique: true,
  });
  db.createObjectStore('users');
  db.createObjectStore('keys');
  const legacy = readLegacyDocument(legacyStorage);
  const moving: DbContents = legacy?.contents ?? seedContents();
  const { signingKey = newSigningKey(), ...contents } = moving;
  // The upgrade transaction can do all that a readwrite one can. A failed write aborts it.
  const writable = tx as unknown as WriteTransaction;
  fill(writable, contents).catch(onWriteFailed);
  writable.objectStore('keys').put(signingKey, 'signing').catch(onWriteFailed);
  return legacy;
}
