import { describe, expect, it, vi } from 'vitest';
import { INVALID_TOKEN } from '../../domain/apiError';
import { STAFF_ONLY } from '../../domain/kitchenErrors';
import { NO_ANSWER_REASON, orderNumber } from '../../domain/orderLifecycle';
import type { Order } from '../../domain/types';
import { createPasswords } from '../passwords';
import { DEMO_STAFF_EMAIL, newAccount } from '../seed/users';
import {
  call,
  expectError,
  guestToken,
  guestWithCart,
  kitchenToken,
  orderBody,
  payForCart,
  placedOrder,
  signUp,
  startBackendForEachTest,
} from '../../testing/backendCalls';

const { backend } = startBackendForEachTest();

type OrderBody = { order: Order };
type OrderList = { orders: Order[] };

const move = (token: string, orderId: string, body: unknown) =>
  call<OrderBody>('POST', `/api/kitchen/orders/${orderId}/status`, { token, body });
const kitchenOrders = async (token: string) =>
  (await call<OrderList>('GET', '/api/kitchen/orders', { token })).body.orders;
const shopperOrder = async (token: string, orderId: string) =>
  (await call<OrderBody>('GET', `/api/user/orders/${orderId}`, { token })).body.order;
const cancel = (token: string, orderId: string) =>
  call<OrderBody>('POST', `/api/user/orders/${orderId}/cancel`, { token });

const KITCHEN_ROUTES: [string, string][] = [
  ['GET', '/api/kitchen/orders'],
  ['POST', '/api/kitchen/orders/any/status'],
  ['POST', '/api/kitchen/orders/any/refund'],
];

describe('kitchen staff (D40)', () => {
  it.each(KITCHEN_ROUTES)('%s %s answers 401 without a token', async (method, path) => {
    expectError(await call(method, path), 401, INVALID_TOKEN);
  });

  it.each(KITCHEN_ROUTES)("%s %s answers 403 to a shopper's token", async (method, path) => {
    const token = await guestToken();
    expectError(await call(method, path, { token, body: { status: 'ready' } }), 403, STAFF_ONLY);
  });

  it("the board, read as a known token is checked, is never sent to a shopper's or an ended one", async () => {
    const token = await kitchenToken();
    const shopper = await guestToken();
    expect((await call('GET', '/api/kitchen/orders', { token })).status).toBe(200);
    expect((await call('GET', '/api/user/cart', { token: shopper })).status).toBe(200);

    for (const path of ['/api/kitchen/orders', '/api/kitchen/orders?since=yesterday']) {
      expectError(await call('GET', path, { token: shopper }), 403, STAFF_ONLY);
    }
    await call('POST', '/api/auth/logout', { token });
    expectError(await call('GET', '/api/kitchen/orders', { token }), 401, INVALID_TOKEN);
  });

  it("'Kitchen demo' signs in the seeded staff member, whose token reads the board", async () => {
    const token = await kitchenToken();

    expect((await call('GET', '/api/kitchen/orders', { token })).status).toBe(200);
  });

  it('staff sign in with their password on the kitchen route; a shopper there gets 403', async () => {
    const password = crypto.randomUUID();
    const staff = newAccount({
      firstName: 'Ravi',
      lastName: 'Cook',
      email: 'ravi@kitchen.example',
      passwordHash: await createPasswords().hash(password),
    });
    await backend().db.addUser({ ...staff, role: 'staff' });
    const shopper = await signUp('shopper@example.com');

    const signedIn = await call<{ encodedToken: string }>('POST', '/api/kitchen/login', {
      body: { email: 'Ravi@Kitchen.example', password },
    });
    expect(signedIn.status).toBe(200);
    expect(
      (await call('GET', '/api/kitchen/orders', { token: signedIn.body.encodedToken })).status,
    ).toBe(200);
    expectError(
      await call('POST', '/api/kitchen/login', {
        body: { email: shopper.email, password: shopper.password },
      }),
      403,
      STAFF_ONLY,
    );
  });

  it('signing up can never make staff, whatever the body says', async () => {
    const reply = await call<{ encodedToken: string }>('POST', '/api/auth/signup', {
      body: { email: 'sly@example.com', password: 'a long secret', role: 'staff' },
    });

    expectError(
      await call('GET', '/api/kitchen/orders', { token: reply.body.encodedToken }),
      403,
      STAFF_ONLY,
    );
  });

  it('the demo staff member cannot sign in with a password: it has none', async () => {
    const reply = await call('POST', '/api/kitchen/login', {
      body: { email: 'kitchen@example.com', password: 'anything at all' },
    });

    expect(reply.status).toBe(401);
  });
});

