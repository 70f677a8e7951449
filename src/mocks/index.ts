import type { BackendControlsStore } from './controls';
import { createDb, type Db } from './db';
import { createHandlers, type MockHandlers } from './handlers';
import type { KeyValueStorage } from './storage';

export type { Db } from './db';
export { everyHandler, type MockHandlers } from './handlers';

export interface MockBackend {
  db: Db;
  handlers: MockHandlers;
}

/**
 * A backend over the global `indexedDB`: the browser's, or fake-indexeddb's in memory for
 * Storybook and tests. `legacyStorage` holds the earlier version's data, moved over on first start.
 * The backend controls live in memory unless the browser's cookie store is passed.
 */
export function createMockBackend(
  legacyStorage?: KeyValueStorage,
  controls?: BackendControlsStore,
): MockBackend {
  const db = createDb({ legacyStorage });
  return { db, handlers: createHandlers(db, { controls }) };
}
