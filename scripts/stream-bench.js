// Live order streams at scale (issue 64, point 5): one embedded server holds 5,000 open tracking
// streams (20 pages of each of 250 guest shoppers, each with a placed order; SHOPPERS and
// STREAMS_EACH) and 2 kitchen boards'. Prints the time to open them and the server's memory per
// stream (its RSS growth over the second half of them). Then the kitchen moves all 250 orders on, spread
// over 5 s and all at once, twice; for each change, the time until each stream that follows the
// order has it (p50, p99, max), from the move's request and from its answer. Run
// `npm run build:server` first. A benchmark: it fails only when a stream misses a change.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { paidOrderBody, percentile } from './serverMix.js';
import { startShop } from './shopServer.js';

const SHOPPERS = Number(process.env.SHOPPERS ?? 250);
const STREAMS_EACH = Number(process.env.STREAMS_EACH ?? 20);
const BOARDS = 2;
const SPREAD_MS = 5000;
/** Requests in flight while setting up and opening streams. */
const PARALLEL = 50;
/** How long after a round's last move a stream may take before the change counts as missed. */
const MISSED_AFTER_MS = 10_000;
const ROUNDS = [
  { to: 'preparing', spread: true },
  { to: 'ready', spread: false },
  { to: 'on-the-way', spread: true },
  { to: 'delivered', spread: false },
];
const SETTINGS = { KITCHEN_DEMO: 'on', GUESTS_PER_MINUTE: '1000000', ANSWER_MINUTES: '1000' };

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const rssKb = (pid) =>
  Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))[1]);
/** The server's RSS once it has settled: the median of five readings 200 ms apart. */
async function settledRssKb(pid) {
  const readings = [];
  for (let reading = 0; reading < 5; reading += 1) {
    await sleep(200);
    readings.push(rssKb(pid));
  }
  return readings.sort((a, b) => a - b)[2];
}

/** Runs `task` on each item, `PARALLEL` at a time. */
async function eachInTurn(items, task) {
  let next = 0;
  const worker = async () => {
    while (next < items.length) await task(items[next++]);
  };
  await Promise.all(Array.from({ length: PARALLEL }, worker));
}

function clientOf(url) {
  return async (method, path, { token, body } = {}) => {
    const response = await fetch(url + path, {
      method,
      headers: { 'content-type': 'application/json', ...(token && { authorization: token }) },
      body: body && JSON.stringify(body),
    });
    const reply = await response.json();
    if (!response.ok)
      throw new Error(`${method} ${path}: ${response.status} ${JSON.stringify(reply)}`);
    return reply;
  };
}

/** A new guest with one dish ordered and paid for through the test provider. */
async function guestWithOrder(send, dish) {
  const { encodedToken: token } = await send('POST', '/api/auth/guest');
  await send('POST', '/api/user/cart', { token, body: { product: { _id: dish } } });
  const { quote } = await send('GET', '/api/user/cart/quote', { token });
  const { payment } = await send('POST', '/api/user/payments', {
    token,
    body: { quote: quote.id },
  });
  const taken = await send('POST', '/api/user/payments/test', {
    token,
    body: { orderId: payment.orderId },
  });
  const { order } = await send('POST', '/api/user/orders', {
    token,
    body: { order: paidOrderBody(quote, payment, taken.payment) },
  });
  return { token, orderId: order._id };
}

/**
 * An open event stream; `onEvent(orderId, status, at)` for each order event. Only the data
 * lines are parsed, and only once a whole event has come.
 */
function openStream(url, path, token, onEvent) {
  return new Promise((resolve, reject) => {
    const req = request(url + path, { headers: { authorization: token } }, (response) => {
      if (response.statusCode !== 200) {
        response.resume();
        reject(new Error(`${path}: ${response.statusCode}`));
        return;
      }
      response.setEncoding('utf8');
      let buffered = '';
      response.on('data', (chunk) => {
        const at = performance.now();
        buffered += chunk;
        let end;
        while ((end = buffered.indexOf('\n\n')) >= 0) {
          const data = /^data: (.*)$/m.exec(buffered.slice(0, end));
          buffered = buffered.slice(end + 2);
          if (!data) continue;
          const { _id, status } = JSON.parse(data[1]);
          onEvent(_id, status, at);
        }
      });
      response.on('error', () => {});
      resolve(() => req.destroy());
    });
    req.on('error', reject);
    req.end();
  });
}

/**
 * Moves every order to `to`, spread evenly over SPREAD_MS or all at once; resolves to the
 * delays (ms) until each stream that follows an order had its move, from the move's request
 * and from its answer, how many never came, and the time each move took to answer.
 */
