import { setupServer } from 'msw/node';
import { describe, expect, it } from 'vitest';
import { CONTROL_REPLIES, type ActiveControl } from '../../domain/backendControls';
import { deferred } from '../../testing/deferred';
import { createMemoryControlsStore } from '../browser/controls';
import { createDb } from '../browser/indexedDb';
import {
  call,
  expectError,
  freshIndexedDb,
  startBackendForEachTest,
} from '../../testing/backendCalls';
import { MALFORMED_PATH } from './fallback';
import { createHandlers, everyHandler } from '.';

const { backend } = startBackendForEachTest();

type ControlsBody = { controls: ActiveControl[] };

const turnOn = (route: string, reply: string, delayMs = 0) =>
  call<ControlsBody>('POST', '/api/backend-controls', {
    body: { control: { route, reply, delayMs } },
  });

const forced = (status: number, route: string) =>
  `This ${status} was forced by the backend controls (${route}).`;

describe('the backend controls routes', () => {
  it('none are on at first', async () => {
    const reply = await call('GET', '/api/backend-controls');

    expect(reply.status).toBe(200);
    expect(reply.body).toEqual({ controls: [] });
  });

  it('turning one on gets 201 and the list with its id; listing shows it', async () => {
    const reply = await turnOn('GET /api/products/:productId', '404', 1500);

    const expected = {
      controls: [
        {
          id: 'get-api-products-productid',
          route: 'GET /api/products/:productId',
          reply: '404',
          delayMs: 1500,
        },
      ],
    };
    expect(reply.status).toBe(201);
    expect(reply.body).toEqual(expected);
    expect((await call('GET', '/api/backend-controls')).body).toEqual(expected);
  });

  it('a route has one control: a new one takes its place, another route adds a line', async () => {
    await turnOn('GET /api/products', '503');
    await turnOn('All routes', 'Normal', 2000);

    const reply = await turnOn('GET /api/products', 'Offline', 100);

    expect(reply.body.controls.map(({ route, reply }) => `${route}: ${reply}`)).toEqual([
      'GET /api/products: Offline',
      'All routes: Normal',
    ]);
  });

  it.each([
    ['without a control', {}, 'control is required'],
    [
      'on a route the API does not have',
      { control: { route: 'GET /api/nowhere', reply: '503', delayMs: 0 } },
      'route must be "All routes" or a route of the API, such as "GET /api/products"',
    ],
    [
      "on the controls' own route",
      { control: { route: 'DELETE /api/backend-controls', reply: '503', delayMs: 0 } },
      'route must be "All routes" or a route of the API, such as "GET /api/products"',
    ],
    [
      'with a reply it does not offer',
      { control: { route: 'All routes', reply: '302', delayMs: 0 } },
      'reply must be one of Normal, 401, 404, 429, 500, 503, Offline',
    ],
    [
      'with a delay over 10 s',
      { control: { route: 'All routes', reply: 'Normal', delayMs: 10001 } },
      'delayMs must be a whole number from 0 to 10000',
    ],
    [
      'with a delay that is not a number',
      { control: { route: 'All routes', reply: 'Normal', delayMs: '100' } },
      'delayMs must be a whole number from 0 to 10000',
    ],
  ])(
    'turning one on %s gets 400 saying what is wrong, and changes nothing',
    async (_, body, message) => {
      expectError(await call('POST', '/api/backend-controls', { body }), 400, message);
      expect((await call('GET', '/api/backend-controls')).body).toEqual({ controls: [] });
    },
  );

  it('turning one off gets 200 and the list without it', async () => {
    await turnOn('GET /api/products', '503');
    await turnOn('All routes', 'Normal', 2000);

    const reply = await call<ControlsBody>('DELETE', '/api/backend-controls/get-api-products');

    expect(reply.status).toBe(200);
    expect(reply.body.controls.map(({ id }) => id)).toEqual(['all-routes']);
    expect((await call('GET', '/api/products')).status).toBe(200);
  });

  it('turning off a control that is not on gets 404', async () => {
    expectError(
      await call('DELETE', '/api/backend-controls/get-api-products'),
      404,
      'The control "get-api-products" does not exist.',
    );
  });

  it('turning all off gets 200 and an empty list', async () => {
    await turnOn('GET /api/products', '503');
    await turnOn('All routes', 'Offline');

    const reply = await call('DELETE', '/api/backend-controls');

    expect(reply.status).toBe(200);
    expect(reply.body).toEqual({ controls: [] });
    expect((await call('GET', '/api/products')).status).toBe(200);
  });

  it("'Reset demo data' leaves them on", async () => {
    await turnOn('GET /api/products', '503');

    expect((await call('POST', '/api/reset')).status).toBe(200);

    expect((await call<ControlsBody>('GET', '/api/backend-controls')).body.controls).toHaveLength(
      1,
    );
  });
});

