import { fromCallback } from 'xstate';
import type { Clock } from '../domain/clock';

/**
 * A clock that moves only when told, with a ticking actor (for a machine's `ticks` slot) that
 * sends `clock.tick` each time it does: tests and stories step through time without waiting.
 */
export function manualClock(start: number) {
  let time = start;
  const tickers = new Set<() => void>();
  const onTick: Clock['onTick'] = (tick) => {
    tickers.add(tick);
    return () => tickers.delete(tick);
  };
  return {
    now: () => time,
    onTick,
    ticks: fromCallback(({ sendBack }) => onTick(() => sendBack({ type: 'clock.tick' }))),
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
