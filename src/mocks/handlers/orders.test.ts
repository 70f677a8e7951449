import { describe, expect, it } from 'vitest';
import { DEMO_ADDRESSES } from '../../domain/demoAddresses';
import type { Address, AddressInput, CartItem, Order } from '../../domain/types';
import { call, expectError, guestToken, TIMESTAMP, startBackendForEachTest } from '../testSupport';

startBackendForEachTest();

type PlacedBody = { order: Order; orders: Order[]; cart: CartItem[] };

const address: Address = { id: 'addr-guest-home', ...(DEMO_ADDRESSES[0] as AddressInput) };

/** The guest's cart: 2 x Biryani (200) + 1 x Gelato (100), so the total is 500 + 100 delivery. */
async function guestWithCart() {
  const token = await guestToken();
  for (const _id of ['prod-biryani', 'prod-gelato']) {
    await call('POST', '/api/user/cart', { token, body: { product: { _id } } });
  }
  const { body } = await call<{ cart: CartItem[] }>('POST', '/api/user/cart/prod-biryani', {
    token,
    body: { action: { type: 'increment' } },
  });
  const order = { paymentId: 'pay_test_001', products: body.cart, address, totalPrice: 600 };
  return { token, cart: body.cart, order };
}

const placeOrder = (token: string, order: unknown) =>
  call<PlacedBody>('POST', '/api/user/orders', { token, body: { order } });

describe('orders', () => {
  it('the demo user starts with no orders', async () => {
    const reply = await call('GET', '/api/user/orders', { token: await guestToken() });

    expect(reply.status).toBe(200);
    expect(reply.body).toEqual({ orders: [] });
  });

  it('placing an order gets 201, the order, the orders and an empty cart', async () => {
    const { token, cart, order } = await guestWithCart();

    const reply = await placeOrder(token, order);

    expect(reply.status).toBe(201);
    expect(reply.body.order).toEqual({
      _id: expect.any(String),
      paymentId: 'pay_test_001',
      products: cart.map((item) => ({
        ...item,
        createdAt: expect.stringMatching(TIMESTAMP),
        updatedAt: expect.stringMatching(TIMESTAMP),
      })),
      selectedAddress: order.address,
      totalPrice: 600,
      createdAt: expect.stringMatching(TIMESTAMP),
    });
    expect(reply.body.orders).toEqual([reply.body.order]);
    expect(reply.body.cart).toEqual([]);
    expect((await call('GET', '/api/user/cart', { token })).body).toEqual({ cart: [] });
  });

  it('the orders come newest first', async () => {
    const { token, order } = await guestWithCart();
    await placeOrder(token, order);
    await placeOrder(token, { ...order, paymentId: 'pay_test_002' });

    const reply = await call<{ orders: Order[] }>('GET', '/api/user/orders', { token });

    expect(reply.body.orders.map((placed) => placed.paymentId)).toEqual([
      'pay_test_002',
      'pay_test_001',
    ]);
  });

  it('an order for a typed-in address without an id stores it under a new id', async () => {
    const { token, order } = await guestWithCart();
    const typedAddress = { ...address, id: undefined };

    const reply = await placeOrder(token, { ...order, address: typedAddress });

    expect(reply.status).toBe(201);
    expect(reply.body.order.selectedAddress).toEqual({ ...address, id: expect.any(String) });
    expect(reply.body.order.selectedAddress.id).not.toBe(address.id);
  });

  it.each([599, 500, '600', undefined])(
    'a totalPrice of %j that does not match the items gets 400 and keeps the cart',
    async (totalPrice) => {
      const { token, cart, order } = await guestWithCart();

      const reply = await placeOrder(token, { ...order, totalPrice });

      expectError(reply, 400, 'totalPrice does not match the items');
      expect((await call('GET', '/api/user/cart', { token })).body).toEqual({ cart });
    },
  );

  it('placing without an order gets 400', async () => {
    expectError(await placeOrder(await guestToken(), undefined), 400, 'order is required');
  });

  it.each([
    ['no paymentId', { paymentId: ' ' }, 'paymentId is required'],
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
    const { token, order } = await guestWithCart();

    expectError(await placeOrder(token, { ...order, ...override }), 400, message);
  });
});
