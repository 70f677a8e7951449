import { serve } from '@hono/node-server';
import { fileURLToPath } from 'node:url';
import { createHandlers, everyHandler } from '../handlers';
import { GUEST_IDLE_DAYS, removeIdleGuests } from '../guests';
import { DEFAULT_ANSWER_MINUTES } from '../../domain/orderLifecycle';
import { createRazorpayGateway, createTestGateway } from '../paymentGateway';
import { createServerApp } from './app';
import { argon2id } from './argon2id';
import { linesTo } from './requestLog';
import { createMenuReader } from '../menu';
import { loadRenderedPages } from './renderedPages';
import { databaseUrl, dataDir, openDatabase } from './database';
import { soleWriterCache } from './soleWriterCache';
import { heardMenuRevision } from './heardMenuRevision';
import { createSqlDb, MENU_CHANGES_CHANNEL, ORDER_EVENTS_CHANNEL } from './sqlDb';

// `npm start`: the built store and its API on one Node server, over an embedded PostgreSQL
// (PGlite) in DATA_DIR, or over the PostgreSQL at DATABASE_URL, which several servers can share.

/** A positive number from the environment, else `fallback`; anything else stops the start. */
function numberSetting(name: string, fallback: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!(value > 0)) throw new Error(`${name} must be a positive number, not "${raw}".`);
  return value;
}

const port = numberSetting('PORT', 3000);
// The store built for the server (npm run build:server), beside this file.
const distDir = process.env.DIST_DIR ?? fileURLToPath(new URL('./public', import.meta.url));
// Comma-separated origins whose pages may call the API; none unless set.
const corsOrigins = (process.env.CORS_ORIGINS ?? '').split(',').filter(Boolean);
const adminRoutes = process.env.ADMIN_ROUTES === 'on';
// Each 'Be My Guest' is an account of its own (D44): how many an address may make in a minute,
// and after how many idle days one is removed.
const guestsPerMinute = numberSetting('GUESTS_PER_MINUTE', 20);
// Login attempts an address may make in a minute, on top of the hashing's own bound (D45).
const loginsPerMinute = numberSetting('LOGINS_PER_MINUTE', 10);
// Password hashes (sign-ups, logins) a second, each about 6.7 ms of a core (D45).
const hashesPerSecond = numberSetting('HASHES_PER_SECOND', 10);
const guestIdleDays = numberSetting('GUEST_IDLE_DAYS', GUEST_IDLE_DAYS);

// The kitchen (D38, D40): 'Kitchen demo' lets any visitor act as staff, so it is off unless the
// admin turns it on; a placed order waits this many minutes for the kitchen before it is rejected.
const kitchenDemo = process.env.KITCHEN_DEMO === 'on';
const answerMinutes = numberSetting('ANSWER_MINUTES', DEFAULT_ANSWER_MINUTES);
// The demo's own kitchen, moving orders on while no board is open: for a demo server only.
const demoKitchen = process.env.DEMO_KITCHEN === 'on';

// Razorpay when its key id and secret are set (D33), else the built-in test provider.
const {
  RAZORPAY_KEY_ID: keyId,
  RAZORPAY_SECRET: keySecret,
  RAZORPAY_API_URL: apiUrl,
} = process.env;
const gateway =
  keyId && keySecret ? createRazorpayGateway({ keyId, keySecret, apiUrl }) : createTestGateway();

const database = await openDatabase();
// The embedded database is this process's alone (D46); PostgreSQL may have other servers, whose
// changes of the menu each server hears (D47).
const db = databaseUrl
  ? heardMenuRevision(createSqlDb(database), (heard) =>
      database.listen?.(MENU_CHANGES_CHANNEL, heard),
    )
  : soleWriterCache(createSqlDb(database));
const handlers = everyHandler(
  createHandlers(db, {
    gateway,
    guestAccounts: 'own',
    kitchenDemo,
    answerMinutes,
    demoKitchen,
    // Today's strength, one at a time with a few waiting, and at most so many a second: the
    // hashing's share of the CPU (D45).
    passwords: { scheme: argon2id, concurrent: 1, waiting: 8, perSecond: hashesPerSecond },
    // Several servers on one PostgreSQL: each tells its pages the others' changes too (D41).
    // The embedded database has no other process, and this one's changes wake the feed already.
    onOtherProcessChange: databaseUrl
      ? (wake) => database.listen?.(ORDER_EVENTS_CHANNEL, wake)
      : undefined,
  }),
);
// The public pages, rendered again from the menu as it is when it changes (D42).
const pages = await loadRenderedPages(
  process.env.RENDERER_DIR ?? fileURLToPath(new URL('./renderer', import.meta.url)),
  createMenuReader(db),
);
const app = createServerApp({
  handlers,
  distDir,
  pages,
  corsOrigins,
  adminRoutes,
  guestsPerMinute,
  loginsPerMinute,
  log: linesTo(process.stdout),
});
const server = serve({ fetch: app.fetch, port }, (info) => {
  console.log(
    `The shop is on http://localhost:${info.port} (data ${databaseUrl ? 'in PostgreSQL' : `in ${dataDir}`}, payments by the ${gateway.provider} provider)`,
  );
});
// A port already taken is the operator's to fix: a sentence, not a stack trace.
server.on('error', (error: NodeJS.ErrnoException) => {
  console.error(
    error.code === 'EADDRINUSE'
      ? `Port ${port} is taken: stop what listens there, or set PORT to another.`
      : `The shop cannot listen on port ${port}: ${error.message}`,
  );
  process.exit(1);
});

// Idle guests go at the start and every hour; with several servers, each sweeps (a no-op twice).
const sweepGuests = () => {
  removeIdleGuests(db, guestIdleDays).catch((error: unknown) => {
    console.error('Removing idle guests failed; the next sweep tries again.', error);
  });
};
sweepGuests();
setInterval(sweepGuests, 60 * 60 * 1000).unref();

// Requests under way finish, then the database closes.
process.on('SIGTERM', () => {
  server.close(() => void database.close().then(() => process.exit(0)));
});
