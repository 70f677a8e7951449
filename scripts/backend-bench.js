// The in-browser backend's cost per call as the database grows, in Chromium on the real
// IndexedDB, through the service worker as the store calls it. A benchmark, not a test: it
// prints p50 and p99 of each call with 0, 1,000 and 10,000 stored orders (spread over many
// users, and one heavy user) and fails only when a target does not hold:
// - with 10,000 orders, every call ≤ 1.5 × a new user's in a database of none, as the p50 of
//   the ratio within each couple of turns (one turn in each order);
// - the first page of Order History for 2,000 orders ≤ 1.5 × for 11 orders, as the p50 of the
//   ratio within each couple of pairs of calls (one pair in each order);
// - 30-dish orders of the heavy user (2,000 orders stored) no slower than 2 × a new user's.
// Each pair is measured in turns: at the same moments, so a busy neighbour slows both alike.
/* global api, paidOrders -- installed in the page by installApi */
import { chromium } from '@playwright/test';
import { chromiumArgs, chromiumPath } from './chromium.js';
import { serve } from './serve.js';

/** Samples of each call; `npm test` takes 30 (BACKEND_BENCH_SAMPLES). */
const SAMPLES = Number(process.env.BACKEND_BENCH_SAMPLES ?? 100);
const GROWTH_LIMIT = 1.5;
const HEAVY_ORDERS = 2_000;
/**
 * The heavy user's orders placed through the API at each end of its history, timed and printed;
 * the rest are copies.
 */
const HEAVY_TIMED = SAMPLES;
const LIGHT_USERS = 40;

/** Runs in the page: a timed API call that throws on anything but a 2xx. */
function installApi() {
  window.api = async (path, { method = 'GET', token, body } = {}) => {
    const headers = { 'content-type': 'application/json' };
    if (token) headers.authorization = token;
    const started = performance.now();
    const response = await fetch(path, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const json = await response.json();
    const ms = performance.now() - started;
    if (!response.ok)
      throw new Error(`${method} ${path}: ${response.status} ${JSON.stringify(json)}`);
    return { json, ms };
  };
  /**
   * `count` orders of the given dishes, each with a payment of its own, paid as checkout pays
   * (D33): the dishes put in the cart, its quote, the backend's payments of it, each taken by the
   * test provider. The cart is left empty.
   */
  window.paidOrders = async (token, { products, address }, count) => {
    for (const { _id } of products) {
      await api('/api/user/cart', { method: 'POST', token, body: { product: { _id } } });
    }
    const { quote } = (await api('/api/user/cart/quote', { token })).json;
    for (const { _id } of products) {
      await api(`/api/user/cart/${_id}`, { method: 'DELETE', token });
    }
    const orders = [];
    for (let made = 0; made < count; made += 1) {
      const created = await api('/api/user/payments', {
        method: 'POST',
        token,
        body: { quote: quote.id },
      });
      const { id, orderId } = created.json.payment;
      const taken = await api('/api/user/payments/test', {
        method: 'POST',
        token,
        body: { orderId },
      });
      const { paymentId, signature } = taken.json.payment;
      orders.push({
        payment: { id, paymentId, signature },
        products: quote.products.map(({ _id, qty }) => ({ _id, qty })),
        address,
        totalPrice: quote.totalPrice,
      });
    }
    return orders;
  };
}

const percentile = (values, share) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(share * sorted.length))];
};
const median = (values) => percentile(values, 0.5);

const server = await serve('dist');
const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
/** The store at `url`, with its backend started and `api` installed. */
const openStore = async (url) => {
  const store = await browser.newPage();
  await store.goto(url);
  await store.locator('html[data-backend="ready"]').waitFor({ state: 'attached', timeout: 30_000 });
  await store.evaluate(installApi);
  return store;
};
const page = await openStore(server.url);
// Another origin, so another IndexedDB: a database that stays empty, measured in turns with the
// grown one.
const emptyStore = await openStore(server.url.replace('localhost', '127.0.0.1'));

const products = await page.evaluate(async () => (await api('/api/products')).json.products);
const address = await page.evaluate(async () => {
  const { json } = await api('/api/auth/guest', { method: 'POST' });
  return (await api('/api/user/addresses', { token: json.encodedToken })).json.addresses[0];
});

