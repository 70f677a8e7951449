import { SignJWT } from 'jose';
import { describe, expect, it, vi } from 'vitest';
import { API_ROUTES } from '../../domain/api/routes';
import { signToken } from '../tokens';
import {
  call,
  expectError,
  guestToken,
  guestWithCart,
  signUp,
  startBackendForEachTest,
} from '../../testing/backendCalls';

const { backend } = startBackendForEachTest();

const INVALID_TOKEN = 'The token is invalid. Unauthorized access error.';
const HOUR = 60 * 60 * 1000;

const protectedRoutes = API_ROUTES.filter((route) => route.auth).map(({ method, path }) => ({
  method,
  path: path.replace(/:\w+/g, 'prod-biryani'),
}));

describe.each(protectedRoutes)('authorization of $method $path', ({ method, path }) => {
  it('no token gets 401 and the spec message', async () => {
    expectError(await call(method, path), 401, INVALID_TOKEN);
  });

  it.each(['not-a-token', 'Bearer ', 'a.b.c'])('the malformed token %j gets 401', async (token) => {
    expectError(await call(method, path, { token }), 401, INVALID_TOKEN);
  });

  it('a token signed with another key gets 401', async () => {
    const otherKey = crypto.getRandomValues(new Uint8Array(32));
    const guest = (await backend().db.findUser('guest@example.com'))!;
    const token = signToken(guest, otherKey);

    expectError(await call(method, path, { token }), 401, INVALID_TOKEN);
  });

  it('a token older than 24 hours gets 401', async () => {
    const token = await guestToken();
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 24 * HOUR + 1000);

    expectError(await call(method, path, { token }), 401, INVALID_TOKEN);
  });

  it('a validly signed token of a user that no longer exists gets 404 and the spec message', async () => {
    const gone = { _id: crypto.randomUUID(), email: 'gone@example.com' };
    const token = signToken(gone, await backend().db.signingKey());

    expectError(
      await call(method, path, { token }),
      404,
      'The email you entered is not Registered. Not Found error',
    );
  });
});

describe('authorization header', () => {
  it.each([
    ['the raw token', (token: string) => token],
    ['Bearer <token>', (token: string) => `Bearer ${token}`],
    ['bearer <token>', (token: string) => `bearer ${token}`],
  ])('%s is accepted', async (_case, header) => {
    const reply = await call('GET', '/api/user/cart', { token: header(await guestToken()) });

    expect(reply.status).toBe(200);
  });

  it('a token 23 hours old still works', async () => {
    const token = await guestToken();
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 23 * HOUR);

    expect((await call('GET', '/api/user/cart', { token })).status).toBe(200);
  });

  it('a token of another account with the same email (its id differs) gets 404', async () => {
    const { token: newToken } = await signUp('again@example.com');
    const account = (await backend().db.findUser('again@example.com'))!;
    const token = signToken(
      { ...account, _id: crypto.randomUUID() },
      await backend().db.signingKey(),
    );
    await call('POST', '/api/user/cart', {
      token: newToken,
      body: { product: { _id: 'prod-gelato' } },
    });

    expectError(
      await call('GET', '/api/user/cart', { token }),
      404,
      'The email you entered is not Registered. Not Found error',
    );
  });

  it.each([
    ['after a reset (a new signing key)', () => call('POST', '/api/reset')],
    [
      'after a logout of the same account',
      (token: string) => call('POST', '/api/auth/logout', { token: token }),
    ],
  ])('a token from before gets 401: %s', async (_case, end) => {
    const { token, email, password } = await signUp();
    const login = await call<{ encodedToken: string }>('POST', '/api/auth/login', {
      body: { email, password },
    });
    const other = login.body.encodedToken;
    // Orders are read as a token accepted before is checked (D55): these two are such tokens.
    for (const used of [token, other]) {
      expect((await call('GET', '/api/user/orders', { token: used })).status).toBe(200);
    }

    await end(other);

    for (const path of ['/api/user/cart', '/api/user/orders', '/api/user/orders/any']) {
      expectError(await call('GET', path, { token }), 401, INVALID_TOKEN);
      expectError(await call('GET', path, { token: other }), 401, INVALID_TOKEN);
    }
    expect((await call('GET', '/api/user/cart', { token: await guestToken() })).status).toBe(200);
  });

  it("a validly signed token without the account's id (sub) gets 401", async () => {
    const token = await new SignJWT({ email: 'guest@example.com' })
      .setProtectedHeader({ alg: 'HS256' })
      .setExpirationTime('1h')
      .sign(await backend().db.signingKey());

    expectError(await call('GET', '/api/user/cart', { token }), 401, INVALID_TOKEN);
  });

  it('a validly signed token without an email gets 401', async () => {
    const token = await new SignJWT({ name: 'Guest' })
      .setProtectedHeader({ alg: 'HS256' })
      .setExpirationTime('1h')
      .sign(await backend().db.signingKey());

    expectError(await call('GET', '/api/user/cart', { token }), 401, INVALID_TOKEN);
  });
});

describe('a change of a list checks its token in its own write (D56)', () => {
  it("a shopper's token that ended since it was last accepted changes nothing", async () => {
    const { token, email } = await guestWithCart();
    const before = await backend().db.findUser(email);

    await call('POST', '/api/auth/logout', { token });

    for (const [method, path, body] of [
      ['POST', '/api/user/cart', { product: { _id: 'prod-palak-paneer' } }],
      ['POST', '/api/user/cart/prod-biryani', { action: { type: 'increment' } }],
      ['DELETE', '/api/user/cart/prod-biryani'],
      ['POST', '/api/user/wishlist', { product: { _id: 'prod-gelato' } }],
    ] as const) {
      expectError(await call(method, path, { token, body }), 401, INVALID_TOKEN);
    }
    const after = await backend().db.findUser(email);
    expect({ cart: after?.cart, wishlist: after?.wishlist }).toEqual({
      cart: before?.cart,
      wishlist: before?.wishlist,
    });
  });
});
