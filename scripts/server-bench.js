// Load on the server of `npm start` (issue 23): virtual shoppers sign up, browse the catalog,
// fill a cart and place orders (now and then the same payment twice, as a lost reply makes a
// client do), first on the embedded database, then on PostgreSQL shared by two server processes.
// Prints requests a second, p50, p99 and errors for each; then checks that every acknowledged
// order exists exactly once and every cart is as its shopper left it (empty after an order).
// Run `npm run build:server` first. A benchmark: it fails only when a check fails.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from './freePort.js';
import { startPostgres } from './postgres.js';

const SHOPPERS = Number(process.env.SHOPPERS ?? 40);
const ORDERS_EACH = Number(process.env.ORDERS_EACH ?? 5);
const DELIVERY_CHARGE = 100;
const ADDRESS = {
  name: 'Load Shopper',
  phone: '9876543210',
  city: 'Pune',
  pin: '411001',
  profileState: 'Maharashtra',
  addressText: '1 Test Lane',
};

/** `npm start` on a free port with `env`; resolves once it listens. */
async function startServer(env) {
  const port = await freePort();
  const child = spawn('node', ['dist-server/main.js'], {
    env: { ...process.env, ...env, PORT: String(port) },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise((resolve, reject) => {
    child.on('exit', (code) => reject(new Error(`the server exited with ${code}`)));
    child.stdout.on('data', (data) => String(data).includes('The shop is on') && resolve());
  });
  child.stdout.resume();
  return {
    url: `http://127.0.0.1:${port}`,
    stop: () =>
      new Promise((resolve) => {
        child.removeAllListeners('exit');
        child.on('exit', resolve);
        child.kill('SIGTERM');
      }),
  };
}

/** Sends each request to the next server in turn, timing it and noting any error. */
function clientOf(urls, stats) {
  let turn = 0;
  return async (method, path, { token, body } = {}) => {
    const url = urls[turn++ % urls.length];
    const headers = { 'content-type': 'application/json', ...(token && { authorization: token }) };
    const start = performance.now();
    try {
      const response = await fetch(url + path, {
        method,
        headers,
        body: body && JSON.stringify(body),
      });
      const reply = { status: response.status, body: await response.json() };
      stats.times.push(performance.now() - start);
      if (response.status >= 500) stats.errors.push(`${method} ${path}: ${response.status}`);
      return reply;
    } catch (error) {
      stats.errors.push(`${method} ${path}: ${error.message}`);
      return { status: 0, body: {} };
    }
  };
}

/** One shopper's visit; returns what the shopper was told, for the checks. */
async function shop(send, index) {
  const email = `load.${index}.${crypto.randomUUID()}@example.com`;
  const signup = await send('POST', '/api/auth/signup', {
    body: { firstName: 'Load', lastName: `Shopper ${index}`, email, password: crypto.randomUUID() },
  });
  const token = signup.body.encodedToken;
  const acknowledged = [];
  for (let round = 0; round < ORDERS_EACH; round += 1) {
    const { products } = (await send('GET', '/api/products')).body;
    const picked = [products[(index + round) % products.length], products[round % products.length]];
    const lines = [...new Map(picked.map((dish) => [dish._id, dish])).values()];
    for (const dish of lines) {
      await send('POST', '/api/user/cart', { token, body: { product: { _id: dish._id } } });
    }
    const items = lines.reduce((sum, dish) => sum + Number(dish.price), 0);
    const order = {
      paymentId: `pay_load_${crypto.randomUUID()}`,
      products: lines.map(({ _id }) => ({ _id, qty: 1 })),
      address: ADDRESS,
      totalPrice: items + DELIVERY_CHARGE,
    };
    const sends = round === 0 ? 2 : 1;
    const replies = await Promise.all(
      Array.from({ length: sends }, () =>
        send('POST', '/api/user/orders', { token, body: { order } }),
      ),
    );
    for (const reply of replies) {
      if (reply.status === 200 || reply.status === 201) acknowledged.push(reply.body.order._id);
    }
  }
  return { token, acknowledged };
}

/** Each shopper's orders hold every acknowledged one exactly once; each cart is empty. */
async function check(send, visits) {
  const problems = [];
  for (const { token, acknowledged } of visits) {
    const stored = (await send('GET', '/api/user/orders', { token })).body.orders.map(
      ({ _id }) => _id,
    );
    const expected = [...new Set(acknowledged)];
    if (stored.length !== expected.length || !expected.every((id) => stored.includes(id))) {
      problems.push(`orders ${stored.length} stored, ${expected.length} acknowledged`);
    }
    const { cart } = (await send('GET', '/api/user/cart', { token })).body;
    if (cart.length !== 0) problems.push(`a cart of ${cart.length} left after its order`);
  }
  return {
    orders: visits.reduce((sum, { acknowledged }) => sum + new Set(acknowledged).size, 0),
    problems,
  };
}

const percentile = (values, share) =>
  values.toSorted((a, b) => a - b)[Math.min(values.length - 1, Math.floor(values.length * share))];

async function measure(name, urls) {
  const stats = { times: [], errors: [] };
  const send = clientOf(urls, stats);
  const start = performance.now();
  const visits = await Promise.all(
    Array.from({ length: SHOPPERS }, (_, index) => shop(send, index)),
  );
  const seconds = (performance.now() - start) / 1000;
  const { times, errors } = stats;
  const row = {
    name,
    requests: times.length,
    perSecond: Math.round(times.length / seconds),
    p50: percentile(times, 0.5).toFixed(1),
    p99: percentile(times, 0.99).toFixed(1),
    errors: errors.length,
  };
  const checked = await check(clientOf(urls, { times: [], errors: [] }), visits);
  return { ...row, orders: checked.orders, problems: checked.problems };
}

const rows = [];
const dataDir = mkdtempSync(join(tmpdir(), 'shop-bench-'));
const embedded = await startServer({ DATA_DIR: dataDir });
rows.push(await measure('embedded (PGlite), 1 server', [embedded.url]));
await embedded.stop();
rmSync(dataDir, { recursive: true, force: true });

const postgres = await startPostgres();
const servers = [
  await startServer({ DATABASE_URL: postgres.url }),
  await startServer({ DATABASE_URL: postgres.url }),
];
rows.push(
  await measure(
    'PostgreSQL, 2 servers',
    servers.map(({ url }) => url),
  ),
);
await Promise.all(servers.map((server) => server.stop()));
postgres.stop();

console.log(`${SHOPPERS} shoppers at once, ${ORDERS_EACH} orders each (the first sent twice):`);
console.log(
  'database                      requests  per s   p50 ms  p99 ms  errors  orders  checks',
);
for (const row of rows) {
  console.log(
    `${row.name.padEnd(30)}${String(row.requests).padStart(8)}${String(row.perSecond).padStart(7)}${row.p50.padStart(9)}${row.p99.padStart(8)}${String(row.errors).padStart(8)}${String(row.orders).padStart(8)}  ${row.problems.length === 0 ? 'all hold' : row.problems.join('; ')}`,
  );
}
process.exit(rows.every((row) => row.errors === 0 && row.problems.length === 0) ? 0 : 1);