/** An order of the first `count` dishes, one of each; `paidOrders` pays for it (D33). */
const orderOf = (count) => ({
  products: products.slice(0, count).map(({ _id }) => ({ _id, qty: 1 })),
  address,
});

const signUp = (email, store = page) =>
  store.evaluate(
    async (email) =>
      (
        await api('/api/auth/signup', {
          method: 'POST',
          body: { email, password: crypto.randomUUID() },
        })
      ).json.encodedToken,
    email,
  );

/** `count` orders of `order` for the token, each paid (D33), ready to place. */
const payFor = (token, count, order) =>
  page.evaluate(({ token, count, order }) => paidOrders(token, order, count), {
    token,
    count,
    order,
  });

/** Places paid orders for the token, one after another; returns each call's time. */
const placePaid = (token, paid) =>
  page.evaluate(
    async ({ token, paid }) => {
      const times = [];
      for (const order of paid) {
        times.push((await api('/api/user/orders', { method: 'POST', token, body: { order } })).ms);
      }
      return times;
    },
    { token, paid },
  );

const placeOrders = async (token, count, order) =>
  placePaid(token, await payFor(token, count, order));

/**
 * Stores `count` copies of `order` (with their own ids and times) for `email` straight into the
 * backend's IndexedDB (D23: one record `{ user, order }` per order), in one transaction. The bulk
 * of the 10,000 orders only has to be there: through the API it took two minutes of CI.
 */
const storeCopies = (email, order, count) =>
  page.evaluate(
    async ({ email, order, count }) => {
      const db = await new Promise((resolve, reject) => {
        const request = indexedDB.open('storefront');
        request.onsuccess = () => resolve(request.result);
        request.onerror = () => reject(request.error);
      });
      const tx = db.transaction('orders', 'readwrite');
      const start = Date.parse(order.createdAt);
      for (let index = 1; index <= count; index += 1) {
        const createdAt = new Date(start + index).toISOString();
        tx.objectStore('orders').add({
          user: email.toLowerCase(),
          order: { ...order, _id: crypto.randomUUID(), paymentId: crypto.randomUUID(), createdAt },
        });
      }
      await new Promise((resolve, reject) => {
        tx.oncomplete = resolve;
        tx.onerror = () => reject(tx.error);
      });
      db.close();
    },
    { email, order, count },
  );

/** Times of add-to-cart, GET cart and place-order for one user, `samples` of each. */
const measure = (token, order, samples = SAMPLES, store = page) =>
  store.evaluate(
    async ({ token, order, samples, productId }) => {
      const times = { 'add to cart': [], 'GET cart': [], 'place order': [] };
      const paidOrdersLeft = await paidOrders(token, order, samples);
      for (let sample = 0; sample < samples; sample += 1) {
        const product = { _id: productId };
        times['add to cart'].push(
          (await api('/api/user/cart', { method: 'POST', token, body: { product } })).ms,
        );
        times['GET cart'].push((await api('/api/user/cart', { token })).ms);
        await api(`/api/user/cart/${productId}`, { method: 'DELETE', token });
        const paid = paidOrdersLeft[sample];
        times['place order'].push(
          (await api('/api/user/orders', { method: 'POST', token, body: { order: paid } })).ms,
        );
      }
      return times;
    },
    { token, order, samples, productId: products[0]._id },
  );

/**
 * Order History's first page for each of two users, asked in couples of pairs: one pair with
 * the first user first, then one the other way round, each call right after the one before. A
 * busy neighbour slows both halves of a pair alike, and whatever favours the first (or the
 * second) call of a pair cancels out over a couple. Resolves to each pair's times.
 */
const firstPagesInCouples = ([one, other]) =>
  page.evaluate(
    async ({ tokens, couples }) => {
      const firstPage = async (token) => (await api('/api/user/orders?limit=10', { token })).ms;
      const pairs = [];
      for (let couple = 0; couple < couples; couple += 1) {
        const inOrder = [await firstPage(tokens[0]), await firstPage(tokens[1])];
        const reversed = [await firstPage(tokens[1]), await firstPage(tokens[0])];
        pairs.push(inOrder, reversed.reverse());
      }
      return pairs;
    },
    { tokens: [one, other], couples: SAMPLES },
  );

const smallOrder = orderOf(3);
const bigOrder = orderOf(30);
const light = await signUp('light@example.com');
const heavy = await signUp('heavy@example.com');
const lightUsers = [];
for (let index = 0; index < LIGHT_USERS; index += 1) {
  const email = `shopper${index}@example.com`;
  lightUsers.push({ email, token: await signUp(email) });
}

