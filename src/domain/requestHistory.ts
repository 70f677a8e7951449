/** One API call of this tab, as History in the request tester lists it. */
export interface HistoryEntry {
  /** MSW's id of the request. */
  id: string;
  /** The order in which the requests started: the list is newest first by it. */
  seq: number;
  method: string;
  /** The path and query on this origin, else the whole URL. */
  endpoint: string;
  /** The headers as sent, names in lower case. */
  headers: [name: string, value: string][];
  /** The body text as sent; absent when there was none. */
  body?: string;
  /** 0 for a network error: no reply at all. */
  status: number;
  statusText: string;
  durationMs: number;
  sizeBytes: number;
}

export const HISTORY_LIMIT = 200;

/** History with one more entry, in its place by start, the oldest dropped beyond the limit. */
export function addToHistory(
  entries: readonly HistoryEntry[],
  entry: HistoryEntry,
  limit = HISTORY_LIMIT,
): HistoryEntry[] {
  // A call that started earlier may end later: most land first, so the search is short.
  const at = entries.findIndex((current) => current.seq < entry.seq);
  const next =
    at === -1 ? [...entries, entry] : [...entries.slice(0, at), entry, ...entries.slice(at)];
  return next.slice(0, limit);
}

/** Only the API's calls are listed, not the page's pictures, scripts and styles. */
export const isApiCall = (url: URL) => url.pathname === '/api' || url.pathname.startsWith('/api/');

/** What the tester's endpoint box shows for a URL: the path and query on this origin. */
export const endpointOf = (url: URL, origin: string) =>
  url.origin === origin ? `${url.pathname}${url.search}` : url.href;

export const MASKED = '••••••••';

const maskPasswords = (value: unknown): unknown => {
  if (Array.isArray(value)) return value.map(maskPasswords);
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, field]) => [
      key,
      /password/i.test(key) && typeof field === 'string' ? MASKED : maskPasswords(field),
    ]),
  );
};

/**
 * A body as History keeps it: every password in a JSON body masked (a login's, a signup's), so
 * that History never holds one. A body that is not JSON is kept as it was sent.
 */
export function bodyForHistory(body: string): string {
  let parsed: unknown;
  try {
    parsed = JSON.parse(body);
  } catch {
    return body;
  }
  const masked = maskPasswords(parsed);
  return JSON.stringify(masked) === JSON.stringify(parsed) ? body : JSON.stringify(masked);
}
