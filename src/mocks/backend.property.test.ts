import fc from 'fast-check';
import { base64url, SignJWT } from 'jose';
import { afterAll, expect, it } from 'vitest';
import { cartTotals } from '../domain/money';
import { DEMO_ADDRESSES } from '../domain/demoAddresses';
import { SEED_PRODUCTS } from './seed/catalog';
import { DEMO_USER_EMAIL } from './seed/users';
import type { TestBackend } from './node';
import { createTestBackend } from './node';
import { freshIndexedDb } from './testSupport';

// Random sequences of calls against the whole backend (D23). After every call: a JSON reply
// with a 2xx or 4xx status, the data's invariants, a model of who may read what, and nothing of
// another user's data in the reply. Set PROPERTY_SEED to replay a failure; the seed is printed.

const RUNS = 100;
const CALLS_PER_RUN = 110;
const MIN_CALLS = 10_000;

const FIXED_EMAILS = ['first@example.com', 'second@example.com'];
const PRODUCT_IDS = SEED_PRODUCTS.map((product) => product._id);
const PRICES = new Map(SEED_PRODUCTS.map((product) => [product._id, product.price]));
const USER_LISTS = ['cart', 'wishlist', 'addresses', 'orders'] as const;
const PATHS = [
  '/api/auth/signup',
  '/api/auth/login',
  '/api/auth/guest',
  '/api/products',
  '/api/products/:id',
  '/api/categories',
  '/api/categories/:id',
  '/api/user/cart',
  '/api/user/cart/:id',
  '/api/user/wishlist',
  '/api/user/wishlist/:id',
  '/api/user/addresses',
  '/api/user/addresses/:id',
  '/api/user/orders',
  '/api/user/orders?limit=:id&cursor=:id',
  '/api/user/orders/:order',
  '/api/test-todos',
  '/api/test-todos/:id',
  '/api/reset',
  '/api/:id',
  '/api/user/:id/:id',
];

/** Who a call claims to be. */
type Caller =
  | { kind: 'user'; who: 'first' | 'second' | 'guest' }
  | { kind: 'none' | 'forged' | 'algNone' | 'expired' | 'otherKey' | 'garbage'; who: 'first' };

interface Call {
  method: string;
  path: string;
  pathId: string;
  /** Which stored order `:order` names (of any user), when there is one. */
  orderPick: number;
  caller: Caller;
  bearer: boolean;
  headers: Record<string, string>;
  body: string | undefined;
}

/** An order body whose total is the items' at catalog prices plus delivery. */
function validOrder(products: { _id: string; qty: number }[], orderAddress: object): string {
  const lines = products.map(({ _id, qty }) => ({ price: PRICES.get(_id)!, qty }));
  const order = { paymentId: 'pay_property', products, address: orderAddress };
  return JSON.stringify({ order: { ...order, totalPrice: cartTotals(lines).total } });
}

const STARTING_ORDER = validOrder([{ _id: PRODUCT_IDS[0]!, qty: 1 }], DEMO_ADDRESSES[0]!);

const text = fc.oneof(
  fc.string(),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.constantFrom('<script>alert(1)</script>', '"><img src=x onerror=alert(1)>', '../../etc'),
  fc.constantFrom('%', '%zz', '%E0%A4%A', '%C0%AF', '%00', '%2F..%2F', '%F0%9F%8D%9B'),
  fc.constant('x'.repeat(5_000)),
);

const pathId = fc.oneof(
  fc.constantFrom(...PRODUCT_IDS, 'addr-guest-home', 'todo-1', 'cat-indian', '10', '0', '-1'),
  text,
);

const address = fc.oneof(
  fc.constantFrom(...DEMO_ADDRESSES),
  fc.record({ name: text, phone: fc.stringMatching(/^\d{10}$/), city: text, pin: text }),
);

