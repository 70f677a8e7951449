import type { HistoryEntry } from '../../domain/requestHistory';
import { LEGACY_STORAGE_KEY } from '../../backend/browser/indexedDb/legacyKeys';
import { createHistoryStore, type RequestHistory } from '../../backend/browser/requestHistory';
import backendWorkerUrl from '../../backend/browser/serviceWorker?worker&url';

/** The backend's worker, from an earlier visit or just registered: not another worker. */
const isBackend = (worker: ServiceWorker | null) => !!worker?.scriptURL.endsWith(backendWorkerUrl);

/**
 * The backend is a service worker (D32). A page it already controls (every visit after the
 * first) waits for nothing; otherwise the worker is registered and takes the page over.
 */
export async function startBackend(container: ServiceWorkerContainer): Promise<void> {
  const controlled = new Promise<void>((resolve) => {
    container.addEventListener('controllerchange', () => resolve(), { once: true });
  });
  const register = () =>
    container.register(backendWorkerUrl, {
      scope: '/',
      // Vite serves its workers as modules in development, and bundles them into one script.
      type: import.meta.env.DEV ? 'module' : 'classic',
    });
  if (isBackend(container.controller)) {
    // Picks up a newer backend, should there be one, without holding up this page's calls.
    void register().catch(() => undefined);
    return;
  }
  // The earlier version kept its data in localStorage, which a worker cannot read.
  if (localStorage.getItem(LEGACY_STORAGE_KEY) !== null) {
    const { moveLegacyData } = await import('../../backend/browser/indexedDb/moveLegacyData');
    await moveLegacyData(localStorage);
  }
  await register();
  const { active } = await container.ready;
  if (!isBackend(container.controller)) {
    active?.postMessage('claim');
    await controlled;
  }
}

const isHistoryMessage = (data: unknown): data is { historyEntry: HistoryEntry } =>
  typeof data === 'object' && data !== null && 'historyEntry' in data;

/** This tab's API calls, as the backend reports them. */
function listenToHistory(): RequestHistory | undefined {
  if (typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return undefined;
  const history = createHistoryStore();
  navigator.serviceWorker.addEventListener('message', ({ data }: MessageEvent<unknown>) => {
    if (isHistoryMessage(data)) history.add(data.historyEntry);
  });
  return history;
}

/** This tab's API calls since its first (History in the request tester). */
export const requestHistory = listenToHistory();
