import { startTransition, useEffect, useState } from 'react';

export type Settled<T> =
  | { status: 'pending' }
  | { status: 'fulfilled'; value: T }
  | { status: 'rejected'; error: unknown };

/** A promise that says, once settled, how it settled (React's thenable convention, read by `use`). */
export type TrackedPromise<T> = Promise<T> &
  (
    | { status?: 'pending' }
    | { status: 'fulfilled'; value: T }
    | { status: 'rejected'; reason: unknown }
  );

const PENDING = { status: 'pending' } as const;

/** Marks `promise` with its outcome when it settles, so a later render can read it at once. */
export function track<T>(promise: Promise<T>): TrackedPromise<T> {
  const tracked = promise as TrackedPromise<T>;
  if (tracked.status !== undefined) return tracked;
  void Object.assign(tracked, { status: 'pending' });
  void promise.then(
    (value) => void Object.assign(tracked, { status: 'fulfilled', value }),
    (reason: unknown) => void Object.assign(tracked, { status: 'rejected', reason }),
  );
  return tracked;
}

/** A promise already fulfilled with `value`: a render reads it without waiting a tick. */
export function fulfilled<T>(value: T): TrackedPromise<T> {
  return Object.assign(Promise.resolve(value), { status: 'fulfilled' as const, value });
}

/** `promise.then(map)`, already fulfilled when `promise` is: a derived value renders at once too. */
export function mapTracked<T, U>(promise: Promise<T>, map: (value: T) => U): TrackedPromise<U> {
  const tracked = promise as TrackedPromise<T>;
  return tracked.status === 'fulfilled' ? fulfilled(map(tracked.value)) : track(promise.then(map));
}

function settledNow<T>(promise: Promise<T>): Settled<T> {
  const tracked = promise as TrackedPromise<T>;
  if (tracked.status === 'fulfilled') return { status: 'fulfilled', value: tracked.value };
  if (tracked.status === 'rejected') return { status: 'rejected', error: tracked.reason };
  return PENDING;
}

/**
 * The state of a loader's promise, without suspending. Pages use this instead of <Await>: a
 * suspended grid would hold back the router's transition, so a filter ticked while the dishes
 * load would not show as ticked until they arrived. A promise that is already settled renders
 * its value at once, which is what lets a prerendered page hydrate with its content.
 */
export function useSettled<T>(promise: Promise<T>): Settled<T> {
  const [result, setResult] = useState<{ promise: Promise<T>; settled: Settled<T> }>();
  useEffect(() => {
    let current = true;
    promise.then(
      // A transition: the content that arrives (a grid of dishes) renders in slices that leave
      // the main thread free for the shopper between them.
      (value) =>
        current &&
        startTransition(() => setResult({ promise, settled: { status: 'fulfilled', value } })),
      (error: unknown) =>
        current &&
        startTransition(() => setResult({ promise, settled: { status: 'rejected', error } })),
    );
    return () => {
      current = false;
    };
  }, [promise]);
  return result?.promise === promise ? result.settled : settledNow(promise);
}