const deeplyNested = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`;

const body = fc.oneof(
  fc.constant(undefined),
  fc.constantFrom('{', 'null', '[]', '"text"', '{"product":', deeplyNested(100_000), '\u0000'),
  fc.constant(JSON.stringify({ title: 'y'.repeat(200_000) })),
  fc.json().map((json) => json),
  fc.record({ product: fc.record({ _id: pathId }) }).map((value) => JSON.stringify(value)),
  fc
    .record({
      action: fc.record({ type: fc.oneof(fc.constantFrom('increment', 'decrement'), text) }),
    })
    .map((value) => JSON.stringify(value)),
  fc.record({ address }).map((value) => JSON.stringify(value)),
  fc.record({ todo: fc.record({ title: text }) }).map((value) => JSON.stringify(value)),
  fc
    .record({ email: fc.oneof(fc.emailAddress(), text), password: text })
    .map((value) => JSON.stringify(value)),
  fc
    .record({
      order: fc.record({
        paymentId: text,
        products: fc.array(
          fc.record({ _id: fc.constantFrom(...PRODUCT_IDS), qty: fc.integer({ min: -2, max: 5 }) }),
          { maxLength: 4 },
        ),
        address: fc.constantFrom(...DEMO_ADDRESSES),
        totalPrice: fc.integer({ min: 0, max: 3_000 }),
      }),
    })
    .map((value) => JSON.stringify(value)),
  // An order whose total matches, so that placing one succeeds too.
  fc
    .record({
      products: fc.array(
        fc.record({ _id: fc.constantFrom(...PRODUCT_IDS), qty: fc.integer({ min: 1, max: 5 }) }),
        { minLength: 1, maxLength: 4 },
      ),
      address: fc.constantFrom(...DEMO_ADDRESSES),
    })
    .map(({ products, address: orderAddress }) => validOrder(products, orderAddress)),
);

const caller: fc.Arbitrary<Caller> = fc.oneof(
  {
    weight: 6,
    arbitrary: fc
      .constantFrom('first', 'second', 'guest')
      .map((who) => ({ kind: 'user' as const, who })),
  },
  fc
    .constantFrom('none', 'forged', 'algNone', 'expired', 'otherKey', 'garbage')
    .map((kind) => ({ kind, who: 'first' as const })),
);

const headerValue = fc.stringMatching(/^[\x20-\x7e]{0,40}$/);

const call: fc.Arbitrary<Call> = fc.record({
  method: fc.constantFrom(
    'GET',
    'POST',
    'DELETE',
    'GET',
    'POST',
    'PUT',
    'PATCH',
    'OPTIONS',
    'HEAD',
  ),
  path: fc.constantFrom(...PATHS),
  pathId,
  orderPick: fc.nat(),
  caller,
  bearer: fc.boolean(),
  headers: fc.dictionary(
    fc.constantFrom('content-type', 'accept', 'x-custom', 'cookie'),
    headerValue,
    {
      maxKeys: 2,
    },
  ),
  body,
});

interface Account {
  email: string;
  token: string;
}

interface World {
  backend: TestBackend;
  accounts: Record<'first' | 'second' | 'guest', Account>;
  /** The model: emails with an account right now (a reset leaves the guest only). */
  registered: Set<string>;
  signingKey: Uint8Array;
}

async function send(path: string, init: RequestInit) {
  const response = await fetch(`http://localhost${path}`, init);
  return {
    status: response.status,
    type: response.headers.get('content-type'),
    text: await response.text(),
  };
}

async function signUp(email: string): Promise<Account> {
  const reply = await send('/api/auth/signup', {
    method: 'POST',
    body: JSON.stringify({ email, password: crypto.randomUUID() }),
  });
  return { email, token: JSON.parse(reply.text).encodedToken };
}

