import { PGlite } from '@electric-sql/pglite';
import { serve } from '@hono/node-server';
import { once } from 'node:events';
import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { HttpHandler } from 'msw';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createHandlers, everyHandler } from '../handlers';
import { anAddress, anAddressInput } from '../../testing/builders';
import { withLifecycle, type StoredOrder } from '../db';
import { moved } from '../orderMoves';
import { placedProgress } from '../../domain/orderLifecycle';
import { DEMO_USER_EMAIL } from '../seed/users';
import {
  ADMIN_ONLY,
  createServerApp,
  TOO_MANY_GUESTS,
  TOO_MANY_LOGINS,
  type ServerOptions,
} from './app';
import { initialiseDataDir } from './embeddedTemplate';
import { connectPostgres } from './postgres';
import {
  createSqlDb,
  migrate,
  ORDER_EVENTS_CHANNEL,
  ORDER_EVENTS_LOCK,
  type SqlDatabase,
} from './sqlDb';
import { readEvents } from '../../testing/eventReader';

// The shop's server (D31): the same handlers as the browser's backend, answering real HTTP
// requests, over PGlite on disk and, when `npm test` gives one (TEST_DATABASE_URL), PostgreSQL.

const distDir = mkdtempSync(join(tmpdir(), 'dist-'));
for (const page of ['index', 'shell', 'foodItems']) {
  writeFileSync(join(distDir, `${page}.html`), `<title>${page}</title>`);
}
// A hashed file of the build, with the brotli copy scripts/precompress.js makes of it.
const ASSET_SOURCE = `export const dishes = ${JSON.stringify('Biryani '.repeat(500))};`;
mkdirSync(join(distDir, 'assets'));
writeFileSync(join(distDir, 'assets', 'start-abc123.js'), ASSET_SOURCE);
writeFileSync(join(distDir, 'assets', 'start-abc123.js.br'), brotliCompressSync(ASSET_SOURCE));
// The Storybook published with the store (D48).
mkdirSync(join(distDir, 'storybook'));
writeFileSync(join(distDir, 'storybook', 'index.html'), '<title>Storybook</title>');

type Database = SqlDatabase & { close(): Promise<void> };
const dataDir = mkdtempSync(join(tmpdir(), 'shop-data-'));
await initialiseDataDir(dataDir);
const postgresUrl = process.env.TEST_DATABASE_URL;
const DATABASES: { name: string; open: () => Promise<Database> }[] = [
  { name: 'the embedded database', open: () => PGlite.create(dataDir) },
  ...(postgresUrl ? [{ name: 'PostgreSQL', open: async () => connectPostgres(postgresUrl) }] : []),
];

// One database at a time, back to the seed before each test.
let database: Database;
let openDatabase: () => Promise<Database>;
const logged: string[] = [];

async function start() {
  database = await openDatabase();
  await migrate(database);
  return appWith({ adminRoutes: true });
}

/** A server over this file's database, as `npm start` runs it with these settings. */
const appWith = (options: ServerOptions & { handlers?: HttpHandler[] } = {}) =>
  createServerApp({
    handlers: everyHandler(createHandlers(createSqlDb(database), { guestAccounts: 'own' })),
    distDir,
    log: (line) => logged.push(line),
    ...options,
  });

let app: Awaited<ReturnType<typeof start>>;
// Creating the database takes seconds, more on a busy machine.
const STARTUP_MS = 60_000;

/** What the tests read of the replies. */
interface Body {
  encodedToken: string;
  order: { _id: string };
  orders: { _id: string }[];
  nextCursor: string | null;
  cart: unknown[];
  wishlist: { _id: string }[];
  todos: { title: string }[];
  errors: string[];
  quote: { id: string };
  payment: { id: string; orderId: string; paymentId: string; signature: string };
}

