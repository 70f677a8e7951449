import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { HISTORY_LIMIT, MASKED } from '../../domain/requestHistory';
import { recordRequests, type RequestRecorder } from './requestHistory';
import { call, guestToken, startBackendForEachTest } from '../../testing/backendCalls';

const { backend } = startBackendForEachTest();

let recorder: RequestRecorder | undefined;
afterEach(() => recorder?.stop());

/** Records the backend's calls on a clock that moves 5 ms each time it is read. */
function record() {
  let now = 0;
  recorder = recordRequests(backend().server.events, {
    origin: 'http://localhost',
    clock: () => (now += 5),
  });
  return recorder;
}

/** The entries, once `count` calls have been recorded (a body is read after the reply). */
async function recorded(history: RequestRecorder, count: number) {
  await expect.poll(() => history.entries().length).toBe(count);
  return history.entries();
}

describe('recordRequests (History, from MSW life-cycle events)', () => {
  it('records a call with its method, path, status, time and size', async () => {
    const history = record();
    const reply = await call('GET', '/api/products');
    const [entry] = await recorded(history, 1);
    expect(entry).toEqual({
      id: expect.any(String),
      seq: 1,
      method: 'GET',
      endpoint: '/api/products',
      headers: [],
      status: 200,
      statusText: 'OK',
      durationMs: 5,
      sizeBytes: new TextEncoder().encode(reply.text).byteLength,
    });
  });

  it('keeps the headers and body as sent, to send them again', async () => {
    const history = record();
    const token = await guestToken();
    await call('POST', '/api/user/cart', { token, body: { product: { _id: 'prod-biryani' } } });
    const [entry] = await recorded(history, 2);
    expect(entry).toMatchObject({
      method: 'POST',
      endpoint: '/api/user/cart',
      status: 201,
      body: '{"product":{"_id":"prod-biryani"}}',
    });
    expect(entry!.headers).toEqual(
      expect.arrayContaining([
        ['authorization', token],
        ['content-type', 'application/json'],
      ]),
    );
  });

  it("never keeps a password: a login's is masked", async () => {
    const history = record();
    await call('POST', '/api/auth/login', {
      body: { email: 'a@b.co', password: crypto.randomUUID() },
    });
    const [entry] = await recorded(history, 1);
    expect(JSON.parse(entry!.body!)).toEqual({ email: 'a@b.co', password: MASKED });
  });

  it('lists the newest first, with the query and error statuses', async () => {
    const history = record();
    await call('GET', '/api/categories');
    await call('GET', '/api/user/orders?limit=10');
    await call('DELETE', '/api/test-todos/nope');
    const entries = await recorded(history, 3);
    expect(
      entries.map(({ method, endpoint, status }) => `${method} ${endpoint} ${status}`),
    ).toEqual([
      'DELETE /api/test-todos/nope 404',
      'GET /api/user/orders?limit=10 401',
      'GET /api/categories 200',
    ]);
  });

  it('leaves out what is not the API', async () => {
    const history = record();
    backend().server.use(
      http.get('http://localhost/images/dosa.svg', () => HttpResponse.text('<svg/>')),
    );
    await fetch('http://localhost/images/dosa.svg');
    await call('GET', '/api/categories');
    const entries = await recorded(history, 1);
    expect(entries[0]!.endpoint).toBe('/api/categories');
  });

  it(`keeps the newest ${HISTORY_LIMIT}`, async () => {
    const history = record();
    for (let i = 0; i < HISTORY_LIMIT + 2; i += 1) await call('GET', `/api/test-todos?n=${i}`);
    const entries = await recorded(history, HISTORY_LIMIT);
    expect(entries[0]!.endpoint).toBe(`/api/test-todos?n=${HISTORY_LIMIT + 1}`);
    expect(entries.at(-1)!.endpoint).toBe('/api/test-todos?n=2');
  });

  it('tells subscribers of each change; Clear history empties it', async () => {
    const history = record();
    const changes: number[] = [];
    const unsubscribe = history.subscribe(() => changes.push(history.entries().length));
    await call('GET', '/api/categories');
    await recorded(history, 1);
    history.clear();
    expect(history.entries()).toEqual([]);
    unsubscribe();
    await call('GET', '/api/categories');
    await recorded(history, 1);
    expect(changes).toEqual([1, 0]);
  });

  it('records nothing once stopped', async () => {
    const history = record();
    history.stop();
    await call('GET', '/api/categories');
    expect(history.entries()).toEqual([]);
  });
});
