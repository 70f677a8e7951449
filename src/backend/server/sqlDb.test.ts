import { PGlite } from '@electric-sql/pglite';
import { afterAll, describe, expect, it } from 'vitest';
import { DEMO_ADDRESSES } from '../../domain/demoAddresses';
import { placedProgress, type OrderStatus } from '../../domain/orderLifecycle';
import { countedSql } from '../../testing/countedSql';
import {
  GuardRefused,
  withLifecycle,
  type Db,
  type LegacyOrder,
  type StoredOrder,
  type TokenGuard,
} from '../db';
import { parseJsonText } from '../jsonText';
import { moved } from '../orderMoves';
import { findProduct, seedMenu } from '../seed/catalog';
import { DEMO_STAFF_EMAIL, DEMO_USER_EMAIL } from '../seed/users';
import { createSqlDb, migrate } from './sqlDb';

// The server's database moves on by its migrations, keeping what it holds.

const database = await PGlite.create();
afterAll(() => database.close());

const NOW = '2026-11-02T09:00:00Z';

const legacyOrder: LegacyOrder = {
  _id: 'order-old',
  paymentId: 'pay_old',
  products: [],
  selectedAddress: { id: 'addr-1', ...DEMO_ADDRESSES[0]! },
  totalPrice: 600,
  createdAt: '2026-11-02T09:00:00Z',
};

it('a database from before the lifecycle keeps its orders, read as delivered, and gains the demo staff member and the menu (D38, D40, D42)', async () => {
  await migrate(database);
  // Back to version 1, as a server before the lifecycle left it: an order without a status.
  await database.exec(`
      delete from migrations where version > 1;
      drop index orders_by_status;
      drop index orders_by_date;
      drop table order_events;
      drop table dishes;
      drop table menu;
      delete from users where email = '${DEMO_STAFF_EMAIL}';
    `);
  await database.query(
    'insert into orders (id, email, payment_id, created_at, doc) values ($1, $2, $3, $4, $5)',
    [
      legacyOrder._id,
      'guest@example.com',
      legacyOrder.paymentId,
      legacyOrder.createdAt,
      legacyOrder,
    ],
  );

  await migrate(database);

  const db = createSqlDb(database);
  const upgraded = await db.findOrder('guest@example.com', 'order-old');
  expect(upgraded).toEqual(withLifecycle(legacyOrder));
  expect(upgraded).toMatchObject({
    status: 'delivered',
    paymentStatus: 'paid',
    deliverBy: '2026-11-02T09:30:00.000Z',
  });
  expect((await db.findUser(DEMO_STAFF_EMAIL))?.role).toBe('staff');
  // And the menu (D42), from the seed.
  expect((await db.menu()).dishes).toEqual(seedMenu());
  // Migrating again changes nothing.
  await migrate(database);
  expect(await db.findOrder('guest@example.com', 'order-old')).toEqual(upgraded);
}, 60_000);

describe('changes at once, each written only over what it read', () => {
  it('of one account: none is lost', async () => {
    await migrate(database);
    const db = createSqlDb(database);
    await db.reset();
    const before = (await db.findUser(DEMO_USER_EMAIL))!.lastName;

    await Promise.all(
      Array.from({ length: 10 }, () =>
        db.updateUser(DEMO_USER_EMAIL, (user) => {
          user.lastName += '!';
        }),
      ),
    );

    expect((await db.findUser(DEMO_USER_EMAIL))!.lastName).toBe(`${before}${'!'.repeat(10)}`);
  });

  it('of one account, each from the account as read before any of them: none is lost', async () => {
    const db = createSqlDb(database);
    await db.reset();
    const asRead = (await db.findUser(DEMO_USER_EMAIL))!;

    await Promise.all(
      Array.from({ length: 10 }, () =>
        db.updateUser(
          DEMO_USER_EMAIL,
          (user) => {
            user.lastName += '!';
          },
          asRead,
        ),
      ),
    );

    expect((await db.findUser(DEMO_USER_EMAIL))!.lastName).toBe(
      `${asRead.lastName}${'!'.repeat(10)}`,
    );
  });

  it('of one order: none is lost, and each is one event', async () => {
    const db = createSqlDb(database);
    await db.reset();
    const order = { ...withLifecycle(legacyOrder), _id: 'order-new', paymentId: 'pay_new' };
    await db.placeOrder(DEMO_USER_EMAIL, order);
    const firstEvent = await db.lastOrderEvent();

    await Promise.all(
      Array.from({ length: 10 }, () =>
        db.changeOrder(order._id, (stored) => ({ ...stored, totalPrice: stored.totalPrice + 1 })),
      ),
    );

    expect((await db.findOrder(DEMO_USER_EMAIL, order._id))!.totalPrice).toBe(
      order.totalPrice + 10,
    );
    expect(await db.lastOrderEvent()).toBe(firstEvent + 10);
  });
});

