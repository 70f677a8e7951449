import { createDb, type Db } from './db';
import { createHandlers, type MockHandlers } from './handlers';
import { createMemoryStorage, type KeyValueStorage } from './storage';

export type { Db } from './db';
export type { MockHandlers } from './handlers';
export { createMemoryStorage, type KeyValueStorage } from './storage';

export interface MockBackend {
  db: Db;
  handlers: MockHandlers;
}

/** A backend over `storage`: by default a fresh in-memory seed, as stories and tests need. */
export function createMockBackend(storage: KeyValueStorage = createMemoryStorage()): MockBackend {
  const db = createDb(storage);
  return { db, handlers: createHandlers(db) };
}