const rows = [];
let stored = 0;
const addRows = (label, who, times) => {
  for (const [call, values] of Object.entries(times)) {
    rows.push({ stored: label, who, call, p50: median(values), p99: percentile(values, 0.99) });
  }
};
const record = async (label) => {
  for (const [who, token] of [
    ['a light user', light],
    ['the heavy user', heavy],
  ]) {
    addRows(label, who, await measure(token, smallOrder));
    stored += SAMPLES;
  }
};

const BASELINE = '0, in turns';
/** Each call's growth for a user: the p50 over couples of its ratio to a new user's time. */
const growths = [];
/**
 * As `record`, in couples of turns with a new user of the database that stays empty
 * (`BASELINE`): one turn asks the light user, the heavy user, then the new user; the next turn
 * asks them the other way round. Each call of a user is compared with the new user's in the same
 * couple, as Order History's pages are (`firstPagesInCouples`): a busy neighbour slows both
 * alike, and being asked first or last cancels out.
 */
const recordInCouples = async (label) => {
  const newcomer = await signUp('newcomer@example.com', emptyStore);
  const users = [
    ['a light user', light, page],
    ['the heavy user', heavy, page],
    ['a new user', newcomer, emptyStore],
  ];
  const times = users.map(() => ({}));
  for (let turn = 0; turn < SAMPLES; turn += 1) {
    const order = turn % 2 === 0 ? [0, 1, 2] : [2, 1, 0];
    for (const index of order) {
      const [, token, store] = users[index];
      const sample = await measure(token, smallOrder, 1, store);
      for (const [call, values] of Object.entries(sample)) {
        (times[index][call] ??= []).push(...values);
      }
    }
  }
  const newcomerTimes = times.at(-1);
  for (const [index, [who, , store]] of users.entries()) {
    addRows(store === page ? label : BASELINE, who, times[index]);
    if (store !== page) continue;
    stored += SAMPLES;
    for (const [call, values] of Object.entries(times[index])) {
      const ratios = [];
      for (let turn = 0; turn + 1 < SAMPLES; turn += 2) {
        const [forward, back] = [turn, turn + 1].map((at) => values[at] / newcomerTimes[call][at]);
        ratios.push(Math.sqrt(forward * back));
      }
      growths.push({ who, call, ratio: median(ratios) });
    }
  }
};

/** The heavy user's newest order, as the API answers it. */
const newestHeavyOrder = () =>
  page.evaluate(
    async (token) => (await api('/api/user/orders?limit=1', { token })).json.orders[0],
    heavy,
  );
/**
 * The heavy user's share of a growth: HEAVY_TIMED orders of 30 dishes placed through the API,
 * one after another and timed, at the start of its history (`timedFirst`) or at its end; the
 * rest stored as copies. Each placed order is paid first (D33), as a shopper pays.
 */
const heavyTimes = [];
const addHeavyOrders = async (share, { timedFirst }) => {
  const placeTimed = async () =>
    heavyTimes.push(...(await placeOrders(heavy, HEAVY_TIMED, bigOrder)));
  if (timedFirst) await placeTimed();
  await storeCopies('heavy@example.com', await newestHeavyOrder(), share - HEAVY_TIMED);
  if (!timedFirst) await placeTimed();
};
/** Grows the database to about `target` orders: the heavy user's share, then the light users'. */
const growTo = async (target, heavyShare, { timedFirst }) => {
  await addHeavyOrders(heavyShare, { timedFirst });
  stored += heavyShare;
  const perUser = Math.ceil((target - stored) / lightUsers.length);
  for (const { email, token } of lightUsers) {
    const placed = await page.evaluate(
      async ({ token, order }) => {
        const [paid] = await paidOrders(token, order, 1);
        return (await api('/api/user/orders', { method: 'POST', token, body: { order: paid } }))
          .json.order;
      },
      { token, order: smallOrder },
    );
    await storeCopies(email, placed, perUser - 1);
    const listed = await page.evaluate(
      async (token) => (await api('/api/user/orders', { token })).json.orders.length,
      token,
    );
    if (listed < perUser) throw new Error(`${email} has ${listed} orders, not ${perUser}`);
  }
  stored += perUser * lightUsers.length;
};

