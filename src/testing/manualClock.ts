import { fromCallback } from 'xstate';

/**
 * A clock that moves only when told, and a ticking actor (for a machine's `ticks` slot) that
 * sends `clock.tick` each time it does: tests and stories step through time without waiting.
 */
export function manualClock(start: number) {
  let time = start;
  const tickers = new Set<() => void>();
  return {
    now: () => time,
    ticks: fromCallback(({ sendBack }) => {
      const tick = () => sendBack({ type: 'clock.tick' });
      tickers.add(tick);
      return () => tickers.delete(tick);
    }),
    /** Sets the time and ticks. */
    set(to: number) {
      time = to;
      for (const tick of tickers) tick();
    },
    /** Whether a ticking actor is running. */
    get ticking() {
      return tickers.size > 0;
    },
  };
}
