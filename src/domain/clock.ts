/** Time as a screen that follows it reads it: the time now, and a call each time it may have moved. */
export interface Clock {
  /** Milliseconds since the epoch, as `Date.now`. */
  now: () => number;
  /** Calls `tick` now and then, until the function it returns is called. */
  onTick: (tick: () => void) => () => void;
}