describe('the order lifecycle (D38)', () => {
  it("a placed order is on the kitchen's board, waiting, paid, with its placing in its history", async () => {
    const { order } = await placedOrder();

    const [listed] = await kitchenOrders(await kitchenToken());

    expect(listed).toEqual(order);
    expect(order).toMatchObject({
      status: 'placed',
      paymentStatus: 'paid',
      history: [{ status: 'placed', at: order.createdAt, by: 'shopper' }],
    });
  });

  it('accepting with 20 minutes moves the promise to 20 + 15 minutes from now; the shopper sees it', async () => {
    const { token, order } = await placedOrder();
    const kitchen = await kitchenToken();

    const accepted = await move(kitchen, order._id, { status: 'preparing', prepMinutes: 20 });

    expect(accepted.status).toBe(200);
    const { at } = accepted.body.order.history.at(-1)!;
    expect(accepted.body.order).toMatchObject({
      status: 'preparing',
      deliverBy: new Date(Date.parse(at) + 35 * 60_000).toISOString(),
    });
    expect(accepted.body.order.history.at(-1)).toEqual({
      status: 'preparing',
      at,
      by: 'kitchen',
      staff: 'Asha',
      prepMinutes: 20,
    });
    expect(await shopperOrder(token, order._id)).toEqual(accepted.body.order);
  });

  it('each step follows the one before, and the history keeps every one', async () => {
    const { order } = await placedOrder();
    const kitchen = await kitchenToken();

    for (const body of [
      { status: 'preparing', prepMinutes: 15 },
      { status: 'ready' },
      { status: 'on-the-way' },
      { status: 'delivered' },
    ]) {
      expect((await move(kitchen, order._id, body)).status).toBe(200);
    }

    const [delivered] = await kitchenOrders(kitchen);
    expect(delivered!.status).toBe('delivered');
    expect(delivered!.paymentStatus).toBe('paid');
    expect(delivered!.history.map((change) => change.status)).toEqual([
      'placed',
      'preparing',
      'ready',
      'on-the-way',
      'delivered',
    ]);
  });

  it.each([
    ['ready', 'is waiting for the kitchen; it cannot be marked ready.'],
    ['on-the-way', 'is waiting for the kitchen; it cannot be sent out for delivery.'],
    ['delivered', 'is waiting for the kitchen; it cannot be marked delivered.'],
  ])('a placed order cannot skip to %s: 409', async (status, says) => {
    const { order } = await placedOrder();

    expectError(
      await move(await kitchenToken(), order._id, { status }),
      409,
      `Order ${orderNumber(order._id)} ${says}`,
    );
  });

  it('no order moves backwards', async () => {
    const { order } = await placedOrder();
    const kitchen = await kitchenToken();
    await move(kitchen, order._id, { status: 'preparing', prepMinutes: 15 });
    await move(kitchen, order._id, { status: 'ready' });

    expectError(
      await move(kitchen, order._id, { status: 'preparing', prepMinutes: 15 }),
      409,
      `Order ${orderNumber(order._id)} is ready; it cannot be accepted.`,
    );
    expect((await kitchenOrders(kitchen))[0]!.status).toBe('ready');
  });

  it('rejecting with a reason refunds the order in full; the shopper sees both', async () => {
    const { token, order } = await placedOrder();

    const rejected = await move(await kitchenToken(), order._id, {
      status: 'rejected',
      reason: '  Out of an ingredient ',
    });

    expect(rejected.status).toBe(200);
    const seen = await shopperOrder(token, order._id);
    expect(seen).toMatchObject({ status: 'rejected', paymentStatus: 'refunded' });
    expect(seen.history.at(-1)).toMatchObject({ by: 'kitchen', reason: 'Out of an ingredient' });
  });

  it('an unknown order is a 404', async () => {
    expectError(
      await move(await kitchenToken(), 'no-such-order', { status: 'ready' }),
      404,
      'The order "no-such-order" does not exist.',
    );
  });

  it.each([
    [{}, "status must be one of 'preparing', 'rejected', 'ready', 'on-the-way', 'delivered'"],
    [
      { status: 'cancelled' },
      "status must be one of 'preparing', 'rejected', 'ready', 'on-the-way', 'delivered'",
    ],
    [{ status: 'preparing' }, 'prepMinutes must be a whole number from 5 to 90'],
    [{ status: 'preparing', prepMinutes: 4 }, 'prepMinutes must be a whole number from 5 to 90'],
    [{ status: 'preparing', prepMinutes: 91 }, 'prepMinutes must be a whole number from 5 to 90'],
    [{ status: 'preparing', prepMinutes: 20.5 }, 'prepMinutes must be a whole number from 5 to 90'],
    [{ status: 'preparing', prepMinutes: '20' }, 'prepMinutes must be a whole number from 5 to 90'],
    [
      { status: 'preparing', prepMinutes: 1e308 },
      'prepMinutes must be a whole number from 5 to 90',
    ],
    [{ status: 'rejected' }, 'reason is required'],
    [{ status: 'rejected', reason: '   ' }, 'reason is required'],
    [{ status: 'rejected', reason: 7 }, 'reason must be text'],
    [{ status: 'rejected', reason: 'x'.repeat(201) }, 'reason must be at most 200 characters'],
  ])('a move of %j is a 400 that names the field', async (body, message) => {
    const { order } = await placedOrder();

    expectError(await move(await kitchenToken(), order._id, body), 400, message);
  });

  it('since must be a date and time', async () => {
    expectError(
      await call('GET', '/api/kitchen/orders?since=yesterday', { token: await kitchenToken() }),
      400,
      'since must be a date and time (ISO 8601)',
    );
  });

  it("the board holds the open orders and the day's others; an older finished one is gone", async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.parse('2026-12-04T12:00:00Z'));
    const open = await placedOrder();
    const finished = await placedOrder();
    const kitchen = await kitchenToken();
    await move(kitchen, finished.order._id, { status: 'rejected', reason: 'Closed' });
    await move(kitchen, open.order._id, { status: 'preparing', prepMinutes: 90 });
    vi.setSystemTime(Date.parse('2026-12-05T10:00:00Z'));
    const today = await placedOrder();

    const since = encodeURIComponent('2026-12-05T00:00:00+05:30');
    const board = await call<OrderList>('GET', `/api/kitchen/orders?since=${since}`, {
      token: await kitchenToken(),
    });

    expect(board.status, board.text).toBe(200);
    expect(board.body.orders.map((order) => order._id)).toEqual([open.order._id, today.order._id]);
  });
});

