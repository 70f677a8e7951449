import { useEffect, useState } from 'react';

export type Settled<T> =
  | { status: 'pending' }
  | { status: 'fulfilled'; value: T }
  | { status: 'rejected'; error: unknown };

const PENDING = { status: 'pending' } as const;

/**
 * The state of a loader's promise, without suspending. Pages use this instead of <Await>: a
 * suspended grid would hold back the router's transition, so a filter ticked while the dishes
 * load would not show as ticked until they arrived.
 */
export function useSettled<T>(promise: Promise<T>): Settled<T> {
  const [result, setResult] = useState<{ promise: Promise<T>; settled: Settled<T> }>();
  useEffect(() => {
    let current = true;
    promise.then(
      (value) => current && setResult({ promise, settled: { status: 'fulfilled', value } }),
      (error: unknown) => current && setResult({ promise, settled: { status: 'rejected', error } }),
    );
    return () => {
      current = false;
    };
  }, [promise]);
  return result?.promise === promise ? result.settled : PENDING;
}
