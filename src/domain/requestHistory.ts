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
