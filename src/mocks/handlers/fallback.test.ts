import { describe, expect, it, vi } from 'vitest';
import { API_ROUTES } from '../../domain/apiRoutes';
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
  it.each(API_ROUTES.filter(({ method }) => method !== 'GET'))(
    'a body that is not valid JSON on $method $path gets 400',
    async ({ method, path }) => {
      const reply = await call(method, path.replace(/:\w+/g, 'prod-biryani'), {
        token: await guestToken(),
        rawBody: '{',
      });

      expectError(reply, 400, 'The request body is not valid JSON.');
    },
  );

  it('an unexpected exception in a public route gets 500 and its message', async () => {
    vi.spyOn(backend().db, 'findUser').mockImplementation(() => {
      throw new Error('The database is unavailable.');
    });

    const reply = await call('POST', '/api/auth/guest');

    expectError(reply, 500, 'The database is unavailable.');
  });

  it('a change the storage cannot take gets 500 and its message, and leaves the data as it was', async () => {
    const token = await guestToken();
    const write = vi.spyOn(backend().storage, 'setItem').mockImplementation(() => {
      throw new Error('The storage quota is exceeded.');
    });

    const reply = await call('POST', '/api/user/wishlist', {
      token,
      body: { product: { _id: 'prod-gelato' } },
    });
    write.mockRestore();

    expectError(reply, 500, 'The storage quota is exceeded.');
    expect((await call('GET', '/api/user/wishlist', { token })).body).toEqual({ wishlist: [] });
  });
});
