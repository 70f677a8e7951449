import { openDB } from 'idb';
import { seedMenu } from '../../seed/catalog';
import { base64url } from 'jose';
import { describe, expect, it, vi } from 'vitest';
import { DEMO_ADDRESSES } from '../../../domain/demoAddresses';
import type { CartItem } from '../../../domain/types';
import { findProduct } from '../../seed/catalog';
import { createMemoryStorage } from '../../../domain/keyValueStorage';
import { signToken } from '../../tokens';
import {
  call,
  expectError,
  failWrites,
  freshIndexedDb,
  guestToken,
  payForCart,
  signUp,
  startBackendForEachTest,
} from '../../../testing/backendCalls';
import { storageUnavailable } from '../../../domain/apiError';
import { withLifecycle, type LegacyOrder, type StoredOrder } from '../../db';
import { createDb, DB_NAME, LEGACY_STORAGE_KEY, STORAGE_FAILED } from '.';
import { SET_ASIDE_STORAGE_KEY } from './legacy';
import { fill, seedContents } from './open';
import type { StoreSchema } from './schema';

const { backend, reload } = startBackendForEachTest();

const USER_LISTS = ['cart', 'wishlist', 'addresses', 'orders'] as const;

describe('persistence', () => {
  it('after a reload a user keeps their cart, wishlist, addresses, orders and session', async () => {
    const { token } = await signUp();
    const addToCart = (_id: string) =>
      call('POST', '/api/user/cart', { token, body: { product: { _id } } });
    await addToCart('prod-lasagna');
    const addresses = await call<{ addresses: { id: string }[] }>('GET', '/api/user/addresses', {
      token,
    });
    const [payment] = await payForCart(token);
    await call('POST', '/api/user/orders', {
      token,
      body: {
        order: {
          payment,
          products: [{ _id: 'prod-lasagna', qty: 1 }],
          address: addresses.body.addresses[0],
          totalPrice: 420,
        },
      },
    });
    await addToCart('prod-tiramisu');
    await call('POST', '/api/user/wishlist', { token, body: { product: { _id: 'prod-gelato' } } });
    await call('POST', '/api/user/addresses', {
      token,
      body: { address: { ...addresses.body.addresses[0], id: undefined, name: 'Second Home' } },
    });
    const read = (list: string) => call('GET', `/api/user/${list}`, { token });
    const before = await Promise.all(USER_LISTS.map(read));

    reload();

    const after = await Promise.all(USER_LISTS.map(read));
    expect(after).toEqual(before);
    expect(after.map((reply) => reply.status)).toEqual([200, 200, 200, 200]);
    expect(before.map((reply) => (Object.values(reply.body)[0] as unknown[]).length)).toEqual([
      1, 1, 2, 1,
    ]);
  });

  it('after a reload a guest token still works, as the signing key is stored', async () => {
    const token = await guestToken();

    reload();

    expect((await call('GET', '/api/user/cart', { token })).status).toBe(200);
  });

  it('two tabs writing at the same moment keep each other’s changes', async () => {
    const firstTab = createDb();
    const secondTab = createDb();
    const addresses = (tab: typeof firstTab, name: string) =>
      Array.from({ length: 10 }, (_, index) =>
        tab.updateUser('guest@example.com', (user) => {
          user.addresses.push({ ...user.addresses[0]!, id: `${name}-${index}` });
        }),
      );

    await Promise.all([...addresses(firstTab, 'first'), ...addresses(secondTab, 'second')]);

    expect((await firstTab.findUser('guest@example.com'))!.addresses).toHaveLength(21);
    expect(await secondTab.signingKey()).toEqual(await firstTab.signingKey());
  });

  it('a change that throws is not kept, and nothing else of it either', async () => {
    const db = backend().db;
    const change = db.updateUser('guest@example.com', (user) => {
      user.cart = [];
      throw new Error('a rule of the route');
    });

    await expect(change).rejects.toThrow('a rule of the route');
    expect((await db.findUser('guest@example.com'))!.addresses).toHaveLength(1);
  });

  it('a new database gets a random 256-bit signing key and keeps it', async () => {
    const first = await backend().db.signingKey();

    expect(first).toHaveLength(32);
    expect(await reload().db.signingKey()).toEqual(first);
    freshIndexedDb();
    expect(await createDb().signingKey()).not.toEqual(first);
  });

  it('reset restores the seed and replaces the signing key in one transaction', async () => {
    await signUp();
    await call('DELETE', '/api/test-todos');
    const key = await backend().db.signingKey();

    await backend().db.reset();

    expect(await backend().db.listTodos()).toHaveLength(3);
    expect(await backend().db.findUser('new.shopper@example.com')).toBeUndefined();
    const newKey = await reload().db.signingKey();
    expect(newKey).toHaveLength(32);
    expect(newKey).not.toEqual(key);
  });
});

