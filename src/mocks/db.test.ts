import { describe, expect, it, vi } from 'vitest';
import { createDb, DB_STORAGE_KEY } from './db';
import { createMemoryStorage } from './storage';
import { call, guestToken, signUp, startBackendForEachTest } from './testSupport';

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
    await call('POST', '/api/user/orders', {
      token,
      body: {
        order: {
          paymentId: 'pay_reload',
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

  it('every change is written to storage at once', async () => {
    await call('DELETE', '/api/test-todos');

    expect(createDb(backend().storage).listTodos()).toEqual([]);
  });

  it('two tabs over the same storage see and keep each other’s changes', () => {
    const storage = createMemoryStorage();
    const firstTab = createDb(storage);
    const secondTab = createDb(storage);

    firstTab.updateTodos((todos) => todos.splice(0, 1));
    secondTab.updateTodos((todos) => todos.splice(0, 1));
    secondTab.addUser({ ...firstTab.findUser('guest@example.com')!, email: 'tab@example.com' });

    expect(firstTab.listTodos()).toHaveLength(1);
    expect(firstTab.findUser('tab@example.com')).toBeDefined();
    expect(secondTab.signingKey).toEqual(firstTab.signingKey);
  });

  it('a change whose write fails is not kept', () => {
    const storage = createMemoryStorage();
    const db = createDb(storage);
    vi.spyOn(storage, 'setItem').mockImplementation(() => {
      throw new Error('The storage quota is exceeded.');
    });

    expect(() => db.updateTodos((todos) => todos.splice(0))).toThrow('quota');
    expect(() => db.reset()).toThrow('quota');
    expect(db.listTodos()).toHaveLength(3);
  });

  it('unparsable storage falls back to the seed', () => {
    const storage = createMemoryStorage();
    storage.setItem(DB_STORAGE_KEY, '{"users": [');

    const db = createDb(storage);

    expect(db.findUser('guest@example.com')?.firstName).toBe('Guest');
    expect(db.listTodos()).toHaveLength(3);
  });

  it('a new database gets a random 256-bit signing key and stores it', () => {
    const storage = createMemoryStorage();
    const first = createDb(storage);

    expect(first.signingKey).toHaveLength(32);
    expect(createDb(storage).signingKey).toEqual(first.signingKey);
    expect(createDb(createMemoryStorage()).signingKey).not.toEqual(first.signingKey);
  });

  it('reset restores the seed and keeps the signing key', () => {
    const storage = createMemoryStorage();
    const db = createDb(storage);
    db.updateTodos((todos) => todos.splice(0));

    db.reset();

    expect(db.listTodos()).toHaveLength(3);
    expect(createDb(storage).signingKey).toEqual(db.signingKey);
  });
});
