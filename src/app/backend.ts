let ready: Promise<void> | undefined;

export const BACKEND_FAILED =
  'The demo backend could not start in this browser (it needs service workers). Please retry.';

/**
 * Starts the in-browser backend once. The import is dynamic so that MSW (about 160 KB gzip)
 * is not part of the first paint: the shell paints, and data requests wait for this. A failed
 * start is forgotten, so the next request (a page's Retry) tries again.
 */
export function whenBackendReady(): Promise<void> {
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

/** This tab's API calls since the backend started; none where it started elsewhere (Storybook). */
export const whenRequestHistoryReady = () =>
  whenBackendReady()
    .then(() => import('../mocks/browser'))
    .then(({ requestHistory }) => requestHistory());

/** Storybook starts MSW through its own addon; the app's requests must not start another. */
export function markBackendStartedElsewhere(): void {
  ready = Promise.resolve();
}