describe('the signing key', () => {
  it.each([
    ['missing', undefined],
    ['shorter than 32 bytes', new Uint8Array(8)],
    ['not bytes', 'a key'],
  ])('a key that is %s is replaced by a new one, kept from then on', async (_case, stored) => {
    const db = createDb();
    await db.findUser('guest@example.com'); // creates the database
    const connection = await openDB(DB_NAME);
    if (stored === undefined) await connection.delete('keys', 'signing');
    else await connection.put('keys', stored, 'signing');
    connection.close();

    const key = await db.signingKey();

    expect(key).toHaveLength(32);
    expect(await createDb().signingKey()).toEqual(key);
  });

  it('a failed read is tried again on the next call, not kept', async () => {
    const db = createDb();
    await db.findUser('guest@example.com');
    const get = vi.spyOn(IDBObjectStore.prototype, 'get').mockImplementationOnce(() => {
      throw new DOMException('Interrupted.', 'UnknownError');
    });
    await expect(db.signingKey()).rejects.toThrow('Interrupted.');
    get.mockRestore();
    expect(await db.signingKey()).toHaveLength(32);
  });
});

describe('a write that fails (a full disk, a quota)', () => {
  it.each([
    ['POST', '/api/user/cart', { product: { _id: 'prod-gelato' } }],
    ['POST', '/api/user/wishlist', { product: { _id: 'prod-gelato' } }],
    ['POST', '/api/user/addresses', { address: DEMO_ADDRESSES[1] }],
    ['DELETE', '/api/user/addresses/addr-guest-home', undefined],
  ] as const)(
    '%s %s gets 507 with a plain message and changes nothing',
    async (method, path, body) => {
      const token = await guestToken();
      const lists = () =>
        Promise.all(
          ['cart', 'wishlist', 'addresses'].map((list) =>
            call('GET', `/api/user/${list}`, { token }),
          ),
        );
      const before = await lists();

      failWrites();
      const reply = await call(method, path, { token, body });
      vi.restoreAllMocks();

      expectError(reply, 507, STORAGE_FAILED);
      expect(await lists()).toEqual(before);
    },
  );

  it('a paid order that cannot be saved gets 507 and the cart stays as it was', async () => {
    const token = await guestToken();
    const { body } = await call<{ cart: CartItem[] }>('POST', '/api/user/cart', {
      token,
      body: { product: { _id: 'prod-gelato' } },
    });
    const address = (await backend().db.findUser('guest@example.com'))!.addresses[0];
    const [payment] = await payForCart(token);
    const order = { payment, products: body.cart, address, totalPrice: 200 };

    failWrites();
    const reply = await call('POST', '/api/user/orders', { token, body: { order } });
    vi.restoreAllMocks();

    expectError(reply, 507, STORAGE_FAILED);
    expect((await call('GET', '/api/user/cart', { token })).body).toEqual({ cart: body.cart });
    expect((await call('GET', '/api/user/orders', { token })).body).toEqual({ orders: [] });
  });

  it.each(['ConstraintError', 'TransactionInactiveError', 'UnknownError'])(
    'a %s is no full disk: 503 naming it, and nothing changes',
    async (failure) => {
      const token = await guestToken();
      failWrites(failure);
      const reply = await call('POST', '/api/user/cart', {
        token,
        body: { product: { _id: 'prod-gelato' } },
      });
      vi.restoreAllMocks();

      expectError(reply, 503, storageUnavailable(failure));
      expect((await call('GET', '/api/user/cart', { token })).body).toEqual({ cart: [] });
    },
  );

  it('sign-up, the test todos and reset get 507 too', async () => {
    failWrites();

    const replies = await Promise.all([
      call('POST', '/api/auth/signup', {
        body: { email: 'full@example.com', password: crypto.randomUUID() },
      }),
      call('POST', '/api/test-todos', { body: { todo: { title: 'Full' } } }),
      call('DELETE', '/api/test-todos'),
      call('POST', '/api/reset'),
    ]);
    vi.restoreAllMocks();

    expect(replies.map((reply) => reply.status)).toEqual([507, 507, 507, 507]);
    expect(await backend().db.listTodos()).toHaveLength(3);
    expect(await backend().db.findUser('full@example.com')).toBeUndefined();
  });
});

