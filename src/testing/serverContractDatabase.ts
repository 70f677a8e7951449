import { PGlite } from '@electric-sql/pglite';
import type { Db } from '../backend/db';
import { initialisedDataDir } from '../backend/server/embeddedTemplate';
import { connectPostgres } from '../backend/server/postgres';
import { heardMenuRevision } from '../backend/server/heardMenuRevision';
import { soleWriterCache } from '../backend/server/soleWriterCache';
import { createSqlDb, migrate, type SqlDatabase } from '../backend/server/sqlDb';

// The database of the server's contract projects (contractSetup.ts): one per worker, as those
// projects do not isolate their files (vite.config.ts). Each file opening its own started
// PGlite's WebAssembly 16 times, 8 core-seconds each.

const onPostgres = process.env.CONTRACT_DATABASE === 'postgres';
const postgresUrl = process.env.TEST_DATABASE_URL;
if (onPostgres && !postgresUrl) {
  throw new Error('The PostgreSQL contract project needs TEST_DATABASE_URL (npm test sets it).');
}
/** A database of this worker's own on the cluster: the workers run side by side. */
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
  onPostgres && postgresUrl
    ? ownPostgresDatabase(postgresUrl)
    : initialisedDataDir().then((loadDataDir) => new PGlite({ loadDataDir }));
/** The database, opened and migrated: seconds, as PGlite starts WebAssembly. */
export const migrated = opened.then(migrate);
/** The database, once opened: the Db is made before it is. */
const database: SqlDatabase = {
  query: async (text, params) => (await opened).query(text, params),
  transaction: async (run) => (await opened).transaction(run),
};
/** Calls the tests' backends made that have not ended yet: a reset waits for them. */
const running = new Set<Promise<unknown>>();
/** The last reset: the next one starts after it. */
let lastReset: Promise<unknown> = migrated;

/**
 * The Db over SQL, each call after the database is back at the seed. One database serves a
 * worker's backends in turn (a test, a property run): a backend resets it only once every
 * call of the ones before has ended, as a fresh IndexedDB would be its own.
 */
export function freshSqlDb(): Db {
  // As `npm start` has it (D46, D47): kept in memory on the embedded database, and the menu's
  // revision kept on PostgreSQL, where only this worker changes this database.
  const sql = onPostgres
    ? heardMenuRevision(createSqlDb(database), () => undefined)
    : soleWriterCache(createSqlDb(database));
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
