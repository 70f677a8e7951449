import type { KeyValueStorage } from '../../../domain/keyValueStorage';
import { open } from './open';

/**
 * Moves the earlier version's localStorage document into IndexedDB, from the page: the backend's
 * service worker, which opens the database afterwards, cannot read localStorage.
 */
export async function moveLegacyData(legacyStorage: KeyValueStorage): Promise<void> {
  (await open(legacyStorage)).close();
}
