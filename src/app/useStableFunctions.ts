import { useLayoutEffect, useMemo, useRef, useState } from 'react';

type AnyFunction = (...args: unknown[]) => unknown;

/**
 * `value` with each of its functions replaced by one that keeps its identity for the
 * component's life and calls the latest render's version. Memoised children that receive
 * them re-render only when the data they show changes.
 */
export function useStableFunctions<T extends object>(value: T): T {
  const latest = useRef<object>(value);
  useLayoutEffect(() => {
    latest.current = value;
  });
  const [functionKeys] = useState(() =>
    Object.keys(value).filter((key) => typeof value[key as keyof T] === 'function'),
  );
  const stable = useMemo(
    () =>
      Object.fromEntries(
        functionKeys.map((key) => [
          key,
          (...args: unknown[]) => (latest.current as Record<string, AnyFunction>)[key]?.(...args),
        ]),
      ),
    [functionKeys],
  );
  return useMemo(() => ({ ...value, ...stable }), [value, stable]);
}