describe('the shopper cancels (D38)', () => {
  it('while the order is placed: cancelled and refunded', async () => {
    const { token, order } = await placedOrder();

    const reply = await cancel(token, order._id);

    expect(reply.status).toBe(200);
    expect(reply.body.order).toMatchObject({ status: 'cancelled', paymentStatus: 'refunded' });
    expect(reply.body.order.history.at(-1)).toMatchObject({ status: 'cancelled', by: 'shopper' });
    expect((await kitchenOrders(await kitchenToken()))[0]!.status).toBe('cancelled');
  });

  it('once the kitchen accepted it: 409, saying so', async () => {
    const { token, order } = await placedOrder();
    await move(await kitchenToken(), order._id, { status: 'preparing', prepMinutes: 10 });

    expectError(
      await cancel(token, order._id),
      409,
      `Order ${orderNumber(order._id)} was accepted by the kitchen; it cannot be cancelled.`,
    );
  });

  it("another shopper's order is a 404, and stays as it was", async () => {
    const { order } = await placedOrder();
    const stranger = await signUp('stranger@example.com');

    expectError(
      await cancel(stranger.token, order._id),
      404,
      `The order "${order._id}" does not exist.`,
    );
    expect((await kitchenOrders(await kitchenToken()))[0]!.status).toBe('placed');
  });
});

