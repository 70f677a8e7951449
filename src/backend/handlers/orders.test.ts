import { describe, expect, it, vi } from 'vitest';
import { DEMO_ADDRESSES } from '../../domain/demoAddresses';
import { SIGNED_PAYMENT_REQUIRED } from '../../domain/paymentErrors';
import type { Address, AddressInput, CartItem, Order, Payment, Quote } from '../../domain/types';
import { signPayment, TEST_PROVIDER_SECRET } from '../paymentGateway';
import {
  call,
  expectError,
  guestToken,
  guestWithCart,
  payForCart,
  signUp,
  TIMESTAMP,
  startBackendForEachTest,
  type SignedPayment,
} from '../../testing/backendCalls';

startBackendForEachTest();

type PlacedBody = { order: Order; cart: CartItem[] };
type PageBody = { orders: Order[]; nextCursor: string | null };
type OrderBody = { order: Order };

const address: Address = { id: 'addr-guest-home', ...(DEMO_ADDRESSES[0] as AddressInput) };

/**
 * The guest's cart, 2 x Biryani (200) + 1 x Gelato (100), so the total is 500 + 100 delivery,
 * and `count` payments of it: the order for each.
 */
async function guestWithPaidCart(count = 1) {
  const { token, email, cart } = await guestWithCart();
  const payments = await payForCart(token, count);
  const orderPaidWith = (payment: SignedPayment) => ({
    payment,
    products: cart.map(({ _id, qty }) => ({ _id, qty })),
    address,
    totalPrice: 600,
  });
  return {
    token,
    email,
    cart,
    order: orderPaidWith(payments[0]!),
    orders: payments.map(orderPaidWith),
  };
}

const placeOrder = (token: string, order: unknown) =>
  call<PlacedBody>('POST', '/api/user/orders', { token, body: { order } });

/**
 * A payment of the shopper's own cart that the test provider says has the payment id given:
 * a provider that reuses an id, the only way two accounts can bring one.
 */
async function paymentWithProviderId(token: string, paymentId: string): Promise<SignedPayment> {
  const { quote } = (await call<{ quote: Quote }>('GET', '/api/user/cart/quote', { token })).body;
  const { payment } = (
    await call<{ payment: Payment }>('POST', '/api/user/payments', {
      token,
      body: { quote: quote.id },
    })
  ).body;
  const signature = signPayment(TEST_PROVIDER_SECRET, payment.orderId, paymentId);
  return { id: payment.id, paymentId, signature };
}