async function send(
  method: string,
  path: string,
  { token, body, to = app }: { token?: string; body?: unknown; to?: typeof app } = {},
) {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (token) headers.authorization = token;
  const response = await to.request(path, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Body };
}

const guestToken = async () => (await send('POST', '/api/auth/guest')).body.encodedToken;

const address = anAddressInput();
/** The order of a cart of one Biryani, paid through the test provider as checkout pays (D33). */
async function paidOrder(token: string) {
  const { quote } = (await send('GET', '/api/user/cart/quote', { token })).body;
  const created = await send('POST', '/api/user/payments', { token, body: { quote: quote.id } });
  const { id, orderId } = created.body.payment;
  const taken = await send('POST', '/api/user/payments/test', { token, body: { orderId } });
  const { paymentId, signature } = taken.body.payment;
  const products = [{ _id: 'prod-biryani', qty: 1 }];
  return { order: { payment: { id, paymentId, signature }, products, address, totalPrice: 300 } };
}

afterAll(() => {
  for (const dir of [distDir, dataDir]) rmSync(dir, { recursive: true, force: true });
});

describe.each(DATABASES)('the server on $name', ({ open }) => {
  beforeAll(async () => {
    openDatabase = open;
    app = await start();
  }, STARTUP_MS);
  beforeEach(() => createSqlDb(database).reset());
  afterAll(() => database.close());

  it('signs up, logs in, and refuses the same email twice', async () => {
    const credentials = { email: 'asha@example.com', password: crypto.randomUUID() };

    expect((await send('POST', '/api/auth/signup', { body: credentials })).status).toBe(201);
    expect((await send('POST', '/api/auth/signup', { body: credentials })).status).toBe(422);
    expect((await send('POST', '/api/auth/login', { body: credentials })).status).toBe(200);
  });

  it('keeps a cart, places one order per payment, and pages the orders newest first', async () => {
    const token = await guestToken();
    const ids: string[] = [];
    let last: Awaited<ReturnType<typeof paidOrder>> | undefined;
    for (let placing = 0; placing < 3; placing += 1) {
      await send('POST', '/api/user/cart', { token, body: { product: { _id: 'prod-biryani' } } });
      last = await paidOrder(token);
      const placed = await send('POST', '/api/user/orders', { token, body: last });
      expect(placed.status).toBe(201);
      ids.push(placed.body.order._id);
    }
    const again = await send('POST', '/api/user/orders', { token, body: last });
    const first = await send('GET', '/api/user/orders?limit=2', { token });
    const second = await send('GET', `/api/user/orders?limit=2&cursor=${first.body.nextCursor}`, {
      token,
    });

    expect(again).toMatchObject({ status: 200, body: { order: { _id: ids[2] } } });
    expect(first.body.orders.map(({ _id }) => _id)).toEqual([ids[2], ids[1]]);
    expect(second.body).toMatchObject({ orders: [{ _id: ids[0] }], nextCursor: null });
    expect((await send('GET', '/api/user/cart', { token })).body.cart).toEqual([]);
  });

  it('places one order when the same payment arrives twice at once', async () => {
    const token = await guestToken();
    await send('POST', '/api/user/cart', { token, body: { product: { _id: 'prod-biryani' } } });
    // Two servers, as two processes would be: each with its own connections to the database.
    const other = appWith({ adminRoutes: true });
    const order = await paidOrder(token);

    const replies = await Promise.all([
      send('POST', '/api/user/orders', { token, body: order }),
      send('POST', '/api/user/orders', { token, body: order, to: other }),
    ]);
    const { body } = await send('GET', '/api/user/orders', { token });

    expect(replies.map(({ status }) => status).sort()).toEqual([200, 201]);
    expect(body.orders.map(({ _id }) => _id)).toEqual([replies[0].body.order._id]);
    expect(replies[1].body.order._id).toBe(replies[0].body.order._id);
  });

  it("a kitchen's move through one server reaches a shopper following on another (D41)", async () => {
    // Two servers, as two processes would be, each hearing the other's changes by NOTIFY.
    const listening = () =>
      appWith({
        handlers: everyHandler(
          createHandlers(createSqlDb(database), {
            guestAccounts: 'own',
            onOtherProcessChange: (wake) => database.listen?.(ORDER_EVENTS_CHANNEL, wake),
          }),
        ),
      });
    const [first, second] = [listening(), listening()];
    const token = await guestToken();
    await send('POST', '/api/user/cart', { token, body: { product: { _id: 'prod-biryani' } } });
    const placed = await send('POST', '/api/user/orders', { token, body: await paidOrder(token) });
    const events = await readEvents('/api/user/order-events', {
      token,
      respond: async (request) => second.fetch(request),
    });
    const kitchen = (await send('POST', '/api/kitchen/demo', { to: first })).body.encodedToken;

    await send('POST', `/api/kitchen/orders/${placed.body.order._id}/status`, {
      token: kitchen,
      body: { status: 'preparing', prepMinutes: 20 },
      to: first,
    });
    const event = await events.next();
    await events.close();

    expect(JSON.parse(event.data)).toMatchObject({
      _id: placed.body.order._id,
      status: 'preparing',
    });
  });

  it(
    'keeps what was saved when the server starts again',
    async () => {
      const token = await guestToken();
      await send('POST', '/api/user/wishlist', {
        token,
        body: { product: { _id: 'prod-gelato' } },
      });
      await database.close();
      app = await start();

      const { body } = await send('GET', '/api/user/wishlist', { token });
      expect(body.wishlist.map(({ _id }) => _id)).toEqual(['prod-gelato']);
    },
    STARTUP_MS,
  );

  it('answers a bad body with a 400 naming the field, and an unknown route with a 404', async () => {
    const token = await guestToken();

    expect(await send('POST', '/api/user/addresses', { token, body: {} })).toEqual({
      status: 400,
      body: { errors: ['address is required'] },
    });
    expect((await send('GET', '/api/nothing')).status).toBe(404);
  });

  it('restores the seed on reset: accounts made since are gone, and tokens end', async () => {
    const newAccount = { email: 'new@example.com', password: crypto.randomUUID() };
    const token = await guestToken();
    await send('POST', '/api/auth/signup', {
      body: newAccount,
    });
    await send('POST', '/api/test-todos', { body: { todo: { title: 'Kept?' } } });
    await send('POST', '/api/reset');

    expect((await send('GET', '/api/user/cart', { token })).status).toBe(401);
    expect(
      (
        await send('POST', '/api/auth/login', {
          body: newAccount,
        })
      ).status,
    ).toBe(404);
    expect(
      (await send('GET', '/api/test-todos')).body.todos.map(({ title }) => title),
    ).not.toContain('Kept?');
  });

  it('serves a prerendered page for its path and the shell for every other page', async () => {
    const titleOf = async (path: string) => (await (await app.request(path)).text()).trim();

    expect(await titleOf('/')).toBe('<title>index</title>');
    expect(await titleOf('/foodItems')).toBe('<title>foodItems</title>');
    expect(await titleOf('/cart')).toBe('<title>shell</title>');
  });

  it('serves files as a CDN would: hashed ones immutable and compressed, pages and the catalog revalidated', async () => {
    const asset = await app.request('/assets/start-abc123.js', {
      headers: { 'accept-encoding': 'gzip, deflate, br, zstd' },
    });
    const page = await app.request('/foodItems');
    const pageAgain = await app.request('/foodItems', {
      headers: { 'if-none-match': page.headers.get('etag')! },
    });
    const catalog = await app.request('/api/products');
    const catalogAgain = await app.request('/api/products', {
      headers: { 'if-none-match': catalog.headers.get('etag')! },
    });

    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(asset.headers.get('content-encoding')).toBe('br');
    expect(Number(asset.headers.get('content-length'))).toBeLessThan(ASSET_SOURCE.length / 10);
    expect(page.headers.get('cache-control')).toBe('no-cache');
    expect(pageAgain.status).toBe(304);
    expect(catalog.headers.get('cache-control')).toBe('no-cache');
    expect(catalogAgain.status).toBe(304);
    expect(await catalogAgain.text()).toBe('');
  });

  it('sends larger API replies compressed as the browser accepts, and revalidates them', async () => {
    const plain = await app.request('/api/products');
    const asked = (acceptEncoding: string, headers: Record<string, string> = {}) =>
      app.request('/api/products', { headers: { 'accept-encoding': acceptEncoding, ...headers } });
    const brotli = await asked('gzip, deflate, br, zstd');
    const gzip = await asked('br;q=0, gzip');
    const brotliAgain = await asked('br', { 'if-none-match': brotli.headers.get('etag')! });
    const dish = await app.request('/api/products/prod-biryani', {
      headers: { 'accept-encoding': 'br' },
    });
    const bytes = async (reply: Response) => Buffer.from(await reply.arrayBuffer());

    const text = await plain.text();
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(brotli.headers.get('content-encoding')).toBe('br');
    expect(brotli.headers.get('vary')).toContain('Accept-Encoding');
    expect(brotli.headers.get('etag')).toBe(`W/${plain.headers.get('etag')}`);
    const brotliBytes = await bytes(brotli);
    expect(Number(brotli.headers.get('content-length'))).toBe(brotliBytes.byteLength);
    expect(brotliBytes.byteLength).toBeLessThan(text.length / 3);
    expect(brotliDecompressSync(brotliBytes).toString()).toBe(text);
    expect(gzip.headers.get('content-encoding')).toBe('gzip');
    expect(gunzipSync(await bytes(gzip)).toString()).toBe(text);
    expect(brotliAgain.status).toBe(304);
    // A reply of a few hundred bytes goes as it is.
    expect(dish.headers.get('content-encoding')).toBeNull();
  });

  it('answers HEAD wherever it answers GET, without the body', async () => {
    for (const path of ['/', '/foodItems', '/assets/start-abc123.js', '/api/products']) {
      const get = await app.request(path);
      const head = await app.request(path, { method: 'HEAD' });
      expect({ path, status: head.status, body: await head.text() }).toEqual({
        path,
        status: get.status,
        body: '',
      });
    }
  });

  it('sends the security headers, and refuses a body over 1 MB before reading it', async () => {
    const page = await app.request('/');
    const big = await send('POST', '/api/auth/login', { body: { email: 'x'.repeat(1_100_000) } });
    // A length declared over the limit is refused on its word, before any of the body is read.
    const declared = await app.request('/api/auth/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'content-length': '1100000' },
      body: '{}',
    });

    expect(page.headers.get('x-content-type-options')).toBe('nosniff');
    expect(page.headers.get('referrer-policy')).toBe('no-referrer');
    expect(page.headers.get('content-security-policy')).toBe("frame-ancestors 'none'");
    expect(big).toEqual({
      status: 413,
      body: { errors: ['The request body is larger than 1 MB.'] },
    });
    expect(declared.status).toBe(413);
  });

  it('over HTTP, refuses a chunked body over 1 MB, and takes a DELETE that has no body', async () => {
    // Without replacing the global Request and Response, as serve() does by default: the files
    // after this one in the same worker intercept fetch with MSW, whose network errors then
    // arrive as replies of status 0.
    const server = serve({ fetch: app.fetch, port: 0, overrideGlobalObjects: false });
    await once(server, 'listening');
    const { port } = server.address() as AddressInfo;
    const overHttp = (method: string, path: string, headers: Record<string, string>, body = '') =>
      new Promise<number>((resolve, reject) => {
        const outgoing = request({ port, method, path, headers }, (reply) => {
          reply.resume();
          resolve(reply.statusCode!);
        });
        outgoing.on('error', reject);
        outgoing.end(body);
      });
    const token = await guestToken();
    await send('POST', '/api/user/wishlist', { token, body: { product: { _id: 'prod-biryani' } } });

    const chunked = await overHttp(
      'POST',
      '/api/auth/login',
      { 'content-type': 'application/json', 'transfer-encoding': 'chunked' },
      JSON.stringify({ email: 'x'.repeat(1_100_000) }),
    );
    const removed = await overHttp('DELETE', '/api/user/wishlist/prod-biryani', {
      authorization: token,
    });
    server.close();

    expect(chunked).toBe(413);
    expect(removed).toBe(200);
    expect((await send('GET', '/api/user/wishlist', { token })).body.wishlist).toEqual([]);
  });

  it('serves the published Storybook at /storybook/, whose pages its own manager may frame (D48)', async () => {
    const redirect = await app.request('/storybook?path=/story/x');
    const manager = await app.request('/storybook/');
    const missing = await app.request('/storybook/missing.js');
    const page = await app.request('/cart');

    expect(redirect.status).toBe(301);
    expect(redirect.headers.get('location')).toBe('/storybook/?path=/story/x');
    expect(await manager.text()).toBe('<title>Storybook</title>');
    expect(manager.headers.get('cache-control')).toBe('no-cache');
    expect(manager.headers.get('content-security-policy')).toMatch(/frame-ancestors 'self'$/);
    expect(missing.status).toBe(404);
    expect(page.headers.get('content-security-policy')).toBe("frame-ancestors 'none'");
  });

  it('logs each request without its token or body', async () => {
    const password = crypto.randomUUID();
    const token = await guestToken();
    logged.length = 0;
    await send('POST', '/api/auth/login', {
      token,
      body: { email: 'guest@example.com', password },
    });

    expect(logged.join('\n')).toMatch(/POST \/api\/auth\/login/);
    expect(logged.join('\n')).not.toContain(password);
    expect(logged.join('\n')).not.toContain('guest@example.com');
    expect(logged.join('\n')).not.toContain(token);
  });

  it('refuses the backend controls and the demo reset unless the admin setting is on', async () => {
    const shop = appWith();
    const token = await guestToken();
    await send('POST', '/api/user/cart', { token, body: { product: { _id: 'prod-biryani' } } });

    for (const [method, path] of [
      ['POST', '/api/reset'],
      ['GET', '/api/backend-controls'],
      ['DELETE', '/api/backend-controls/slow'],
    ] as const) {
      expect(await send(method, path, { to: shop })).toEqual({
        status: 403,
        body: { errors: [ADMIN_ONLY] },
      });
    }
    expect((await send('GET', '/api/user/cart', { token, to: shop })).body.cart).toHaveLength(1);
  });

  it('answers too many logins from one address with a 429, and other routes still', async () => {
    const shop = appWith({ loginsPerMinute: 3 });
    const credentials = { email: 'guest@example.com', password: crypto.randomUUID() };
    const statuses = [];
    for (let attempt = 0; attempt < 4; attempt += 1) {
      statuses.push(
        (await send('POST', '/api/auth/login', { body: credentials, to: shop })).status,
      );
    }
    const refused = await send('POST', '/api/auth/login', { body: credentials, to: shop });

    expect(statuses).toEqual([401, 401, 401, 429]);
    expect(refused.body).toEqual({ errors: [TOO_MANY_LOGINS] });
    expect((await send('GET', '/api/products', { to: shop })).status).toBe(200);
  });

  it('answers too many guests from one address with a 429, and logins still (D44)', async () => {
    const shop = appWith({ guestsPerMinute: 2 });
    const statuses = [];
    for (let attempt = 0; attempt < 3; attempt += 1) {
      statuses.push((await send('POST', '/api/auth/guest', { to: shop })).status);
    }
    const refused = await send('POST', '/api/auth/guest', { to: shop });
    const credentials = { email: 'asha@example.com', password: crypto.randomUUID() };
    await send('POST', '/api/auth/signup', { body: credentials, to: shop });

    expect(statuses).toEqual([200, 200, 429]);
    expect(refused.body).toEqual({ errors: [TOO_MANY_GUESTS] });
    expect((await send('POST', '/api/auth/login', { body: credentials, to: shop })).status).toBe(
      200,
    );
  });

  it('lets no other origin read a reply unless it is configured', async () => {
    const preflight = (shop: typeof app, origin: string) =>
      shop.request('/api/products', {
        method: 'OPTIONS',
        headers: { origin, 'access-control-request-method': 'GET' },
      });
    const configured = appWith({ corsOrigins: ['https://admin.example.com'] });

    const closed = await preflight(appWith(), 'https://elsewhere.example.com');
    const allowed = await preflight(configured, 'https://admin.example.com');
    const other = await configured.request('/api/products', {
      headers: { origin: 'https://elsewhere.example.com' },
    });

    expect(closed.headers.get('access-control-allow-origin')).toBeNull();
    expect(allowed.headers.get('access-control-allow-origin')).toBe('https://admin.example.com');
    expect(other.headers.get('access-control-allow-origin')).toBeNull();
  });
});

