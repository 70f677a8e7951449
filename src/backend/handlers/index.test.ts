import { describe, expect, it } from 'vitest';
import { API_ROUTES } from '../../domain/api/routes';
import { createDb } from '../browser/indexedDb';
import {
  call,
  guestToken,
  startBackendForEachTest,
  type ErrorBody,
} from '../../testing/backendCalls';
import { createHandlers } from '.';

startBackendForEachTest();

const FALLBACK_MESSAGE = /^No API route for /;

const samplePath = (path: string) => path.replace(/:\w+/g, 'prod-biryani');

describe('API_ROUTES', () => {
  it.each(API_ROUTES)('$method $path is answered by its own handler', async ({ method, path }) => {
    const reply = await call<Partial<ErrorBody>>(method, samplePath(path), {
      token: await guestToken(),
      body: method === 'POST' ? {} : undefined,
    });

    expect(reply.body.errors?.[0] ?? '').not.toMatch(FALLBACK_MESSAGE);
  });

  it.each(API_ROUTES)('$method $path needs a token exactly when auth is $auth', async (route) => {
    const reply = await call(route.method, samplePath(route.path));

    expect(reply.status === 401).toBe(route.auth);
  });

  it('holds every route of every module in domain/api/routes', () => {
    const modules = import.meta.glob<Record<string, unknown>>('../../domain/api/routes/*.ts', {
      eager: true,
    });
    const exported = Object.values(modules).flatMap((module) => Object.values(module));

    expect(exported).toHaveLength(API_ROUTES.length);
    expect(API_ROUTES).toEqual(expect.arrayContaining(exported));
  });

  it('lists exactly the routes the handlers answer', () => {
    const { controlLayer, malformed, fallback, ...resources } = createHandlers(createDb());
    const handled = Object.values(resources)
      .flat()
      .map(({ info }) => `${info.method} ${String(info.path).replace(/^\*/, '')}`);

    expect(handled.sort()).toEqual(
      API_ROUTES.map(({ method, path }) => `${method} ${path}`).sort(),
    );
    expect([controlLayer.length, malformed.length, fallback.length]).toEqual([1, 1, 1]);
  });

  it('the handler groups are named by resource, between the control layer, the malformed-path guard and the fallback', () => {
    expect(Object.keys(createHandlers(createDb()))).toEqual([
      'controlLayer',
      'malformed',
      'auth',
      'catalog',
      'cart',
      'wishlist',
      'addresses',
      'payments',
      'orders',
      'kitchen',
      'menu',
      'todos',
      'admin',
      'controls',
      'fallback',
    ]);
  });
});
