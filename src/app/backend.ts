let ready: Promise<void> | undefined;

/**
 * Starts the in-browser backend once. The import is dynamic so that MSW (about 160 KB gzip)
 * is not part of the first paint: the shell paints, and data requests wait for this.
 */
export function whenBackendReady(): Promise<void> {
  ready ??= import('../mocks/browser')
    .then(({ startMockBackend }) => startMockBackend())
    .then(() => {
      // Lets end-to-end tests wait for the backend instead of sleeping.
      document.documentElement.dataset.backend = 'ready';
    });
  return ready;
}

/** Storybook starts MSW through its own addon; the app's requests must not start another. */
export function markBackendStartedElsewhere(): void {
  ready = Promise.resolve();
}
