/**
 * The backend's clock: the host's, moved on by `POST /api/clock` in tests of what time does (the
 * kitchen's answer timeout, D38). Held in memory: a restarted backend is back on the host's time.
 */
export interface BackendClock {
  now(): number;
  advance(ms: number): void;
}

// The host's time read when asked, not kept: a test that fakes Date moves this clock too.
export function createBackendClock(hostNow: () => number = () => Date.now()): BackendClock {
  let ahead = 0;
  return {
    now: () => hostNow() + ahead,
    advance(ms) {
      ahead += ms;
    },
  };
}
