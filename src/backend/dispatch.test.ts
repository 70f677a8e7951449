import 'fake-indexeddb/auto';
import { getResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { ROUTES } from '../domain/api/routes';
import { createDb } from './browser/indexedDb';
import { createDispatch } from './dispatch';
import { createHandlers, everyHandler } from './handlers';

const handlers = everyHandler(createHandlers(createDb()));
const dispatch = createDispatch(handlers);

const answer = async (reply: Response | undefined) =>
  reply && { status: reply.status, body: await reply.text() };

/** Each route's path with its parameters filled in, and ways of writing it MSW reads the same. */
const variantsOf = (path: string) => {
  const filled = path.replace(/:\w+/g, 'prod-biryani');
  return [
    filled,
    filled.toUpperCase(),
    `${filled}/`,
    filled.replace('/api/', '/api//'),
    `${filled}x`,
    // Parameters as written, decoded.
    path.replace(/:\w+/g, 'Prod%20Biryani'),
    path.replace(/:\w+/g, 'prod%2Dbiryani'),
  ];
};
const ODD_PATHS = [
  '/api/',
  '/api',
  '/api/%',
  '/api/user/cart/%E0%A4',
  '/api/products?sort=x',
  '/api/*',
];

describe('createDispatch', () => {
  it("answers every route's calls, unauthenticated or with a bad body, as MSW's getResponse does", async () => {
    const calls = Object.values(ROUTES).flatMap(({ method, path }) =>
      // A body that is not JSON: refused before any handler changes anything.
      variantsOf(path).map((variant) => ({ method, path: variant })),
    );
    for (const { method, path } of [
      ...calls,
      ...ODD_PATHS.flatMap((path) => ['GET', 'POST', 'PUT'].map((method) => ({ method, path }))),
    ]) {
      const request = () =>
        new Request(`http://localhost${path}`, {
          method,
          ...(method !== 'GET' && { body: '{', headers: { 'content-type': 'application/json' } }),
        });
      const expected = await answer(await getResponse(handlers, request()));
      expect({ method, path, ...(await answer(await dispatch(request()))) }).toEqual({
        method,
        path,
        ...expected,
      });
    }
  });
});
