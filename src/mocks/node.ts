import { setupServer, type SetupServer } from 'msw/node';
import type { Db } from './db';
import { createMockBackend } from './index';
import { createMemoryStorage, type KeyValueStorage } from './storage';

export interface TestBackend {
  db: Db;
  storage: KeyValueStorage;
  server: SetupServer;
}

/** A backend for Node tests: call `server.listen()` before and `server.close()` after use. */
export function createTestBackend(storage: KeyValueStorage = createMemoryStorage()): TestBackend {
  const { db, handlers } = createMockBackend(storage);
  return { db, storage, server: setupServer(...Object.values(handlers).flat()) };
}
