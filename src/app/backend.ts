declare global {
  interface ImportMetaEnv {
    /** 'server' in the build `npm start` serves: the API is the server's, no backend starts here. */
    readonly VITE_BACKEND?: 'server';
  }
}

/** Known when the store is built: a server build holds no mock backend. */
const ON_THE_SERVER = import.meta.env.VITE_BACKEND === 'server';

let ready: Promise<void> | undefined;

export const BACKEND_FAILED =
  'The demo backend could not start in this browser (it needs service workers). Please retry.';

/**
 * Starts the in-browser backend once. The import is dynamic so that MSW (about 160 KB gzip)
 * is not part of the first paint: the shell paints, and data requests wait for this. A failed
 * start is forgotten, so the next request (a page's Retry) tries again.
 */
export function whenBackendReady(): Promise<void> {
  if (ON_THE_SERVER) return Promise.resolve();
  ready ??= import('../mocks/browser')
    .then(({ startMockBackend }) => startMockBackend())
    .then(() => {
      // Lets end-to-end tests wait for the backend instead of sleeping.
      document.documentElement.dataset.backend = 'ready';
    })
    .catch((error: unknown) => {
      ready = undefined;
      throw new Error(BACKEND_FAILED, { cause: error });
    });
  return ready;
}

/**
 * This tab's API calls since the backend started; none where it started elsewhere (Storybook) or
 * runs on a server.
 */
export const whenRequestHistoryReady = () =>
  ON_THE_SERVER
    ? Promise.resolve(undefined)
    : whenBackendReady()
        .then(() => import('../mocks/browser'))
        .then(({ requestHistory }) => requestHistory());

/** Storybook starts MSW through its own addon; the app's requests must not start another. */
export function markBackendStartedElsewhere(): void {
  ready = Promise.resolve();
}
