// A shop's real mix of requests (issue 64), for scripts/server-bench.js: mostly browsing, with
// carts, wishlists and orders in between, a few checkouts and logins, and the kitchen working
// its board. Virtual shoppers each send one request at a time for a set time; every request is
// timed under its kind.

import http from 'node:http';
import zlib from 'node:zlib';

/** What each virtual shopper does next, by weight; a checkout is four requests. */
const ACTIONS = [
  // Browsing: 60 % of the requests.
  { weight: 20, run: (shopper) => shopper.catalog() },
  { weight: 25, run: (shopper) => shopper.get('dish', `/api/products/${shopper.anyDish()}`) },
  { weight: 15, run: (shopper) => shopper.get('categories', '/api/categories') },
  // Signed in: 25 %.
  { weight: 6, run: (shopper) => shopper.get('cart', '/api/user/cart', true) },
  { weight: 5, run: (shopper) => shopper.addToCart() },
  { weight: 2, run: (shopper) => shopper.removeFromCart() },
  { weight: 4, run: (shopper) => shopper.get('wishlist', '/api/user/wishlist', true) },
  { weight: 3, run: (shopper) => shopper.addToWishlist() },
  { weight: 1, run: (shopper) => shopper.removeFromWishlist() },
  { weight: 4, run: (shopper) => shopper.get('orders', '/api/user/orders', true) },
  // Checkouts: 5 % (quote, payment, the provider's payment, order).
  { weight: 1.25, run: (shopper) => shopper.checkout() },
  // Logins: 5 %.
  { weight: 5, run: (shopper) => shopper.login() },
  // The kitchen: its board, and each placed order moved on.
  { weight: 2, run: (shopper) => shopper.kitchenBoard() },
  { weight: 1, run: (shopper) => shopper.kitchenMove() },
];
/**
 * How long the shoppers run before they are timed. A server's first seconds are slower while V8
 * compiles its hot code and each connection prepares its statements: in a trial the p99 of the
 * mix's first two seconds was 120 to 166 ms, and 55 to 98 ms after; a server at a dinner rush
 * has been up for hours.
 */
const WARM_UP_SECONDS = 5;
const TOTAL_WEIGHT = ACTIONS.reduce((sum, { weight }) => sum + weight, 0);
const NEXT_STATUS = { placed: 'preparing', preparing: 'ready', ready: 'on-the-way' };
const ADDRESS = {
  name: 'Load Shopper',
  phone: '9876543210',
  city: 'Pune',
  pin: '411001',
  profileState: 'Maharashtra',
  addressText: '1 Test Lane',
};

/**
 * The order body of a quote paid as checkout pays (D33): the server's payment, and the test
 * provider's id and signature for it (`taken`).
 */
export const paidOrderBody = (quote, payment, { paymentId, signature }) => ({
  payment: { id: payment.id, paymentId, signature },
  products: quote.products.map(({ _id, qty }) => ({ _id, qty })),
  address: ADDRESS,
  totalPrice: quote.totalPrice,
});

/** The value below which `share` of the sorted values fall. */
export const percentile = (sorted, share) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * share))];

const pick = (list) => list[Math.floor(Math.random() * list.length)];

function pickAction() {
  let left = Math.random() * TOTAL_WEIGHT;
  for (const action of ACTIONS) {
    left -= action.weight;
    if (left < 0) return action;
  }
  return ACTIONS.at(-1);
}

/** Every request's time and outcome, by kind. */
function createRecorder() {
  const kinds = new Map();
  let recording = false;
  return {
    start: () => (recording = true),
    stop: () => (recording = false),
    note(kind, ms, status) {
      if (!recording) return;
      const refused = status === 429 || status === 503;
      // A refusal is answered at once: timed as a kind of its own, it does not hide how long the
      // kind's answers take (four logins in five are refused at the hashing's bound, D45).
      const row = refused ? `${kind}, refused` : kind;
      if (!kinds.has(row)) kinds.set(row, { times: [], refused: 0, failed: 0, errors: 0 });
      const stats = kinds.get(row);
      stats.times.push(ms);
      if (refused) stats.refused += 1;
      else if (status === 0 || status >= 500) stats.errors += 1;
      else if (status >= 400) stats.failed += 1;
    },
    kinds,
  };
}

/** One request over `agent`'s kept-alive connections: its status, headers and body's bytes. */
function request(agent, url, { method, headers, body }) {
  return new Promise((resolve, reject) => {
    const outgoing = http.request(url, { agent, method, headers }, (response) => {
      const chunks = [];
      response.on('data', (chunk) => chunks.push(chunk));
      response.on('end', () =>
        resolve({ status: response.statusCode, headers: response.headers, bytes: chunks }),
      );
      response.on('error', reject);
    });
    outgoing.on('error', reject);
    outgoing.end(body);
  });
}

