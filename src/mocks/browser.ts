import { setupWorker } from 'msw/browser';
import { createMockBackend } from './index';

/** Starts the service worker that answers /api/* from a database kept in localStorage. */
export async function startMockBackend(): Promise<void> {
  const { handlers } = createMockBackend(window.localStorage);
  const worker = setupWorker(...Object.values(handlers).flat());
  await worker.start({
    onUnhandledRequest: 'bypass',
    quiet: true,
    serviceWorker: { url: '/mockServiceWorker.js' },
  });
}