describe('moving from the localStorage document of the earlier version', () => {
  const order = (paymentId: string, createdAt: string): LegacyOrder => ({
    _id: `order-${paymentId}`,
    paymentId,
    products: [],
    selectedAddress: { id: 'addr-1', ...DEMO_ADDRESSES[0]! },
    totalPrice: 100,
    createdAt,
  });

  /** A dish as the earlier version stored it in a list. */
  const listed = (id: string) => ({
    ...findProduct(id)!,
    createdAt: '2025-01-01T00:00:00Z',
    updatedAt: '2025-01-01T00:00:00Z',
  });

  function legacyDocument() {
    return {
      signingKey: 'AAECAwQFBgcICQoLDA0ODxAREhMUFRYXGBkaGxwdHh8',
      users: [
        {
          _id: 'user-asha',
          firstName: 'Asha',
          lastName: 'Rao',
          email: 'Asha@Example.com',
          passwordHash: 'pbkdf2-sha256$10000$c2FsdA$aGFzaA',
          createdAt: '2025-01-01T00:00:00Z',
          updatedAt: '2025-01-01T00:00:00Z',
          cart: [{ ...listed('prod-gelato'), qty: 2 }],
          wishlist: [listed('prod-biryani')],
          addresses: [order('x', '2025-01-01T00:00:00Z').selectedAddress],
          // Newest first, two in the same second.
          orders: [
            order('third', '2025-03-01T10:00:00Z'),
            order('second', '2025-03-01T10:00:00Z'),
            order('first', '2025-02-01T10:00:00Z'),
          ],
        },
      ],
      todos: [{ _id: 'todo-9', title: 'Kept', done: true }],
    };
  }

  it('moves every user, list, order, todo and the signing key, then removes the document', async () => {
    freshIndexedDb();
    const storage = createMemoryStorage();
    const document = legacyDocument();
    storage.setItem(LEGACY_STORAGE_KEY, JSON.stringify(document));

    const db = createDb({ legacyStorage: storage });

    const { orders, ...user } = document.users[0]!;
    expect(await db.findUser('asha@example.com')).toEqual(user);
    // Stored before the lifecycle (D38): each reads as delivered.
    const delivered = orders.map(withLifecycle);
    expect(delivered[0]).toMatchObject({ status: 'delivered', paymentStatus: 'paid' });
    expect((await db.listOrders('asha@example.com'))!.orders).toEqual(delivered);
    expect((await db.listOrders('asha@example.com', { limit: 1 }))!.orders).toEqual([delivered[0]]);
    expect(await db.listTodos()).toEqual(document.todos);
    expect(await db.signingKey()).toEqual(Uint8Array.from({ length: 32 }, (_, index) => index));
    expect(await db.findUser('guest@example.com')).toBeUndefined();
    expect(storage.getItem(LEGACY_STORAGE_KEY)).toBeNull();
  });

  it('a token signed before the move still works after it', async () => {
    const storage = createMemoryStorage();
    const document = legacyDocument();
    storage.setItem(LEGACY_STORAGE_KEY, JSON.stringify(document));
    const token = signToken(document.users[0]!, base64url.decode(document.signingKey));
    freshIndexedDb();

    reload(storage);

    expect((await call('GET', '/api/user/cart', { token })).body).toEqual({
      cart: document.users[0]!.cart,
    });
  });

  it('a document that cannot be read is dropped and the seed is used', async () => {
    freshIndexedDb();
    const storage = createMemoryStorage();
    storage.setItem(LEGACY_STORAGE_KEY, '{"users": [');

    const db = createDb({ legacyStorage: storage });

    expect((await db.findUser('guest@example.com'))?.firstName).toBe('Guest');
    expect(await db.listTodos()).toHaveLength(3);
    expect(storage.getItem(LEGACY_STORAGE_KEY)).toBeNull();
  });

  it('broken records are set aside under a backup key and reported; the rest moves', async () => {
    freshIndexedDb();
    const storage = createMemoryStorage();
    const document = legacyDocument();
    const [asha] = document.users;
    const brokenOrder = { _id: 'order-broken', paymentId: null };
    const secondAsha = { ...asha!, _id: 'user-asha-again', email: 'ASHA@example.com', orders: [] };
    const broken = {
      ...document,
      users: [
        null,
        { ...asha!, orders: [...asha!.orders, brokenOrder] },
        secondAsha,
        { email: 'no.fields@example.com' },
      ],
      todos: [...document.todos, { _id: 'todo-untitled', done: false }],
    };
    storage.setItem(LEGACY_STORAGE_KEY, JSON.stringify(broken));
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);

    const db = createDb({ legacyStorage: storage });

    expect((await db.findUser('asha@example.com'))?._id).toBe('user-asha');
    expect((await db.listOrders('asha@example.com'))!.orders).toEqual(
      asha!.orders.map(withLifecycle),
    );
    expect(await db.listTodos()).toEqual(document.todos);
    expect(JSON.parse(storage.getItem(SET_ASIDE_STORAGE_KEY)!)).toEqual({
      users: [null, secondAsha, { email: 'no.fields@example.com' }],
      orders: [brokenOrder],
      todos: [{ _id: 'todo-untitled', done: false }],
    });
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('5 records'));
    expect(storage.getItem(LEGACY_STORAGE_KEY)).toBeNull();
  });

  it.each([
    ['not base64url', '%%%'],
    ['shorter than 32 bytes', base64url.encode(new Uint8Array(16))],
    ['empty', ''],
  ])('a signing key that is %s is replaced, and logins work', async (_, signingKey) => {
    freshIndexedDb();
    const storage = createMemoryStorage();
    storage.setItem(LEGACY_STORAGE_KEY, JSON.stringify({ ...legacyDocument(), signingKey }));
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);

    reload(storage);

    expect(await backend().db.signingKey()).toHaveLength(32);
    const { token } = await signUp('after.move@example.com');
    expect((await call('GET', '/api/user/cart', { token })).status).toBe(200);
    expect(JSON.parse(storage.getItem(SET_ASIDE_STORAGE_KEY)!)).toMatchObject({ signingKey });
  });

  it('a database that exists already is kept, and a leftover document is removed', async () => {
    await call('DELETE', '/api/test-todos');
    const storage = createMemoryStorage();
    storage.setItem(LEGACY_STORAGE_KEY, JSON.stringify(legacyDocument()));

    const db = createDb({ legacyStorage: storage });

    expect(await db.listTodos()).toEqual([]);
    expect(storage.getItem(LEGACY_STORAGE_KEY)).toBeNull();
  });
});