describe('two changes at once: exactly one wins (D38)', () => {
  it("the shopper's cancel and the kitchen's accept", async () => {
    const { token, order } = await placedOrder();
    const kitchen = await kitchenToken();

    const replies = await Promise.all([
      cancel(token, order._id),
      move(kitchen, order._id, { status: 'preparing', prepMinutes: 20 }),
    ]);

    expect(replies.map((reply) => reply.status).sort()).toEqual([200, 409]);
    const [stored] = await kitchenOrders(kitchen);
    expect(stored!.history).toHaveLength(2);
    expect(stored!.paymentStatus).toBe(stored!.status === 'cancelled' ? 'refunded' : 'paid');
  });

  it('two kitchen tabs accepting the same order', async () => {
    const { order } = await placedOrder();
    const kitchen = await kitchenToken();

    const replies = await Promise.all([
      move(kitchen, order._id, { status: 'preparing', prepMinutes: 20 }),
      move(kitchen, order._id, { status: 'preparing', prepMinutes: 30 }),
    ]);

    expect(replies.map((reply) => reply.status).sort()).toEqual([200, 409]);
    const winner = replies.find((reply) => reply.status === 200)!.body.order;
    expect((await kitchenOrders(kitchen))[0]).toEqual(winner);
  });
});

describe('nobody answers in time (D38)', () => {
  const placedAt = Date.parse('2026-12-05T12:00:00Z');

  it('after 10 minutes the backend rejects the order, with the reason, and refunds it', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(placedAt);
    const { token, order } = await placedOrder();

    vi.setSystemTime(placedAt + 10 * 60_000 - 1000);
    expect((await shopperOrder(token, order._id)).status).toBe('placed');

    vi.setSystemTime(placedAt + 10 * 60_000);
    const seen = await shopperOrder(token, order._id);
    expect(seen).toMatchObject({ status: 'rejected', paymentStatus: 'refunded' });
    expect(seen.history.at(-1)).toEqual({
      status: 'rejected',
      at: '2026-12-05T12:10:00Z',
      by: 'backend',
      reason: NO_ANSWER_REASON,
    });
    expectError(
      await move(await kitchenToken(), order._id, { status: 'preparing', prepMinutes: 20 }),
      409,
      `Order ${orderNumber(order._id)} was rejected: nobody answered in time; it cannot be accepted.`,
    );
  });

  it("moving the backend's clock on 10 minutes rejects it at once, as a test would see it", async () => {
    const { token, order } = await placedOrder();

    const moved = await call<{ now: string }>('POST', '/api/clock', { body: { minutes: 10 } });

    expect(moved.status).toBe(200);
    expect((await shopperOrder(token, order._id)).status).toBe('rejected');
  });

  it.each([0, 1441, 2.5, '10'])('a clock move of %j minutes is a 400', async (minutes) => {
    expectError(
      await call('POST', '/api/clock', { body: { minutes } }),
      400,
      'minutes must be a whole number from 1 to 1440',
    );
  });

  it('an order accepted in time is not touched', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(placedAt);
    const { token, order } = await placedOrder();
    await move(await kitchenToken(), order._id, { status: 'preparing', prepMinutes: 20 });

    vi.setSystemTime(placedAt + 60 * 60_000);

    expect((await shopperOrder(token, order._id)).status).toBe('preparing');
  });
});

describe('a move or an order checks its token in its own write (D56)', () => {
  it.each([
    [
      'that ended (a logout)',
      (token: string) => call('POST', '/api/auth/logout', { token }),
      401,
      INVALID_TOKEN,
    ],
    [
      'of a staff member who is staff no longer',
      () => backend().db.updateUser(DEMO_STAFF_EMAIL, (account) => void delete account.role),
      403,
      STAFF_ONLY,
    ],
    [
      'signed with a key since replaced (a reset)',
      () => call('POST', '/api/reset'),
      401,
      INVALID_TOKEN,
    ],
  ])('a staff token %s, accepted before, moves nothing', async (_case, end, status, message) => {
    const kitchen = await kitchenToken();
    expect((await call('GET', '/api/kitchen/orders', { token: kitchen })).status).toBe(200);

    await end(kitchen);
    const { token: shopper, order } = await placedOrder();

    expectError(
      await move(kitchen, order._id, { status: 'preparing', prepMinutes: 20 }),
      status,
      message,
    );
    expect((await shopperOrder(shopper, order._id)).status).toBe('placed');
  });

  it("a shopper's token that ended since it was last accepted places no order", async () => {
    const { token, email, cart } = await guestWithCart();
    const [payment] = await payForCart(token);

    await call('POST', '/api/auth/logout', { token });

    expectError(
      await call('POST', '/api/user/orders', { token, body: orderBody(payment!, cart, 600) }),
      401,
      INVALID_TOKEN,
    );
    expect((await backend().db.listOrders(email))!.orders).toEqual([]);
  });
});