/** Two servers on one database, each counting its statements. */
async function twoServers() {
  await migrate(database);
  const [first, second] = [countedSql(database), countedSql(database)];
  const db = createSqlDb(first.sql);
  await db.reset();
  return { db, probe: first.probe, other: createSqlDb(second.sql) };
}

/** A guard for the demo user's token as it stands (D56), made afresh at each call. */
async function demoUserGuard(db: Db): Promise<() => TokenGuard> {
  const { user, signingKey } = await db.userAndSigningKey(DEMO_USER_EMAIL);
  return () => ({
    email: DEMO_USER_EMAIL,
    accountId: user!._id,
    tokenVersion: user!.tokenVersion ?? 0,
    signingKey,
    staff: false,
  });
}

it('a guarded change of a list is one statement, though another server changed the list since', async () => {
  const { db, probe, other } = await twoServers();
  const guarded = await demoUserGuard(db);
  const itemOf = (id: string) => ({ ...findProduct(id)!, createdAt: NOW, updatedAt: NOW });
  const [gelato, biryani] = [itemOf('prod-gelato'), itemOf('prod-biryani')];
  await other.changeList(DEMO_USER_EMAIL, { list: 'wishlist', add: gelato });

  const before = probe.statements;
  const guard = guarded();
  const changes = [
    await db.changeList(DEMO_USER_EMAIL, { list: 'wishlist', add: biryani }, guard),
    await db.changeList(DEMO_USER_EMAIL, { list: 'wishlist', add: biryani }, guarded()),
    await db.changeList(DEMO_USER_EMAIL, { list: 'wishlist', remove: 'prod-gelato' }, guarded()),
  ];

  expect(probe.statements - before).toBe(3);
  expect(guard.held).toBe(true);
  expect(changes).toEqual([
    { changed: true, items: [gelato, biryani] },
    { changed: false, items: [gelato, biryani] },
    { changed: true, items: [biryani] },
  ]);
  // A token ended since (a logout elsewhere) changes nothing.
  await other.updateUser(DEMO_USER_EMAIL, (account) => void (account.tokenVersion = 1));
  await expect(
    db.changeList(DEMO_USER_EMAIL, { list: 'wishlist', add: gelato }, guarded()),
  ).rejects.toBeInstanceOf(GuardRefused);
  expect((await db.findUser(DEMO_USER_EMAIL))!.wishlist).toEqual([biryani]);
});

it("a guarded step of a cart line's quantity is one statement, and stops at 99", async () => {
  const { db, probe, other } = await twoServers();
  const guarded = await demoUserGuard(db);
  const line = { ...findProduct('prod-biryani')!, createdAt: NOW, updatedAt: NOW, qty: 98 };
  await other.updateUser(DEMO_USER_EMAIL, (account) => void (account.cart = [line]));
  const step = (by: 1 | -1, at: string) =>
    db.changeList(DEMO_USER_EMAIL, { list: 'cart', step: { _id: line._id, by, at } }, guarded());

  const before = probe.statements;
  const changes = [await step(1, '2026-11-02T09:01:00Z'), await step(1, '2026-11-02T09:02:00Z')];
  const absent = await db.changeList(
    DEMO_USER_EMAIL,
    { list: 'cart', step: { _id: 'prod-gelato', by: -1, at: NOW } },
    guarded(),
  );

  expect(probe.statements - before).toBe(3);
  const at99 = { ...line, qty: 99, updatedAt: '2026-11-02T09:01:00Z' };
  expect([...changes, absent]).toEqual([
    { changed: true, items: [at99] },
    { changed: false, items: [at99] },
    { changed: false, items: [at99] },
  ]);
});

it('a guarded change of an address is one statement, and one of an address not there changes nothing', async () => {
  const { db, probe, other } = await twoServers();
  const guarded = await demoUserGuard(db);
  const [home, office] = DEMO_ADDRESSES.map((address, index) => ({ id: `a${index}`, ...address }));
  await other.updateUser(DEMO_USER_EMAIL, (account) => void (account.addresses = [home!]));

  const before = probe.statements;
  const changes = [
    await db.changeList(DEMO_USER_EMAIL, { list: 'addresses', add: office! }, guarded()),
    await db.changeList(
      DEMO_USER_EMAIL,
      { list: 'addresses', replace: { ...office!, id: 'a9' } },
      guarded(),
    ),
    await db.changeList(DEMO_USER_EMAIL, { list: 'addresses', remove: 'a0' }, guarded()),
  ];

  expect(probe.statements - before).toBe(3);
  expect(changes).toEqual([
    { changed: true, items: [home, office] },
    { changed: false, items: [home, office] },
    { changed: true, items: [office] },
  ]);
});

