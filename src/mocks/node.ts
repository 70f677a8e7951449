import { setupServer, type SetupServer } from 'msw/node';
import type { Db } from './db';
import { createMockBackend, everyHandler } from './index';
import type { KeyValueStorage } from './storage';

export interface TestBackend {
  db: Db;
  server: SetupServer;
}

type TestBackendFactory = (legacyStorage?: KeyValueStorage) => TestBackend;

/** Over the global (fake) `indexedDB`. */
let factory: TestBackendFactory = (legacyStorage) => {
  const { db, handlers } = createMockBackend(legacyStorage);
  return { db, server: setupServer(...everyHandler(handlers)) };
};

/**
 * A backend for Node tests, from the seed: call `server.listen()` before and `server.close()`
 * after use.
 */
export const createTestBackend = (legacyStorage?: KeyValueStorage): TestBackend =>
  factory(legacyStorage);

/** Puts another backend behind the same tests: the server's, in its Vitest projects. */
export function setTestBackendFactory(next: TestBackendFactory): void {
  factory = next;
}
