import { useEffect, useState } from 'react';
import type { Clock } from '../../domain/clock';

const MINUTE_MS = 60_000;

/** Calls `tick` every 15 seconds: a ticket's minutes move within a quarter of a minute. */
const everyQuarterMinute: Clock['onTick'] = (tick) => {
  const timer = setInterval(tick, 15_000);
  return () => clearInterval(timer);
};

/** The device's clock. */
export const DEVICE_CLOCK: Clock = { now: () => Date.now(), onTick: everyQuarterMinute };

/**
 * The clock's time, read again at each of its ticks; the screen re-renders only when the minute
 * changes, as the board shows whole minutes.
 */
export function useNow(clock: Clock): number {
  const [now, setNow] = useState(clock.now);
  useEffect(
    () =>
      clock.onTick(() => {
        const next = clock.now();
        setNow((shown) =>
          Math.floor(shown / MINUTE_MS) === Math.floor(next / MINUTE_MS) ? shown : next,
        );
      }),
    [clock],
  );
  return now;
}
