/**
 * The part of a JSON value whose keys or values contain `query` (case-insensitive): an entry
 * whose key matches is kept whole, a value that matches is kept with the keys leading to it,
 * and everything else goes. Arrays keep their matching items, renumbered from 0. A blank query
 * keeps everything; `undefined` means nothing matches.
 */
export function filterJson(value: unknown, query: string): unknown {
  const needle = query.trim().toLowerCase();
  if (needle === '') return value;
  const matches = (text: string) => text.toLowerCase().includes(needle);

  const narrow = (current: unknown): unknown => {
    if (Array.isArray(current)) {
      const items = current.map(narrow).filter((item) => item !== undefined);
      return items.length > 0 ? items : undefined;
    }
    if (typeof current === 'object' && current !== null) {
      const entries = Object.entries(current as Record<string, unknown>).flatMap(([key, item]) => {
        const kept = matches(key) ? item : narrow(item);
        return kept === undefined ? [] : [[key, kept] as const];
      });
      return entries.length > 0 ? Object.fromEntries(entries) : undefined;
    }
    return matches(String(current)) ? current : undefined;
  };
  return narrow(value);
}
