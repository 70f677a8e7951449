import { describe, expect, it } from 'vitest';
import { seedTodos } from '../seed/todos';
import { call, guestToken, signUp, startBackendForEachTest } from '../../testing/backendCalls';

startBackendForEachTest();

describe('reset', () => {
  it('resetting gets 200 and restores the seed: carts, todos and accounts', async () => {
    const token = await guestToken();
    await call('POST', '/api/user/cart', { token, body: { product: { _id: 'prod-gelato' } } });
    await call('DELETE', '/api/test-todos');
    const account = await signUp();

    const reply = await call('POST', '/api/reset');

    expect(reply.status).toBe(200);
    expect(reply.body).toEqual({ message: 'Demo data restored.' });
    expect((await call('GET', '/api/user/cart', { token: await guestToken() })).body).toEqual({
      cart: [],
    });
    expect((await call('GET', '/api/test-todos')).body).toEqual({ todos: seedTodos() });
    const login = await call('POST', '/api/auth/login', {
      body: { email: account.email, password: account.password },
    });
    expect(login.status).toBe(404);
  });

  it('every token from before the reset ends (a new signing key), the guest logs in again', async () => {
    const token = await guestToken();

    await call('POST', '/api/reset');

    expect((await call('GET', '/api/user/wishlist', { token })).status).toBe(401);
    expect((await call('GET', '/api/user/wishlist', { token: await guestToken() })).status).toBe(
      200,
    );
  });
});