// Only PostgreSQL writes on several connections at once: the embedded database has one.
describe.each(DATABASES.filter(({ name }) => name === 'PostgreSQL'))(
  'order changes on $name',
  ({ open }) => {
    const createdAt = '2026-11-02T09:00:00.000Z';
    const anOrder = (): StoredOrder => ({
      ...withLifecycle({
        _id: `order-${crypto.randomUUID()}`,
        paymentId: `pay_${crypto.randomUUID()}`,
        products: [],
        selectedAddress: anAddress(),
        totalPrice: 300,
        createdAt,
      }),
      ...placedProgress(createdAt),
    });
    const preparing = (order: StoredOrder) =>
      moved(order, { to: 'preparing', by: 'kitchen', prepMinutes: 20 }, order.createdAt);
    /** How many statements wait to number their change. */
    const waiting = async (sql: SqlDatabase) =>
      (
        await sql.query<{ n: number }>(
          `select count(*)::int as n from pg_locks
             where locktype = 'advisory' and objid = $1 and not granted`,
          [ORDER_EVENTS_LOCK],
        )
      ).rows[0]!.n;

    it('are numbered in the order they commit: a page following them never passes one', async () => {
      const database = await open();
      await migrate(database);
      const db = createSqlDb(database);
      await db.reset();
      const [early, late] = [anOrder(), anOrder()];
      for (const order of [early, late]) await db.placeOrder(DEMO_USER_EMAIL, order);
      const before = await db.lastOrderEvent();

      // The early change is numbered first and commits last, as a slow connection's would.
      let commit!: () => void;
      let numbered!: () => void;
      const earlyNumbered = new Promise<void>((resolve) => (numbered = resolve));
      const earlyChange = database.transaction(async (tx) => {
        await createSqlDb({ ...tx, transaction: (run) => run(tx) }).changeOrder(
          early._id,
          preparing,
        );
        numbered();
        await new Promise<void>((resolve) => (commit = resolve));
      });
      await Promise.race([earlyNumbered, earlyChange]);
      let lateDone = false;
      const lateChange = db.changeOrder(late._id, preparing).finally(() => (lateDone = true));
      while (!lateDone && (await waiting(database)) === 0);
      const readMeanwhile = await db.orderEventsAfter(before, 10);
      commit();
      await Promise.all([earlyChange, lateChange]);

      expect(readMeanwhile).toEqual([]);
      expect((await db.orderEventsAfter(before, 10)).map(({ order }) => order._id)).toEqual([
        early._id,
        late._id,
      ]);
      await database.close();
    });
  },
);