describe('orders', () => {
  it('the demo user starts with no orders', async () => {
    const reply = await call('GET', '/api/user/orders', { token: await guestToken() });

    expect(reply.status).toBe(200);
    expect(reply.body).toEqual({ orders: [] });
  });

  it('placing an order gets 201, the order and an empty cart; the orders list it', async () => {
    const { token, cart, order } = await guestWithPaidCart();

    const reply = await placeOrder(token, order);

    expect(reply.status).toBe(201);
    expect(reply.body.order).toEqual({
      _id: expect.any(String),
      paymentId: order.payment.paymentId,
      products: cart.map((item) => ({
        ...item,
        createdAt: expect.stringMatching(TIMESTAMP),
        updatedAt: expect.stringMatching(TIMESTAMP),
      })),
      selectedAddress: order.address,
      totalPrice: 600,
      createdAt: expect.stringMatching(TIMESTAMP),
      status: 'placed',
      paymentStatus: 'paid',
      deliverBy: expect.any(String),
      history: [{ status: 'placed', at: reply.body.order.createdAt, by: 'shopper' }],
      revision: 1,
    });
    expect(Object.keys(reply.body)).toEqual(['order', 'cart']);
    expect(reply.body.cart).toEqual([]);
    expect((await call('GET', '/api/user/orders', { token })).body).toEqual({
      orders: [reply.body.order],
    });
    expect((await call('GET', '/api/user/cart', { token })).body).toEqual({ cart: [] });
  });

  it('the orders come newest first', async () => {
    const { token, orders } = await guestWithPaidCart(2);
    for (const order of orders) await placeOrder(token, order);

    const reply = await call<{ orders: Order[] }>('GET', '/api/user/orders', { token });

    expect(reply.body.orders.map((placed) => placed.paymentId)).toEqual(
      orders.map((order) => order.payment.paymentId).reverse(),
    );
  });

  describe('one payment, one order (D28)', () => {
    const storedOrders = async (token: string) =>
      (await call<{ orders: Order[] }>('GET', '/api/user/orders', { token })).body.orders;

    it('a payment saved again (its reply was lost) answers the order it made, 200, and stores nothing', async () => {
      const { token, order } = await guestWithPaidCart();
      const first = await placeOrder(token, order);
      // The shopper carries on before the page sends the unsaved payment again.
      await call('POST', '/api/user/cart', { token, body: { product: { _id: 'prod-gelato' } } });

      const again = await placeOrder(token, order);

      expect(again.status).toBe(200);
      expect(again.body.order).toEqual(first.body.order);
      expect(again.body.cart.map((item) => item._id)).toEqual(['prod-gelato']);
      expect(await storedOrders(token)).toEqual([first.body.order]);
    });

    it('two tabs saving one payment at the same moment make one order', async () => {
      const { token, order } = await guestWithPaidCart();

      const replies = await Promise.all([placeOrder(token, order), placeOrder(token, order)]);

      expect(replies.map((reply) => reply.status).sort()).toEqual([200, 201]);
      expect(replies[0].body.order._id).toBe(replies[1].body.order._id);
      expect(await storedOrders(token)).toHaveLength(1);
    });

    it("another account's payment is a 409, and its order stays that account's alone", async () => {
      const { token, order } = await guestWithPaidCart();
      await placeOrder(token, order);
      const { token: otherToken } = await signUp();
      await call('POST', '/api/user/cart', {
        token: otherToken,
        body: { product: { _id: 'prod-biryani' } },
      });
      const payment = await paymentWithProviderId(otherToken, order.payment.paymentId);

      const reply = await placeOrder(otherToken, {
        ...order,
        payment,
        products: [{ _id: 'prod-biryani', qty: 1 }],
        totalPrice: 300,
      });

      expectError(reply, 409, `The payment ${order.payment.paymentId} belongs to another order.`);
      expect(await storedOrders(otherToken)).toEqual([]);
      expect((await call('GET', '/api/user/cart', { token: otherToken })).body.cart).toHaveLength(
        1,
      );
    });
  });

  describe('a page at a time (D23)', () => {
    /** Places `count` orders; returns their payment ids, newest first. */
    async function placeOrders(count: number) {
      const { token, orders } = await guestWithPaidCart(count);
      for (const order of orders) await placeOrder(token, order);
      const paymentIds = orders.map((order) => order.payment.paymentId);
      return { token, paymentIds: paymentIds.reverse() };
    }
    const page = (token: string, query: string) =>
      call<PageBody>('GET', `/api/user/orders?${query}`, { token });
    const ids = (reply: { body: PageBody }) => reply.body.orders.map((order) => order.paymentId);

    it('limit gives the newest orders and a cursor to the next page, which ends with null', async () => {
      // All placed within a second or two: the order within one timestamp must hold too.
      const { token, paymentIds } = await placeOrders(5);

      const first = await page(token, 'limit=2');
      const second = await page(token, `limit=2&cursor=${first.body.nextCursor}`);
      const last = await page(token, `limit=2&cursor=${second.body.nextCursor}`);

      expect([ids(first), ids(second), ids(last)]).toEqual([
        paymentIds.slice(0, 2),
        paymentIds.slice(2, 4),
        paymentIds.slice(4),
      ]);
      expect(first.body.nextCursor).toBe(first.body.orders[1]!._id);
      expect(last.body.nextCursor).toBeNull();
    });

    it('a page that holds the last orders exactly has no next cursor', async () => {
      const { token } = await placeOrders(2);

      expect((await page(token, 'limit=2')).body.nextCursor).toBeNull();
    });

    it('a cursor alone pages by 20', async () => {
      const { token, paymentIds } = await placeOrders(2);
      const first = await page(token, 'limit=1');

      expect(ids(await page(token, `cursor=${first.body.nextCursor}`))).toEqual([paymentIds[1]]);
    });

    it.each(['limit=0', 'limit=101', 'limit=2.5', 'limit=ten', 'limit='])(
      '%s gets 400',
      async (query) => {
        const token = await guestToken();

        expectError(await page(token, query), 400, 'limit must be a whole number from 1 to 100');
      },
    );

    it("a cursor that names no order, or another user's, gets 400", async () => {
      const { token } = await placeOrders(2);
      const { body } = await page(token, 'limit=1');
      const stranger = await call<{ encodedToken: string }>('POST', '/api/auth/signup', {
        body: { email: 'stranger@example.com', password: crypto.randomUUID() },
      });

      for (const [who, cursor] of [
        [token, 'order-that-never-was'],
        [stranger.body.encodedToken, body.nextCursor!],
      ] as const) {
        expectError(
          await page(who, `limit=1&cursor=${cursor}`),
          400,
          'cursor does not name one of your orders',
        );
      }
    });
  });

  it('an order for a typed-in address without an id stores it under a new id', async () => {
    const { token, order } = await guestWithPaidCart();
    const typedAddress = { ...address, id: undefined };

    const reply = await placeOrder(token, { ...order, address: typedAddress });

    expect(reply.status).toBe(201);
    expect(reply.body.order.selectedAddress).toEqual({ ...address, id: expect.any(String) });
    expect(reply.body.order.selectedAddress.id).not.toBe(address.id);
  });

  it.each([599, 500, '600', undefined])(
    'a totalPrice of %j that does not match the items gets 400 and keeps the cart',
    async (totalPrice) => {
      const { token, cart, order } = await guestWithPaidCart();

      const reply = await placeOrder(token, { ...order, totalPrice });

      expectError(reply, 400, 'totalPrice does not match the items');
      expect((await call('GET', '/api/user/cart', { token })).body).toEqual({ cart });
    },
  );

  it('placing without an order gets 400', async () => {
    expectError(await placeOrder(await guestToken(), undefined), 400, 'order is required');
  });

  it.each([
    ['no payment', { payment: undefined }, SIGNED_PAYMENT_REQUIRED],
    ['a payment id alone', { payment: undefined, paymentId: 'pay_1' }, SIGNED_PAYMENT_REQUIRED],
    [
      'a blank payment id',
      { payment: { id: 'payment', paymentId: ' ', signature: 'signature' } },
      'paymentId is required',
    ],
    ['no products', { products: [] }, 'products must be a non-empty list'],
    [
      'an unknown product',
      { products: [{ _id: 'nope', qty: 1 }] },
      'products contains an unknown product: nope',
    ],
    [
      'a quantity of 0',
      { products: [{ _id: 'prod-gelato', qty: 0 }] },
      'qty must be a whole number of at least 1',
    ],
    [
      'a fractional quantity',
      { products: [{ _id: 'prod-gelato', qty: 1.5 }] },
      'qty must be a whole number of at least 1',
    ],
    ['no address', { address: undefined }, 'address is required'],
    [
      'an address with a bad phone',
      { address: { ...address, phone: '1' } },
      'phone must be 10 digits',
    ],
  ])('an order with %s gets 400 and says why', async (_case, override, message) => {
    const { token, order } = await guestWithPaidCart();

    expectError(await placeOrder(token, { ...order, ...override }), 400, message);
  });

  describe('the status is stored, not worked out from the clock (D38)', () => {
    const placedAt = Date.parse('2026-11-02T09:00:00Z');

    it('every reply says placed, promised in 30 minutes, until the kitchen moves it', async () => {
      vi.useFakeTimers({ toFake: ['Date'] });
      vi.setSystemTime(placedAt);
      const { token, order } = await guestWithPaidCart();
      const { _id } = (await placeOrder(token, order)).body.order;
      vi.setSystemTime(placedAt + 9 * 60_000);

      const all = await call<PageBody>('GET', '/api/user/orders', { token });
      const page = await call<PageBody>('GET', '/api/user/orders?limit=1', { token });
      const one = await call<OrderBody>('GET', `/api/user/orders/${_id}`, { token });

      const expected = {
        status: 'placed',
        paymentStatus: 'paid',
        deliverBy: '2026-11-02T09:30:00.000Z',
      };
      for (const seen of [all.body.orders[0], page.body.orders[0], one.body.order]) {
        expect(seen).toMatchObject(expected);
      }
    });
  });

  describe('one order by its id', () => {
    it('answers 200 and the order as the list has it', async () => {
      const { token, order } = await guestWithPaidCart();
      const placed = (await placeOrder(token, order)).body.order;

      const reply = await call<OrderBody>('GET', `/api/user/orders/${placed._id}`, { token });

      expect(reply.status).toBe(200);
      expect(reply.body).toEqual({ order: placed });
    });

    it('an unknown id gets 404', async () => {
      const reply = await call('GET', '/api/user/orders/order-that-never-was', {
        token: await guestToken(),
      });

      expectError(reply, 404, 'The order "order-that-never-was" does not exist.');
    });

    it("another user's order gets the same 404, as if it did not exist", async () => {
      const { token, order } = await guestWithPaidCart();
      const { _id } = (await placeOrder(token, order)).body.order;
      const stranger = await signUp('stranger@example.com');

      const reply = await call('GET', `/api/user/orders/${_id}`, { token: stranger.token });

      expectError(reply, 404, `The order "${_id}" does not exist.`);
      expect(reply.text).not.toContain(order.payment.paymentId);
    });

    it('needs a token', async () => {
      expectError(
        await call('GET', '/api/user/orders/any'),
        401,
        'The token is invalid. Unauthorized access error.',
      );
    });
  });
});
