declare global {
  interface ImportMetaEnv {
    /** 'server' in the build `npm start` serves: the API is the server's, no backend starts here. */
    readonly VITE_BACKEND?: 'server';
  }
}

/** Known when the store is built: a server build holds no in-browser backend. */
const ON_THE_SERVER = import.meta.env.VITE_BACKEND === 'server';

export const BACKEND_FAILED =
  'The demo backend could not start in this browser (it needs service workers). Please retry.';

let ready: Promise<void> | undefined;

/**
 * Starts the in-browser backend once; its calls wait for this. A failed start is forgotten, so
 * the next request (a page's Retry) tries again. The code that starts it loads with the first
 * call, and from then on lists this tab's calls for History.
 */
export function whenBackendReady(): Promise<void> {
  if (ON_THE_SERVER) return Promise.resolve();
  ready ??= import('./backendServiceWorker')
    .then(({ startBackend }) => startBackend(navigator.serviceWorker))
    .then(() => {
      // Lets tests that call the API themselves wait for the backend instead of sleeping.
      document.documentElement.dataset.backend = 'ready';
    })
    .catch((error: unknown) => {
      ready = undefined;
      throw new Error(BACKEND_FAILED, { cause: error });
    });
  return ready;
}

/** Storybook starts MSW through its own addon; the app's requests must not start another. */
export function markBackendStartedElsewhere(): void {
  ready = Promise.resolve();
}

/**
 * This tab's API calls since its first; none where the backend started elsewhere (Storybook) or
 * runs on a server.
 */
export const whenRequestHistoryReady = () =>
  ON_THE_SERVER
    ? Promise.resolve(undefined)
    : import('./backendServiceWorker').then(({ requestHistory }) => requestHistory);
