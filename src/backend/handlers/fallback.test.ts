import { describe, expect, it, vi } from 'vitest';
import { API_ROUTES } from '../../domain/api/routes';
import { call, expectError, guestToken, startBackendForEachTest } from '../../testing/backendCalls';
import { UNEXPECTED_ERROR } from '../http';
import { MALFORMED_PATH } from './fallback';

const { backend } = startBackendForEachTest();

describe('unknown routes', () => {
  it.each([
    '/api/%',
    '/api/user/cart/%E0%A4%A',
    '/api/products/%zz',
    '/api/%C0%AF',
    // A long run of good escapes whose last one is cut short.
    `/api/${'%F0%9F%8D%9B'.repeat(40)}%F0%9F%8`,
    `/api/user/cart/${'%F0%9F%8D%9B'.repeat(40)}%F0%9F%8`,
  ])('a path with a broken percent-escape (%s) gets a 400, not a 500', async (path) => {
    expectError(await call('DELETE', path), 400, MALFORMED_PATH);
  });

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

  it('an unexpected exception gets a 500 with a generic message: no stack, no internals', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.spyOn(backend().db, 'signingKey').mockRejectedValue(new Error('db.keys is undefined'));

    const reply = await call('POST', '/api/auth/guest');

    expectError(reply, 500, UNEXPECTED_ERROR);
    expect(reply.text).not.toMatch(/db\.keys|at |\.ts/);
    expect(logged).toHaveBeenCalledOnce();
  });
});