/** A reply's text, decoded as a browser would from the encoding the server chose. */
function textOf({ headers, bytes }) {
  const body = Buffer.concat(bytes);
  const decode = { br: zlib.brotliDecompressSync, gzip: zlib.gunzipSync }[
    headers['content-encoding']
  ];
  return (decode ? decode(body) : body).toString('utf8');
}

/**
 * A client that sends to the servers in turn and records each request under `kind`. It speaks
 * node:http over kept-alive connections rather than fetch: the load client shares the machine
 * with the servers, and fetch took twice the CPU for the same requests.
 */
function senderOf(urls, recorder) {
  const agent = new http.Agent({ keepAlive: true });
  let turn = 0;
  return async (kind, method, path, { token, body, headers = {} } = {}) => {
    const url = urls[turn++ % urls.length];
    const start = performance.now();
    try {
      const reply = await request(agent, url + path, {
        method,
        headers: {
          'content-type': 'application/json',
          // As every browser asks.
          'accept-encoding': 'gzip, deflate, br',
          ...(token && { authorization: token }),
          ...headers,
        },
        body: body && JSON.stringify(body),
      });
      recorder.note(kind, performance.now() - start, reply.status);
      // Parsed only if read: the client shares the machine, and most replies it only times.
      let parsed;
      return {
        status: reply.status,
        headers: reply.headers,
        get body() {
          return (parsed ??= JSON.parse(textOf(reply) || '{}'));
        },
      };
    } catch {
      recorder.note(kind, performance.now() - start, 0);
      return { status: 0, headers: {}, body: {} };
    }
  };
}

/** A signed-up shopper with what it knows: its token, the catalog's tag, its cart and wishlist. */
function shopperOf(send, account, dishes, kitchen) {
  const cart = new Set();
  const wishlist = new Set();
  let catalogTag;
  const auth = { token: account.token };
  return {
    get: (kind, path, signedIn) => send(kind, 'GET', path, signedIn ? auth : {}),
    anyDish: () => pick(dishes),
    // A first visit asks for the whole catalog; the store asks again with the tag it has.
    async catalog() {
      const headers = catalogTag ? { 'if-none-match': catalogTag } : {};
      const reply = await send('catalog', 'GET', '/api/products', { headers });
      catalogTag = catalogTag ? undefined : reply.headers.etag;
    },
    async addToCart() {
      const dish = pick(dishes);
      const reply = await send('add to cart', 'POST', '/api/user/cart', {
        ...auth,
        body: { product: { _id: dish } },
      });
      if (reply.status < 300) cart.add(dish);
    },
    async removeFromCart() {
      const dish = pick([...cart]) ?? pick(dishes);
      await send('remove from cart', 'DELETE', `/api/user/cart/${dish}`, auth);
      cart.delete(dish);
    },
    async addToWishlist() {
      const dish = pick(dishes);
      const reply = await send('add to wishlist', 'POST', '/api/user/wishlist', {
        ...auth,
        body: { product: { _id: dish } },
      });
      if (reply.status < 300) wishlist.add(dish);
    },
    async removeFromWishlist() {
      const dish = pick([...wishlist]) ?? pick(dishes);
      await send('remove from wishlist', 'DELETE', `/api/user/wishlist/${dish}`, auth);
      wishlist.delete(dish);
    },
    async checkout() {
      if (cart.size === 0) await this.addToCart();
      const { quote } = (await send('quote', 'GET', '/api/user/cart/quote', auth)).body;
      if (!quote?.products.length) return;
      const { payment } = (
        await send('payment', 'POST', '/api/user/payments', { ...auth, body: { quote: quote.id } })
      ).body;
      if (!payment) return;
      const taken = await send('payment (provider)', 'POST', '/api/user/payments/test', {
        ...auth,
        body: { orderId: payment.orderId },
      });
      if (!taken.body.payment) return;
      const placed = await send('order', 'POST', '/api/user/orders', {
        ...auth,
        body: { order: paidOrderBody(quote, payment, taken.body.payment) },
      });
      if (placed.body.order) {
        cart.clear();
        kitchen.waiting.push({ id: placed.body.order._id, status: 'placed' });
      }
    },
    login: () =>
      send('login', 'POST', '/api/auth/login', {
        body: { email: account.email, password: account.password },
      }),
    kitchenBoard: () => send('kitchen board', 'GET', '/api/kitchen/orders', kitchen.auth),
    async kitchenMove() {
      const order = kitchen.waiting.shift();
      if (!order) return kitchen.board();
      const status = NEXT_STATUS[order.status];
      const reply = await send('kitchen move', 'POST', `/api/kitchen/orders/${order.id}/status`, {
        ...kitchen.auth,
        body: status === 'preparing' ? { status, prepMinutes: 20 } : { status },
      });
      if (reply.status === 200 && NEXT_STATUS[status]) kitchen.waiting.push({ ...order, status });
    },
  };
}