const started = performance.now();
await record('0');
await growTo(1_000, 500, { timedFirst: true });
await record('1,000');
await growTo(10_000, HEAVY_ORDERS - 500, { timedFirst: false });
await recordInCouples('10,000');

const fresh = await signUp('fresh@example.com');
const inTurns = { heavy: [], fresh: [] };
const [heavyPaid, freshPaid] = [
  await payFor(heavy, SAMPLES, bigOrder),
  await payFor(fresh, SAMPLES, bigOrder),
];
for (let turn = 0; turn < SAMPLES; turn += 1) {
  inTurns.heavy.push(...(await placePaid(heavy, [heavyPaid[turn]])));
  inTurns.fresh.push(...(await placePaid(fresh, [freshPaid[turn]])));
}

// A full first page either way: the same ten 30-dish orders, with more behind them.
const eleven = await signUp('eleven@example.com');
await placeOrders(eleven, 11, bigOrder);
const historyPairs = await firstPagesInCouples([eleven, heavy]);
await browser.close();
server.stop();

const ms = (value) => `${value.toFixed(1)} ms`;
console.log(
  `\nBackend calls in Chromium (IndexedDB), ${SAMPLES} samples each, ${stored} orders at the end (${((performance.now() - started) / 1000).toFixed(0)} s):\n`,
);
console.log('| stored orders | user | call | p50 | p99 |\n|---|---|---|---|---|');
for (const row of rows) {
  console.log(`| ${row.stored} | ${row.who} | ${row.call} | ${ms(row.p50)} | ${ms(row.p99)} |`);
}

const failures = [];
console.log(`\nWith 10,000 orders, × a new user's time in the same couple of turns (p50):`);
for (const { who, call, ratio } of growths) {
  console.log(`- ${call} (${who}): ${ratio.toFixed(2)} ×`);
  if (ratio > GROWTH_LIMIT)
    failures.push(`${call} (${who}): ${ratio.toFixed(2)} × > ${GROWTH_LIMIT} ×`);
}
const [historyEleven, historyHeavy] = [0, 1].map((user) =>
  median(historyPairs.map((pair) => pair[user])),
);
// Each couple's ratio: the geometric mean of its two pairs' ratios, one with the heavy user
// asked second and one with it asked first.
const [asksSecond, asksFirst, coupleRatios] = [[], [], []];
for (let index = 0; index < historyPairs.length; index += 2) {
  const [[elevenFirst, heavySecond], [elevenSecond, heavyFirst]] = historyPairs.slice(index);
  asksSecond.push(heavySecond / elevenFirst);
  asksFirst.push(heavyFirst / elevenSecond);
  coupleRatios.push(Math.sqrt(asksSecond.at(-1) * asksFirst.at(-1)));
}
const historyRatio = median(coupleRatios);
const times = (ratio) => `${ratio.toFixed(2)} ×`;
console.log(
  `\nOrder History's first page: ${ms(historyEleven)} with 11 orders, ${ms(historyHeavy)} with ${HEAVY_ORDERS} (p50); ${times(historyRatio)} in the same couple of pairs (p50 of ${coupleRatios.length}; ${times(median(asksSecond))} asked second, ${times(median(asksFirst))} asked first).`,
);
if (historyRatio > GROWTH_LIMIT) failures.push('Order History slows down with 2,000 orders');

const [first, last] = [heavyTimes.slice(0, HEAVY_TIMED), heavyTimes.slice(-HEAVY_TIMED)];
console.log(
  `Orders of 30 dishes, one after another: the first ${HEAVY_TIMED} ${ms(median(first))}, the last ${HEAVY_TIMED} (${HEAVY_ORDERS - HEAVY_TIMED} stored before them) ${ms(median(last))} (p50).`,
);
if (heavyTimes.length !== 2 * HEAVY_TIMED)
  failures.push('not every timed order of 30 dishes was placed');
const [heavyTurns, freshTurns] = [median(inTurns.heavy), median(inTurns.fresh)];
console.log(
  `30-dish orders in turns: the heavy user's (${HEAVY_ORDERS} stored) ${ms(heavyTurns)}, a new user's ${ms(freshTurns)} (p50).`,
);
if (heavyTurns > 2 * freshTurns)
  failures.push("the heavy user's orders took over 2 × a new user's");

if (failures.length > 0) {
  console.error(`\nOver target:\n- ${failures.join('\n- ')}`);
  process.exit(1);
}