async function createWorld(): Promise<World> {
  freshIndexedDb();
  const backend = createTestBackend();
  backend.server.listen({ onUnhandledRequest: 'error' });
  const guest = JSON.parse((await send('/api/auth/guest', { method: 'POST' })).text).encodedToken;
  const accounts = {
    first: await signUp(FIXED_EMAILS[0]!),
    second: await signUp(FIXED_EMAILS[1]!),
    guest: { email: DEMO_USER_EMAIL, token: guest },
  };
  // An order each for the fixed accounts, for the routes that read one by its id.
  for (const account of [accounts.first, accounts.second]) {
    await send('/api/user/orders', {
      method: 'POST',
      headers: { authorization: account.token },
      body: STARTING_ORDER,
    });
  }
  return {
    backend,
    accounts,
    registered: new Set(Object.values(accounts).map((account) => account.email)),
    signingKey: await backend.db.signingKey(),
  };
}

/**
 * A reset restores the seed (the guest only) and ends every token: the guest logs in again and
 * the fixed accounts sign up again, so that the rest of the run acts as them.
 */
async function afterReset(world: World) {
  world.registered = new Set([DEMO_USER_EMAIL]);
  world.signingKey = await world.backend.db.signingKey();
  const guest = await send('/api/auth/guest', { method: 'POST' });
  world.accounts.guest.token = JSON.parse(guest.text).encodedToken;
  for (const who of ['first', 'second'] as const) {
    world.accounts[who] = await signUp(world.accounts[who].email);
    world.registered.add(world.accounts[who].email);
  }
}

async function tokenFor(world: World, caller: Caller): Promise<string | undefined> {
  const email = world.accounts[caller.who].email;
  const sign = (key: Uint8Array, expiry: string | number = '1h') =>
    new SignJWT({ email }).setProtectedHeader({ alg: 'HS256' }).setExpirationTime(expiry).sign(key);
  switch (caller.kind) {
    case 'user':
      return world.accounts[caller.who].token;
    case 'none':
      return undefined;
    case 'forged':
      return `${world.accounts.first.token.slice(0, -4)}AAAA`;
    case 'algNone':
      return `${base64url.encode('{"alg":"none","typ":"JWT"}')}.${base64url.encode(JSON.stringify({ email }))}.`;
    case 'expired':
      return sign(world.signingKey, Math.floor(Date.now() / 1000) - 60);
    case 'otherKey':
      return sign(crypto.getRandomValues(new Uint8Array(32)));
    case 'garbage':
      return 'not.a.token';
  }
}

/** What a user's data must look like after any call. */
async function expectInvariants(world: World) {
  for (const email of world.registered) {
    const user = (await world.backend.db.findUser(email))!;
    expect(user, email).toBeDefined();
    for (const list of [user.cart, user.wishlist]) {
      expect(new Set(list.map((item) => item._id)).size).toBe(list.length);
    }
    for (const line of user.cart) expect(Number.isInteger(line.qty) && line.qty >= 1).toBe(true);
    const { orders } = (await world.backend.db.listOrders(email))!;
    for (const order of orders) expect(order.totalPrice).toBe(cartTotals(order.products).total);
  }
}

/** Ids and emails that belong to users other than `email`. */
async function othersMarkers(world: World, email: string | undefined): Promise<string[]> {
  const markers: string[] = [];
  for (const other of world.registered) {
    if (other === email) continue;
    const user = (await world.backend.db.findUser(other))!;
    const { orders } = (await world.backend.db.listOrders(other))!;
    // Emails only of the two fixed accounts: a random sign-up's email may be '%' or 'a', found in
    // any reply. (The demo account is public: anyone may log in as it.) Ids are UUIDs.
    if (FIXED_EMAILS.includes(other)) markers.push(other);
    markers.push(...user.addresses.map((a) => a.id), ...orders.map((order) => order._id));
  }
  return markers;
}

/** Every stored order's id with its owner's email. */
async function allOrders(world: World): Promise<{ id: string; owner: string }[]> {
  const all = [];
  for (const owner of world.registered) {
    const { orders } = (await world.backend.db.listOrders(owner))!;
    all.push(...orders.map((order) => ({ id: order._id, owner })));
  }
  return all;
}

let callsMade = 0;
const started = performance.now();