/** Signs up `count` shoppers (a refused signup is sent again, as a client would). */
async function signUp(send, count) {
  return Promise.all(
    Array.from({ length: count }, async (_, index) => {
      const account = {
        email: `mix.${index}.${crypto.randomUUID()}@example.com`,
        password: crypto.randomUUID(),
      };
      for (;;) {
        const reply = await send('signup', 'POST', '/api/auth/signup', {
          body: { firstName: 'Mix', lastName: `Shopper ${index}`, ...account },
        });
        if (reply.body.encodedToken) return { ...account, token: reply.body.encodedToken };
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    }),
  );
}

/**
 * `shoppers` virtual shoppers on `urls` for `seconds` (after `WARM_UP_SECONDS`), with the
 * kitchen's demo staff (the servers run with KITCHEN_DEMO=on), and `loginFlood` more logins a
 * second. Resolves to requests a second and, per kind, its count, p50, p99 and how many were
 * refused (429, 503), failed (other 4xx) or errors (5xx, no answer).
 */
export async function runMix(urls, { shoppers = 50, seconds = 10, loginFlood = 0 } = {}) {
  const recorder = createRecorder();
  const send = senderOf(urls, recorder);
  const { products } = (await send('setup', 'GET', '/api/products')).body;
  const dishes = products.map(({ _id }) => _id);
  const staff = await send('setup', 'POST', '/api/kitchen/demo');
  if (!staff.body.encodedToken) throw new Error(`No kitchen session: ${staff.status}`);
  const kitchen = { auth: { token: staff.body.encodedToken }, waiting: [] };
  kitchen.board = () => send('kitchen board', 'GET', '/api/kitchen/orders', kitchen.auth);
  const accounts = await signUp(send, shoppers);
  const visitors = accounts.map((account) => shopperOf(send, account, dishes, kitchen));

  let running = true;
  const work = visitors.map(async (visitor) => {
    while (running) await pickAction().run(visitor);
  });
  // Logins arriving at a steady rate on top of the shoppers', whatever their answers take.
  const flood =
    loginFlood > 0 &&
    setInterval(() => {
      const { email, password } = pick(accounts);
      void send('login (flood)', 'POST', '/api/auth/login', { body: { email, password } });
    }, 1000 / loginFlood);
  await new Promise((resolve) => setTimeout(resolve, WARM_UP_SECONDS * 1000));
  recorder.start();
  const start = performance.now();
  await new Promise((resolve) => setTimeout(resolve, seconds * 1000));
  recorder.stop();
  const elapsed = (performance.now() - start) / 1000;
  running = false;
  clearInterval(flood);
  await Promise.all(work);
  // Each read of the board costs in proportion to the orders on it: the day's, and every open one.
  const board = await send('setup', 'GET', '/api/kitchen/orders', kitchen.auth);

  const kinds = [...recorder.kinds].map(([kind, stats]) => {
    const sorted = stats.times.toSorted((a, b) => a - b);
    return {
      kind,
      count: sorted.length,
      p50: percentile(sorted, 0.5),
      p99: percentile(sorted, 0.99),
      refused: stats.refused,
      failed: stats.failed,
      errors: stats.errors,
    };
  });
  const requests = kinds.reduce((sum, { count }) => sum + count, 0);
  const all = [...recorder.kinds.values()].flatMap(({ times }) => times).sort((a, b) => a - b);
  return {
    perSecond: Math.round(requests / elapsed),
    p50: percentile(all, 0.5),
    p99: percentile(all, 0.99),
    kinds,
    boardOrders: board.body.orders?.length ?? 0,
  };
}

/** The mix's table: a line for the whole run, then one per request kind. */
export function printMix(name, { perSecond, p50, p99, kinds, boardOrders }) {
  const total = kinds.reduce((sum, { count }) => sum + count, 0);
  console.log(
    `${name}: ${perSecond} requests/s, p50 ${p50.toFixed(1)} ms, p99 ${p99.toFixed(1)} ms, ${boardOrders} orders on the kitchen's board at the end`,
  );
  console.log('  kind                      share   p50 ms  p99 ms  refused  4xx  errors');
  for (const row of kinds.toSorted((a, b) => b.count - a.count)) {
    console.log(
      `  ${row.kind.padEnd(24)}${`${((100 * row.count) / total).toFixed(1)} %`.padStart(8)}${row.p50.toFixed(1).padStart(9)}${row.p99.toFixed(1).padStart(8)}${String(row.refused).padStart(9)}${String(row.failed).padStart(5)}${String(row.errors).padStart(8)}`,
    );
  }
}
