import { PGlite } from '@electric-sql/pglite';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { http } from 'msw';
import { setupServer } from 'msw/node';
import { beforeAll } from 'vitest';
import type { Db } from '../mocks/db';
import { createHandlers, everyHandler } from '../mocks/handlers';
import { setTestBackendFactory } from '../mocks/node';
import { createServerApp } from './app';
import { connectPostgres } from './postgres';
import { createSqlDb, migrate, type SqlDatabase } from './sqlDb';

// The backend's contract and property tests, unchanged, against the server: each
// request goes through the server's Hono app to the same handlers over SQL, on PGlite in memory
// or, in the PostgreSQL project, on the cluster `npm test` starts (TEST_DATABASE_URL).

const onPostgres = process.env.CONTRACT_DATABASE === 'postgres';
const postgresUrl = process.env.TEST_DATABASE_URL;
if (onPostgres && !postgresUrl) {
  throw new Error('The PostgreSQL contract project needs TEST_DATABASE_URL (npm test sets it).');
}
/** A database of this test file's own on the cluster: the files run side by side. */
async function ownPostgresDatabase(url: string): Promise<SqlDatabase> {
  const cluster = connectPostgres(url);
  const name = `contract_${crypto.randomUUID().replaceAll('-', '')}`;
  await cluster.query(`create database ${name}`);
  await cluster.close();
  const own = new URL(url);
  own.pathname = `/${name}`;
  return connectPostgres(own.href);
}

const opened: Promise<SqlDatabase> =
  onPostgres && postgresUrl ? ownPostgresDatabase(postgresUrl) : Promise.resolve(new PGlite());
const migrated = opened.then(migrate);
// Opening the database (PGlite starts WebAssembly) and migrating it takes seconds, and many
// more on a loaded machine: the file waits for it in a hook of its own, not in its first test.
beforeAll(() => migrated, 120_000);
/** The database, once opened: the Db is made before it is. */
const database: SqlDatabase = {
  query: async (text, params) => (await opened).query(text, params),
  transaction: async (run) => (await opened).transaction(run),
};
const distDir = mkdtempSync(join(tmpdir(), 'dist-'));

/** Calls the tests' backends made that have not ended yet: a reset waits for them. */
const running = new Set<Promise<unknown>>();
/** The last reset: the next one starts after it. */
let lastReset: Promise<unknown> = migrated;

/**
 * The Db over SQL, each call after the database is back at the seed. One database serves a
 * test file's backends in turn (a test, a property run): a backend resets it only once every
 * call of the ones before has ended, as a fresh IndexedDB would be its own.
 */
function freshSqlDb(): Db {
  const sql = createSqlDb(database);
  const fresh = Promise.allSettled([lastReset, ...running]).then(() => sql.reset());
  lastReset = fresh.catch(() => undefined);
  const entries = Object.entries(sql).map(([name, method]: [string, () => Promise<unknown>]) => [
    name,
    async (...args: []) => {
      await fresh;
      const call = method(...args);
      running.add(call);
      void call.then(
        () => running.delete(call),
        () => running.delete(call),
      );
      return call;
    },
  ]);
  return Object.fromEntries(entries) as Db;
}

setTestBackendFactory(() => {
  const db = freshSqlDb();
  const app = createServerApp({
    handlers: everyHandler(createHandlers(db)),
    distDir,
    adminRoutes: true,
    // The tests log in far more often than a person can.
    loginsPerMinute: Number.MAX_SAFE_INTEGER,
  });
  return {
    db,
    server: setupServer(
      // A predicate, not a path: MSW would throw matching a path with a broken escape.
      http.all(
        () => true,
        ({ request }) => app.fetch(request),
      ),
    ),
  };
});