async function round(send, kitchenToken, orders, streamsOf, { to, spread }) {
  const sentAt = new Map();
  const answeredAt = new Map();
  /** For each order, the streams that have yet to be told of its move. */
  const waiting = new Map(orders.map((order) => [order.orderId, new Set(streamsOf(order))]));
  const arrivals = [];
  let done;
  const allTold = new Promise((resolve) => (done = resolve));
  let left = orders.reduce((sum, order) => sum + waiting.get(order.orderId).size, 0);
  const told = (stream, orderId, status, at) => {
    if (status !== to || !waiting.get(orderId)?.delete(stream)) return;
    arrivals.push({ orderId, at });
    if (--left === 0) done();
  };
  for (const order of orders) {
    for (const stream of streamsOf(order)) stream.listen = (...event) => told(stream, ...event);
  }

  const moves = orders.map(async ({ orderId }, index) => {
    if (spread) await sleep((index * SPREAD_MS) / orders.length);
    const start = performance.now();
    sentAt.set(orderId, start);
    await send('POST', `/api/kitchen/orders/${orderId}/status`, {
      token: kitchenToken,
      body: to === 'preparing' ? { status: to, prepMinutes: 20 } : { status: to },
    });
    answeredAt.set(orderId, performance.now());
  });
  await Promise.all(moves);
  await Promise.race([allTold, sleep(MISSED_AFTER_MS)]);
  const sorted = (times) => times.sort((a, b) => a - b);
  return {
    delays: sorted(arrivals.map(({ orderId, at }) => at - sentAt.get(orderId))),
    afterAnswers: sorted(arrivals.map(({ orderId, at }) => at - answeredAt.get(orderId))),
    answers: sorted(orders.map(({ orderId }) => answeredAt.get(orderId) - sentAt.get(orderId))),
    missed: left,
  };
}

const dataDir = mkdtempSync(join(tmpdir(), 'stream-bench-'));
const shop = await startShop({ ...SETTINGS, DATA_DIR: dataDir });
const send = clientOf(shop.url);
const closers = [];
let missed = 0;
try {
  const { products } = await send('GET', '/api/products');
  const { encodedToken: kitchenToken } = await send('POST', '/api/kitchen/demo');
  const orders = [];
  await eachInTurn(
    Array.from({ length: SHOPPERS }, (_, index) => index),
    async (index) => {
      orders.push(await guestWithOrder(send, products[index % products.length]._id));
    },
  );

  // Each stream hands its events to whatever the current round listens with.
  const streamOf = (path, token) => {
    const stream = { listen: () => {} };
    return {
      stream,
      open: () => openStream(shop.url, path, token, (...event) => stream.listen(...event)),
    };
  };
  const pages = orders.flatMap((order) =>
    Array.from({ length: STREAMS_EACH }, () => ({
      order,
      ...streamOf('/api/user/order-events', order.token),
    })),
  );
  const boards = Array.from({ length: BOARDS }, () =>
    streamOf('/api/kitchen/events', kitchenToken),
  );
  const byOrder = new Map(orders.map((order) => [order.orderId, []]));
  for (const page of pages) byOrder.get(page.order.orderId).push(page.stream);
  const boardStreams = boards.map(({ stream }) => stream);
  const streamsOf = (order) => [...byOrder.get(order.orderId), ...boardStreams];

  // Memory per stream from the second half alone: both readings are of a server already
  // holding thousands of streams, so what its start left for the collector counts in neither.
  const toOpen = [...boards, ...pages];
  const half = Math.floor(toOpen.length / 2);
  const opening = performance.now();
  await eachInTurn(toOpen.slice(0, half), async ({ open }) => closers.push(await open()));
  const halfway = await settledRssKb(shop.pid);
  await eachInTurn(toOpen.slice(half), async ({ open }) => closers.push(await open()));
  const openMs = performance.now() - opening;
  const after = await settledRssKb(shop.pid);
  const streams = closers.length;
  console.log(
    `${streams} streams (${SHOPPERS} shoppers × ${STREAMS_EACH}, ${BOARDS} boards) open in ` +
      `${(openMs / 1000).toFixed(1)} s; server RSS ${Math.round(halfway / 1024)} MB at ` +
      `${half}, ${Math.round(after / 1024)} MB at ${streams}: ` +
      `${((after - halfway) / (streams - half)).toFixed(1)} KB a stream`,
  );

  console.log(
    `round                          told  missed   delivery: from the move's request` +
      `   from its answer   the move's answer (ms)`,
  );
  console.log(`${' '.repeat(47)}p50   p99   max     p50   p99   max        p50   p99`);
  for (const plan of ROUNDS) {
    const {
      delays,
      afterAnswers,
      answers,
      missed: lost,
    } = await round(send, kitchenToken, orders, streamsOf, plan);
    missed += lost;
    const name = `→ ${plan.to}, ${plan.spread ? `spread over ${SPREAD_MS / 1000} s` : 'all at once'}`;
    const ms = (times, shares, width) =>
      shares
        .map((share) => String(Math.round(percentile(times, share) ?? NaN)).padStart(6))
        .join('')
        .padStart(width);
    console.log(
      `${name.padEnd(30)} ${String(delays.length).padStart(5)} ${String(lost).padStart(7)} ` +
        `${ms(delays, [0.5, 0.99, 1], 18)}  ${ms(afterAnswers, [0.5, 0.99, 1], 18)}` +
        `${ms(answers, [0.5, 0.99], 17)}`,
    );
  }
} finally {
  for (const close of closers) close();
  await shop.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
if (missed > 0) {
  console.error(`${missed} changes never reached a stream that follows them.`);
  process.exit(1);
}
