import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { http } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, vi } from 'vitest';
import { createHandlers, everyHandler } from '../backend/handlers';
import { setTestBackendFactory } from './testBackend';
import { createServerApp } from '../backend/server/app';
import { freshSqlDb, migrated } from './serverContractDatabase';

// The backend's contract and property tests, unchanged, against the server: each
// request goes through the server's Hono app to the same handlers over SQL, on PGlite in memory
// or, in the PostgreSQL project, on the cluster `npm test` starts (TEST_DATABASE_URL). Run
// before each test file; the database is the worker's (./serverContractDatabase.ts).

// Opening the database and migrating it takes seconds, and many more on a loaded machine: the
// first file waits for it in a hook of its own, not in its first test.
beforeAll(() => migrated, 120_000);
// The files share their worker: a test's fake clock must not outlive its file.
afterEach(() => {
  vi.useRealTimers();
});
// No store is built for these tests: the pages' folder is empty, and gone after the file.
const distDir = mkdtempSync(join(tmpdir(), 'dist-'));
afterAll(() => rmSync(distDir, { recursive: true, force: true }));

// A server makes a guest account of its own per 'Be My Guest', unless a test asks otherwise.
setTestBackendFactory(({ guestAccounts = 'own', handlerOptions }) => {
  const db = freshSqlDb();
  const app = createServerApp({
    // The tests sign the kitchen in with 'Kitchen demo', which a server's admin may turn on.
    handlers: everyHandler(
      createHandlers(db, { guestAccounts, kitchenDemo: true, ...handlerOptions }),
    ),
    distDir,
    adminRoutes: true,
    // The tests log in far more often than a person can.
    loginsPerMinute: Number.MAX_SAFE_INTEGER,
    guestsPerMinute: Number.MAX_SAFE_INTEGER,
  });
  const respond = async (request: Request) => app.fetch(request);
  return {
    db,
    guestAccounts,
    server: setupServer(
      // A predicate, not a path: MSW would throw matching a path with a broken escape.
      http.all(
        () => true,
        ({ request }) => respond(request),
      ),
    ),
    respond,
  };
});
