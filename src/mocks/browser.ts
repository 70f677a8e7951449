import { setupWorker } from 'msw/browser';
import { createCookieControlsStore } from './controls';
import { createMockBackend } from './index';

/**
 * Starts the service worker that answers /api/* from the browser's IndexedDB (D23), under the
 * backend controls that every tab shares for the browser session (D26).
 */
export async function startMockBackend(): Promise<void> {
  const { handlers } = createMockBackend(window.localStorage, createCookieControlsStore());
  const worker = setupWorker(...Object.values(handlers).flat());
  await worker.start({
    onUnhandledRequest: 'bypass',
    quiet: true,
    serviceWorker: { url: '/mockServiceWorker.js' },
  });
}
