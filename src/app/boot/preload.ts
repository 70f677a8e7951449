/**
 * A call that can be made early, before the code that needs its answer runs: `preload` makes it,
 * and `load` hands that answer over once, if it was for the same key, else calls again.
 */
export function createPreload<Key, Value>(call: (key: Key) => Promise<Value>) {
  let early: { key: Key; value: Promise<Value> } | undefined;
  return {
    preload(key: Key): void {
      const value = call(key);
      // Its failure is for `load`'s caller to report; until then it is not unhandled.
      value.catch(() => undefined);
      early = { key, value };
    },
    load(key: Key): Promise<Value> {
      const value = early?.key === key ? early.value : undefined;
      early = undefined;
      return value ?? call(key);
    },
  };
}
