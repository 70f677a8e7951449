import type { BackendControlsStore } from './controls';
import { createDb } from './indexedDb';
import type { Db } from '../db';
import { createHandlers, type BackendHandlers } from '../handlers';
import type { KeyValueStorage } from '../../domain/keyValueStorage';

export { everyHandler, type BackendHandlers } from '../handlers';

export interface BrowserBackend {
  db: Db;
  handlers: BackendHandlers;
}

/**
 * A backend over the global `indexedDB`: the browser's, or fake-indexeddb's in memory for
 * Storybook and tests. `legacyStorage` holds the earlier version's data, moved over on first start.
 * The backend controls live in memory unless the browser's cookie store is passed.
 */
export function createBrowserBackend(
  legacyStorage?: KeyValueStorage,
  controls?: BackendControlsStore,
): BrowserBackend {
  const db = createDb({ legacyStorage });
  // The demo tells its story to a lone visitor: its own kitchen moves orders on (D41).
  return { db, handlers: createHandlers(db, { controls, demoKitchen: true }) };
}