describe('a change of an order starts from the order as this server last saw it', () => {
  const placed = () => ({
    ...withLifecycle(legacyOrder),
    ...placedProgress('2026-11-02T09:00:00.000Z'),
    _id: `order-${crypto.randomUUID()}`,
    paymentId: `pay_${crypto.randomUUID()}`,
  });
  const move =
    (to: OrderStatus, by: 'kitchen' | 'shopper' = 'kitchen') =>
    (order: StoredOrder) =>
      moved(order, { to, by }, '2026-11-02T09:01:00.000Z');

  it('in one statement, when nobody changed it since', async () => {
    const { db, probe } = await twoServers();
    const order = placed();
    await db.placeOrder(DEMO_USER_EMAIL, order);

    const before = probe.statements;
    const changed = await db.changeOrder(order._id, move('preparing'));

    expect(probe.statements - before).toBe(1);
    expect(changed).toEqual({
      order: { ...changed!.order, status: 'preparing' },
      owner: DEMO_USER_EMAIL,
    });
    expect((await db.findOrder(DEMO_USER_EMAIL, order._id))!.status).toBe('preparing');
  });

  it('and from the order as stored, when another server moved it since: nothing is lost', async () => {
    const { db, other } = await twoServers();
    const order = placed();
    await db.placeOrder(DEMO_USER_EMAIL, order);
    await other.changeOrder(order._id, move('preparing'));

    // This server last saw it placed, where 'ready' is no move: the order as stored allows it.
    const changed = await db.changeOrder(order._id, move('ready'));

    expect(changed?.order.history.map(({ status }) => status)).toEqual([
      'placed',
      'preparing',
      'ready',
    ]);
    expect(await db.findOrder(DEMO_USER_EMAIL, order._id)).toEqual(changed?.order);
  });

  it('and from the order as its write found it, when another server changed it since: two statements', async () => {
    const { db, probe, other } = await twoServers();
    const order = placed();
    await db.placeOrder(DEMO_USER_EMAIL, order);
    const dearer = (stored: StoredOrder) => ({ ...stored, totalPrice: stored.totalPrice + 1 });
    await other.changeOrder(order._id, dearer);

    const before = probe.statements;
    const changed = await db.changeOrder(order._id, dearer);

    expect(probe.statements - before).toBe(2);
    expect(changed?.order.totalPrice).toBe(order.totalPrice + 2);
    expect(await db.findOrder(DEMO_USER_EMAIL, order._id)).toEqual(changed?.order);
  });

  it("and only while it is its owner's: a guest's order seen before is the new customer's", async () => {
    const { db, other } = await twoServers();
    const guest = {
      ...(await db.findUser(DEMO_USER_EMAIL))!,
      email: 'guest-1@example.com',
      guest: true as const,
    };
    await db.addUser(guest);
    const order = placed();
    await db.placeOrder(guest.email, order);
    await other.addCustomerFromGuest(guest.email, {
      ...guest,
      email: 'asha@example.com',
      guest: undefined,
    });

    expect(
      await db.changeOrder(order._id, move('cancelled', 'shopper'), guest.email),
    ).toBeUndefined();
    expect((await db.changeOrder(order._id, move('preparing')))?.owner).toBe('asha@example.com');
  });
});

it("the kitchen's board, read again, is the orders as stored, though another server changed one since", async () => {
  await migrate(database);
  const [db, other] = [createSqlDb(database), createSqlDb(database)];
  await db.reset();
  const orders = Array.from({ length: 3 }, (_, index) => ({
    ...withLifecycle(legacyOrder),
    ...placedProgress(`2026-11-02T09:0${index}:00.000Z`),
    _id: `order-board-${index}`,
    paymentId: `pay_board_${index}`,
  }));
  for (const order of orders) await db.placeOrder(DEMO_USER_EMAIL, order);
  const board = () => db.kitchenOrdersJson('2026-11-01T00:00:00Z');
  await board();

  await other.changeOrder(orders[1]!._id, (order) =>
    moved(order, { to: 'preparing', by: 'kitchen' }, '2026-11-02T09:05:00.000Z'),
  );

  const asStored = (await createSqlDb(database).kitchenOrdersJson('2026-11-01T00:00:00Z')).map(
    (json) => parseJsonText(json) as StoredOrder,
  );
  expect((await board()).map(parseJsonText)).toEqual(asStored);
  expect(asStored.map(({ status }: StoredOrder) => status)).toEqual([
    'placed',
    'preparing',
    'placed',
  ]);
});
