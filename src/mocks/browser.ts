import { setupWorker } from 'msw/browser';
import { createCookieControlsStore } from './controls';
import { createMockBackend, everyHandler } from './index';
import { recordRequests, type RequestHistory } from './requestHistory';

let history: RequestHistory | undefined;

/** This tab's API calls since the backend started (History in the request tester). */
export const requestHistory = (): RequestHistory | undefined => history;

/**
 * Starts the service worker that answers /api/* from the browser's IndexedDB (D23), under the
 * backend controls that every tab shares for the browser session (D26).
 */
export async function startMockBackend(): Promise<void> {
  const { handlers } = createMockBackend(window.localStorage, createCookieControlsStore());
  const worker = setupWorker(...everyHandler(handlers));
  // Listening before the start, so that History has the store's first calls too.
  history = recordRequests(worker.events);
  await worker.start({
    onUnhandledRequest: 'bypass',
    quiet: true,
    serviceWorker: { url: '/mockServiceWorker.js' },
  });
}