describe('a database of version 1 (before orders were found by payment)', () => {
  const GUEST = 'guest@example.com';
  const orderOfPayment = (id: string): LegacyOrder => ({
    _id: id,
    paymentId: 'pay_twice',
    products: [],
    selectedAddress: { id: 'addr-1', ...DEMO_ADDRESSES[0]! },
    totalPrice: 100,
    createdAt: '2025-03-01T10:00:00Z',
  });

  /** The stores as version 1 made them, with two orders of one payment (the old defect). */
  async function createVersion1() {
    freshIndexedDb();
    const db = await openDB<StoreSchema>(DB_NAME, 1, {
      upgrade(v1) {
        const orders = v1.createObjectStore('orders', { autoIncrement: true });
        orders.createIndex('byId', 'order._id', { unique: true });
        orders.createIndex('byUserAndDate', ['user', 'order.createdAt']);
        v1.createObjectStore('todos', { autoIncrement: true }).createIndex('byId', '_id');
        v1.createObjectStore('users');
        v1.createObjectStore('keys');
      },
    });
    const tx = db.transaction(['users', 'orders', 'todos', 'keys'], 'readwrite');
    await fill(tx, seedContents());
    await tx.objectStore('keys').put(crypto.getRandomValues(new Uint8Array(32)), 'signing');
    for (const id of ['order-a', 'order-b'])
      // As version 1 stored it: without a status (D24).
      await tx.objectStore('orders').add({ user: GUEST, order: orderOfPayment(id) as StoredOrder });
    await tx.done;
    db.close();
  }

  it('opens with every order kept, and a payment saved again finds its order', async () => {
    await createVersion1();
    const db = createDb();

    expect((await db.listOrders(GUEST))?.orders.map((order) => order._id)).toEqual([
      'order-b',
      'order-a',
    ]);
    const again = await db.placeOrder(GUEST, withLifecycle(orderOfPayment('order-c')));
    expect(again).toMatchObject({ placed: false, order: { _id: 'order-a' } });
    expect(await db.listOrders(GUEST)).toMatchObject({ orders: [{}, {}] });
  });

  it("reads its orders as delivered, and has the kitchen's demo staff member (D38, D40)", async () => {
    await createVersion1();
    const db = createDb();

    const { orders } = (await db.listOrders(GUEST))!;
    expect(orders.map((order) => [order.status, order.paymentStatus])).toEqual([
      ['delivered', 'paid'],
      ['delivered', 'paid'],
    ]);
    expect((await db.findUser('kitchen@example.com'))?.role).toBe('staff');
    expect(await db.kitchenOrdersJson('2025-03-01T00:00:00Z')).toHaveLength(2);
    expect(await db.unansweredOrders('2030-01-01T00:00:00Z')).toEqual([]);
  });

  it('has the seed menu, which a reset restores at a later revision (D42)', async () => {
    await createVersion1();
    const db = createDb();

    const first = await db.menu();
    expect(first.dishes).toEqual(seedMenu());
    await db.changeDish('prod-biryani', (dish) => ({ ...dish, soldOut: true, version: 2 }));
    expect(await db.menuRevision()).toBe(first.revision + 1);
    await db.reset();
    expect(await db.menu()).toEqual({ revision: first.revision + 2, dishes: seedMenu() });
  });
});