describe('the layer in front of the routes', () => {
  it.each(CONTROL_REPLIES.filter((reply) => /^\d+$/.test(reply)))(
    "a forced %s has the API's error shape and says it was forced",
    async (reply) => {
      await turnOn('GET /api/products', reply);

      expectError(
        await call('GET', '/api/products'),
        Number(reply),
        forced(Number(reply), 'GET /api/products'),
      );
    },
  );

  it('acts on its route only: the method and every part of the path must match', async () => {
    await turnOn('GET /api/products/:productId', '500');
    await turnOn('POST /api/test-todos', '429');

    expectError(
      await call('GET', '/api/products/prod-biryani'),
      500,
      forced(500, 'GET /api/products/:productId'),
    );
    expect((await call('GET', '/api/products')).status).toBe(200);
    expect((await call('GET', '/api/test-todos')).status).toBe(200);
    expect((await call('GET', '/api/categories')).status).toBe(200);
  });

  it("'Normal' passes the request on to its route", async () => {
    await turnOn('GET /api/test-todos', 'Normal');

    const reply = await call<{ todos: unknown[] }>('GET', '/api/test-todos');

    expect(reply.status).toBe(200);
    expect(reply.body.todos).toHaveLength(3);
  });

  it("'Offline' is a network error: no reply at all", async () => {
    await turnOn('GET /api/categories', 'Offline');

    await expect(call('GET', '/api/categories')).rejects.toThrow(TypeError);
  });

  it("'All routes' acts on every route, unknown ones too; a route's own control wins over it", async () => {
    await turnOn('All routes', '503');
    await turnOn('GET /api/categories', 'Normal');

    expectError(await call('POST', '/api/auth/guest'), 503, forced(503, 'All routes'));
    expectError(await call('GET', '/api/nowhere'), 503, forced(503, 'All routes'));
    expect((await call('GET', '/api/categories')).status).toBe(200);
  });

  it("never acts on the controls' own routes, so they can always be turned off", async () => {
    await turnOn('All routes', 'Offline');

    expect((await call('GET', '/api/backend-controls')).status).toBe(200);
    expect((await turnOn('GET /api/products', '503')).status).toBe(201);
    expect((await call('DELETE', '/api/backend-controls/get-api-products')).status).toBe(200);
    expect((await call('DELETE', '/api/backend-controls')).status).toBe(200);
    expect((await call('GET', '/api/products')).status).toBe(200);
  });

  it('a broken percent-escape still gets the 400 under a control on a route with a parameter', async () => {
    await turnOn('GET /api/products/:productId', '503');

    expectError(await call('GET', '/api/products/%zz'), 400, MALFORMED_PATH);
  });
});

describe('the delay', () => {
  it('holds the reply until the delay is over, then replies as the control says', async () => {
    // A backend whose wait the test ends by hand, in place of this test's: no timer runs.
    backend().server.close();
    freshIndexedDb();
    const controls = createMemoryControlsStore();
    controls.write([{ route: 'GET /api/products', reply: '503', delayMs: 2000 }]);
    const delays: number[] = [];
    const waiting = deferred<void>();
    const over = deferred<void>();
    const wait = (ms: number) => {
      delays.push(ms);
      waiting.resolve();
      return over.promise;
    };
    const server = setupServer(...everyHandler(createHandlers(createDb(), { controls, wait })));
    server.listen({ onUnhandledRequest: 'error' });
    try {
      let replied = false;
      const reply = call('GET', '/api/products').finally(() => {
        replied = true;
      });

      await waiting.promise;
      expect(delays).toEqual([2000]);
      expect(replied).toBe(false);

      over.resolve();
      expectError(await reply, 503, forced(503, 'GET /api/products'));
    } finally {
      server.close();
    }
  });
});
