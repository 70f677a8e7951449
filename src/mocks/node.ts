import { setupServer, type SetupServer } from 'msw/node';
import type { Db } from './db';
import { createMockBackend } from './index';
import type { KeyValueStorage } from './storage';

export interface TestBackend {
  db: Db;
  server: SetupServer;
}

/**
 * A backend for Node tests over the global (fake) `indexedDB`: call `server.listen()` before and
 * `server.close()` after use.
 */
export function createTestBackend(legacyStorage?: KeyValueStorage): TestBackend {
  const { db, handlers } = createMockBackend(legacyStorage);
  return { db, server: setupServer(...Object.values(handlers).flat()) };
}
