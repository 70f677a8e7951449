import type { SetupWorker } from 'msw/browser';
import {
  addToHistory,
  bodyForHistory,
  endpointOf,
  HISTORY_LIMIT,
  isApiCall,
  type HistoryEntry,
} from '../../domain/requestHistory';

/** MSW's life-cycle events: a worker's, or a Node server's (the same emitter). */
export type LifeCycleEvents = SetupWorker['events'];

/** This tab's API calls, newest first: a store for `useSyncExternalStore`. */
export interface RequestHistory {
  entries: () => readonly HistoryEntry[];
  subscribe: (onChange: () => void) => () => void;
  clear: () => void;
}

export interface RequestRecorder extends RequestHistory {
  /** Stops listening; the entries stay. */
  stop: () => void;
}

interface RecorderOptions {
  /** The page's origin: its calls are listed by path. */
  origin?: string;
  clock?: () => number;
}

/** A call as it started, to be listed once its reply is known. */
export interface CallToRecord {
  id: string;
  seq: number;
  startedAt: number;
  request: Request;
}

/** The reply's size: its Content-Length (MSW's replies carry one), else its body read from a copy. */
async function sizeOf(response: Response): Promise<number> {
  const length = response.headers.get('content-length');
  if (length !== null && /^\d+$/.test(length)) return Number(length);
  try {
    return (await response.clone().arrayBuffer()).byteLength;
  } catch {
    return 0;
  }
}

/** The call as History lists it, once its reply came (a network error is a reply of status 0). */
export async function historyEntryOf(
  { id, seq, startedAt, request }: CallToRecord,
  response: Response,
  endedAt: number,
  origin: string,
): Promise<HistoryEntry> {
  const [body, sizeBytes] = await Promise.all([
    request.body === null ? undefined : request.text().catch(() => undefined),
    sizeOf(response),
  ]);
  return {
    id,
    seq,
    method: request.method,
    endpoint: endpointOf(new URL(request.url), origin),
    headers: [...request.headers],
    ...(body === undefined ? {} : { body: bodyForHistory(body) }),
    status: response.status,
    statusText: response.statusText,
    durationMs: Math.round(endedAt - startedAt),
    sizeBytes,
  };
}

/** A History that entries are added to as their calls end. */
export function createHistoryStore(): RequestHistory & { add: (entry: HistoryEntry) => void } {
  let entries: readonly HistoryEntry[] = [];
  const subscribers = new Set<() => void>();
  const changed = (next: readonly HistoryEntry[]) => {
    entries = next;
    for (const subscriber of subscribers) subscriber();
  };
  return {
    entries: () => entries,
    subscribe: (onChange) => {
      subscribers.add(onChange);
      return () => subscribers.delete(onChange);
    },
    clear: () => changed([]),
    add: (entry) => changed(addToHistory(entries, entry)),
  };
}

/**
 * Records the API calls that pass through MSW from its life-cycle events: a request's start,
 * then its reply (mocked, or passed through: a network error is a reply of status 0). The
 * listeners only note what they are given and read the bodies afterwards, so a call is not
 * held up.
 */
export function recordRequests(
  events: LifeCycleEvents,
  { origin = location.origin, clock = () => performance.now() }: RecorderOptions = {},
): RequestRecorder {
  const history = createHistoryStore();
  let seq = 0;
  const started = new Map<string, CallToRecord>();

  const onStart = ({ request, requestId }: { request: Request; requestId: string }) => {
    if (!isApiCall(new URL(request.url))) return;
    seq += 1;
    started.set(requestId, { id: requestId, seq, startedAt: clock(), request: request.clone() });
    // A call that is aborted gets no reply event: forget the oldest beyond what History keeps.
    if (started.size > HISTORY_LIMIT) started.delete(started.keys().next().value!);
  };

  const onReply = ({ response, requestId }: { response: Response; requestId: string }) => {
    const call = started.get(requestId);
    if (!call) return;
    started.delete(requestId);
    void historyEntryOf(call, response, clock(), origin).then(history.add);
  };

  events.on('request:start', onStart);
  events.on('response:mocked', onReply);
  events.on('response:bypass', onReply);
  return {
    entries: history.entries,
    subscribe: history.subscribe,
    clear: history.clear,
    stop: () => {
      events.removeListener('request:start', onStart);
      events.removeListener('response:mocked', onReply);
      events.removeListener('response:bypass', onReply);
    },
  };
}
