import { setupWorker } from 'msw/browser';
import { createMockBackend } from './index';

/** Starts the service worker that answers /api/* from the browser's IndexedDB (D23). */
export async function startMockBackend(): Promise<void> {
  const { handlers } = createMockBackend(window.localStorage);
  const worker = setupWorker(...Object.values(handlers).flat());
  await worker.start({
    onUnhandledRequest: 'bypass',
    quiet: true,
    serviceWorker: { url: '/mockServiceWorker.js' },
  });
}