afterAll(() => {
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.info(`Property test: ${callsMade} calls in ${seconds} s`);
});

it(`${RUNS} random sequences of calls (${MIN_CALLS}+ in all): no 500, no broken data, no one sees another's`, async () => {
  const seed = Number(process.env.PROPERTY_SEED) || Date.now() ^ (Math.random() * 2 ** 31);
  await fc.assert(
    fc.asyncProperty(
      fc.array(call, { minLength: CALLS_PER_RUN, maxLength: CALLS_PER_RUN }),
      async (calls) => {
        const world = await createWorld();
        try {
          for (const next of calls) {
            const token = await tokenFor(world, next.caller);
            const orders = await allOrders(world);
            const picked = orders[next.orderPick % Math.max(orders.length, 1)];
            const path = next.path
              .replaceAll(':id', next.pathId)
              .replace(':order', picked?.id ?? next.pathId);
            // '/api/../etc' leaves /api once the URL is normalised: not the backend's to answer.
            if (!new URL(path, 'http://localhost').pathname.startsWith('/api/')) continue;
            const headers = new Headers(next.headers);
            if (token !== undefined)
              headers.set('authorization', next.bearer ? `Bearer ${token}` : token);
            const canHaveBody = !['GET', 'HEAD'].includes(next.method);
            const reply = await send(path, {
              method: next.method,
              headers,
              body: canHaveBody ? next.body : undefined,
            });
            callsMade += 1;
            const context = `${next.method} ${path.slice(0, 200)}`;

            expect(reply.status, context).toBeGreaterThanOrEqual(200);
            expect(reply.status, `${context} → ${reply.text.slice(0, 300)}`).toBeLessThan(500);
            if (next.method !== 'HEAD') {
              expect(reply.type, context).toMatch(/^application\/json/);
              expect(() => JSON.parse(reply.text), context).not.toThrow();
            }

            // The model: who exists now, and whether reading one's own lists must work.
            if (reply.status === 201 && path === '/api/auth/signup') {
              world.registered.add(JSON.parse(reply.text).createdUser.email.toLowerCase());
            }
            if (reply.status === 200 && path === '/api/reset') await afterReset(world);
            const readsOwnList =
              next.method === 'GET' && USER_LISTS.some((list) => path === `/api/user/${list}`);
            if (readsOwnList) {
              const email = world.accounts[next.caller.who].email;
              const expected =
                next.caller.kind !== 'user' ? 401 : world.registered.has(email) ? 200 : 404;
              expect(reply.status, context).toBe(expected);
            }
            // One order by its id: only its owner reads it; anyone else gets 404, as for no order.
            if (next.method === 'GET' && picked && path === `/api/user/orders/${picked.id}`) {
              const owns =
                next.caller.kind === 'user' &&
                picked.owner === world.accounts[next.caller.who].email;
              expect(reply.status, context).toBe(
                next.caller.kind !== 'user' ? 401 : owns ? 200 : 404,
              );
            }

            await expectInvariants(world);
            const caller =
              next.caller.kind === 'user' ? world.accounts[next.caller.who].email : undefined;
            const request = `${path} ${next.body ?? ''}`;
            for (const marker of await othersMarkers(world, caller)) {
              if (!request.includes(marker)) expect(reply.text, context).not.toContain(marker);
            }
          }
        } finally {
          world.backend.server.close();
        }
      },
    ),
    {
      seed,
      numRuns: RUNS,
      endOnFailure: true,
      // The first failure, without the counterexample: its long strings would fill the log.
      asyncReporter: async ({ failed, seed: used, counterexamplePath, errorInstance }) => {
        if (!failed) return;
        const reason =
          errorInstance instanceof Error ? errorInstance.message : String(errorInstance);
        throw new Error(
          `Failed with PROPERTY_SEED=${used} (path ${counterexamplePath}): ${reason.slice(0, 2000)}`,
        );
      },
    },
  );

  expect(callsMade).toBeGreaterThanOrEqual(MIN_CALLS);
}, 600_000);
