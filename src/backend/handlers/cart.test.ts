import { describe, expect, it, vi } from 'vitest';
import type { CartItem } from '../../domain/types';
import { call, expectError, guestToken, startBackendForEachTest } from '../../testing/backendCalls';

startBackendForEachTest();

type CartBody = { cart: CartItem[] };

async function cartWithBiryani(): Promise<string> {
  const token = await guestToken();
  await call('POST', '/api/user/cart', { token, body: { product: { _id: 'prod-biryani' } } });
  return token;
}

const changeQuantity = (token: string, type: unknown, productId = 'prod-biryani') =>
  call<CartBody>('POST', `/api/user/cart/${productId}`, { token, body: { action: { type } } });

describe('cart quantities', () => {
  it('incrementing gets 200, qty 2 and a refreshed updatedAt', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2025-03-01T10:00:00.250Z'));
    const token = await cartWithBiryani();
    vi.setSystemTime(new Date('2025-03-01T10:05:00.750Z'));

    const reply = await changeQuantity(token, 'increment');

    expect(reply.status).toBe(200);
    expect(reply.body.cart).toEqual([
      expect.objectContaining({
        _id: 'prod-biryani',
        qty: 2,
        createdAt: '2025-03-01T10:00:00Z',
        updatedAt: '2025-03-01T10:05:00Z',
      }),
    ]);
  });

  it('decrementing gets 200 and one less', async () => {
    const token = await cartWithBiryani();
    await changeQuantity(token, 'increment');

    const reply = await changeQuantity(token, 'decrement');

    expect(reply.status).toBe(200);
    expect(reply.body.cart[0]?.qty).toBe(1);
  });

  it('decrementing at qty 1 keeps qty 1', async () => {
    const token = await cartWithBiryani();

    const reply = await changeQuantity(token, 'decrement');

    expect(reply.status).toBe(200);
    expect(reply.body.cart[0]?.qty).toBe(1);
  });

  it('changing the quantity of a product that is not in the cart gets 404', async () => {
    const reply = await changeQuantity(await cartWithBiryani(), 'increment', 'prod-gelato');

    expectError(reply, 404, 'The product "prod-gelato" is not in the cart.');
  });

  it('two tabs stepping the same line at once: both steps count', async () => {
    const token = await cartWithBiryani();

    const replies = await Promise.all([
      changeQuantity(token, 'increment'),
      changeQuantity(token, 'increment'),
    ]);

    expect(replies.map((reply) => reply.status)).toEqual([200, 200]);
    const { body } = await call<CartBody>('GET', '/api/user/cart', { token });
    expect(body.cart.map(({ _id, qty }) => [_id, qty])).toEqual([['prod-biryani', 3]]);
  });

  it('a step while another dish is added at once: both land', async () => {
    const token = await cartWithBiryani();

    const replies = await Promise.all([
      changeQuantity(token, 'increment'),
      call('POST', '/api/user/cart', { token, body: { product: { _id: 'prod-gelato' } } }),
    ]);

    expect(replies.map((reply) => reply.status)).toEqual([200, 201]);
    const { body } = await call<CartBody>('GET', '/api/user/cart', { token });
    expect(body.cart.map(({ _id, qty }) => [_id, qty])).toEqual([
      ['prod-biryani', 2],
      ['prod-gelato', 1],
    ]);
  });

  it.each([undefined, '', 'double', 1])('the action type %j gets 400', async (type) => {
    const reply = await changeQuantity(await cartWithBiryani(), type);

    expectError(reply, 400, "action.type must be 'increment' or 'decrement'");
  });

  it('a body without an action gets 400', async () => {
    const token = await cartWithBiryani();

    const reply = await call('POST', '/api/user/cart/prod-biryani', { token, body: {} });

    expectError(reply, 400, "action.type must be 'increment' or 'decrement'");
  });
});
