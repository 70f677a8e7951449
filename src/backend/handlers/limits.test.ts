import { describe, expect, it } from 'vitest';
import { DEMO_ADDRESSES } from '../../domain/demoAddresses';
import type { AddressInput, CartItem } from '../../domain/types';
import { call, expectError, guestToken, startBackendForEachTest } from '../../testing/backendCalls';

startBackendForEachTest();

const [home] = DEMO_ADDRESSES as [AddressInput];
const cartOf = async (token: string) =>
  (await call<{ cart: CartItem[] }>('GET', '/api/user/cart', { token })).body.cart;

/** An object `depth` levels deep: {"a":{"a":…1…}}. */
const nestedObject = (depth: number) => `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;

describe('bounded input (D29)', () => {
  it.each(['/api/auth/login', '/api/user/addresses', '/api/user/cart'])(
    'a body nested 5,000 deep gets 400 on %s, not a 500',
    async (path) => {
      const reply = await call('POST', path, {
        token: await guestToken(),
        rawBody: nestedObject(5_000),
      });

      expectError(reply, 400, 'The request body is nested more than 32 levels deep.');
    },
  );

  it('a body 32 levels deep is read as any other', async () => {
    const reply = await call('POST', '/api/user/cart', {
      token: await guestToken(),
      rawBody: nestedObject(32),
    });

    expectError(reply, 400, 'product is required');
  });

  it('a body over 1 MB gets 413, and nothing of it is stored', async () => {
    const token = await guestToken();
    const address = { ...home, addressText: 'x'.repeat(2 * 1024 * 1024) };

    const reply = await call('POST', '/api/user/addresses', { token, body: { address } });

    expectError(reply, 413, 'The request body is larger than 1 MB.');
    const { body } = await call<{ addresses: unknown[] }>('GET', '/api/user/addresses', { token });
    expect(body.addresses).toHaveLength(1);
  });

  it.each([
    ['addressText', 300],
    ['name', 100],
    ['city', 60],
  ])(
    'an address whose %s is over %i characters gets 400 naming the field',
    async (field, limit) => {
      const address = { ...home, [field]: 'x'.repeat(limit + 1) };

      const reply = await call('POST', '/api/user/addresses', {
        token: await guestToken(),
        body: { address },
      });

      expectError(reply, 400, `${field} must be at most ${limit} characters`);
    },
  );

  it.each([
    ['email', `${'x'.repeat(250)}@example.com`, 254],
    ['password', 'p'.repeat(129), 128],
    ['firstName', 'F'.repeat(51), 50],
  ])('a sign-up whose %s is too long gets 400 naming the field', async (field, value, limit) => {
    const body = {
      firstName: 'Long',
      lastName: 'Field',
      email: 'long.field@example.com',
      password: crypto.randomUUID(),
      [field]: value,
    };

    const reply = await call('POST', '/api/auth/signup', { body });

    expectError(reply, 400, `${field} must be at most ${limit} characters`);
  });

  it('a quantity over 99 in an order gets 400, a billion too', async () => {
    const token = await guestToken();
    for (const qty of [100, 1_000_000_000]) {
      const order = {
        payment: { id: 'payment', paymentId: `pay_${qty}`, signature: 'signature' },
        products: [{ _id: 'prod-biryani', qty }],
        address: home,
        totalPrice: 200 * qty + 100,
      };

      const reply = await call('POST', '/api/user/orders', { token, body: { order } });

      expectError(reply, 400, 'qty must be at most 99');
    }
    const { body } = await call<{ orders: unknown[] }>('GET', '/api/user/orders', { token });
    expect(body.orders).toEqual([]);
  });

  it('the cart stops at 99 of a dish: one more gets 400 and the cart stays', async () => {
    const token = await guestToken();
    await call('POST', '/api/user/cart', { token, body: { product: { _id: 'prod-biryani' } } });
    const increment = () =>
      call('POST', '/api/user/cart/prod-biryani', {
        token,
        body: { action: { type: 'increment' } },
      });
    for (let qty = 1; qty < 99; qty += 1) expect((await increment()).status).toBe(200);

    expectError(await increment(), 400, 'qty must be at most 99');
    expect((await cartOf(token)).map(({ _id, qty }) => [_id, qty])).toEqual([['prod-biryani', 99]]);
  });

  it.each([
    ['a path parameter', 'DELETE', '/api/user/addresses/%00', undefined, 'addressId'],
    ['a query parameter', 'GET', '/api/user/orders?page=%00', undefined, 'page'],
    [
      'a body field',
      'POST',
      '/api/user/addresses',
      { address: { ...home, city: 'A\u0000' } },
      'address.city',
    ],
  ])(
    '%s holding U+0000 gets 400 naming it, and nothing changes',
    async (_, method, path, body, field) => {
      const token = await guestToken();

      const reply = await call(method, path, { token, body });

      expectError(reply, 400, `${field} must not contain the character U+0000.`);
      const { body: after } = await call<{ addresses: unknown[] }>('GET', '/api/user/addresses', {
        token,
      });
      expect(after.addresses).toHaveLength(1);
    },
  );
});
