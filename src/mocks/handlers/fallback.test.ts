import { describe, it, vi } from 'vitest';
import { call, expectError, guestToken, startBackendForEachTest } from '../testSupport';

const { backend } = startBackendForEachTest();

describe('unknown routes', () => {
  it('an unknown /api route gets a JSON 404 naming the method and path', async () => {
    expectError(await call('GET', '/api/whatever?x=1'), 404, 'No API route for GET /api/whatever.');
  });

  it.each([
    ['PUT', '/api/products'],
    ['DELETE', '/api/products/prod-biryani'],
    ['GET', '/api/auth/login'],
    ['PATCH', '/api/user/cart'],
  ])('the wrong method %s on the known path %s gets the JSON 404', async (method, path) => {
    expectError(await call(method, path), 404, `No API route for ${method} ${path}.`);
  });
});

describe('broken requests', () => {
  it('a body that is not valid JSON gets 400', async () => {
    const reply = await call('POST', '/api/auth/signup', { rawBody: '{"email": ' });

    expectError(reply, 400, 'The request body is not valid JSON.');
  });

  it('a body that is not valid JSON on a user route gets 400', async () => {
    const reply = await call('POST', '/api/user/cart', { token: await guestToken(), rawBody: '{' });

    expectError(reply, 400, 'The request body is not valid JSON.');
  });

  it('an unexpected exception in a public route gets 500 and its message', async () => {
    vi.spyOn(backend().db, 'findUser').mockImplementation(() => {
      throw new Error('The database is unavailable.');
    });

    const reply = await call('POST', '/api/auth/guest');

    expectError(reply, 500, 'The database is unavailable.');
  });

  it('an unexpected exception in a user route gets 500 and its message', async () => {
    const token = await guestToken();
    vi.spyOn(backend().storage, 'setItem').mockImplementation(() => {
      throw new Error('The storage quota is exceeded.');
    });

    const reply = await call('POST', '/api/user/wishlist', {
      token,
      body: { product: { _id: 'prod-gelato' } },
    });

    expectError(reply, 500, 'The storage quota is exceeded.');
  });
});
