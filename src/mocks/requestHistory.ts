import type { SetupWorker } from 'msw/browser';
import {
  addToHistory,
  bodyForHistory,
  endpointOf,
  HISTORY_LIMIT,
  isApiCall,
  type HistoryEntry,
} from '../domain/requestHistory';

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

interface StartedCall {
  seq: number;
  startedAt: number;
  method: string;
  url: URL;
  headers: [string, string][];
  body: Promise<string | undefined>;
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
  let entries: readonly HistoryEntry[] = [];
  let seq = 0;
  const started = new Map<string, StartedCall>();
  const subscribers = new Set<() => void>();
  const changed = (next: readonly HistoryEntry[]) => {
    entries = next;
    for (const subscriber of subscribers) subscriber();
  };

  const onStart = ({ request, requestId }: { request: Request; requestId: string }) => {
    const url = new URL(request.url);
    if (!isApiCall(url)) return;
    started.set(requestId, {
      seq: (seq += 1),
      startedAt: clock(),
      method: request.method,
      url,
      headers: [...request.headers],
      body: request.body === null ? Promise.resolve(undefined) : request.clone().text(),
    });
    // A call that is aborted gets no reply event: forget the oldest beyond what History keeps.
    if (started.size > HISTORY_LIMIT) started.delete(started.keys().next().value!);
  };

  const onReply = ({ response, requestId }: { response: Response; requestId: string }) => {
    const call = started.get(requestId);
    if (!call) return;
    started.delete(requestId);
    const durationMs = Math.round(clock() - call.startedAt);
    void Promise.all([call.body.catch(() => undefined), sizeOf(response)]).then(
      ([body, sizeBytes]) =>
        changed(
          addToHistory(entries, {
            id: requestId,
            seq: call.seq,
            method: call.method,
            endpoint: endpointOf(call.url, origin),
            headers: call.headers,
            ...(body === undefined ? {} : { body: bodyForHistory(body) }),
            status: response.status,
            statusText: response.statusText,
            durationMs,
            sizeBytes,
          }),
        ),
    );
  };

  events.on('request:start', onStart);
  events.on('response:mocked', onReply);
  events.on('response:bypass', onReply);
  return {
    entries: () => entries,
    subscribe: (onChange) => {
      subscribers.add(onChange);
      return () => subscribers.delete(onChange);
    },
    clear: () => changed([]),
    stop: () => {
      events.removeListener('request:start', onStart);
      events.removeListener('response:mocked', onReply);
      events.removeListener('response:bypass', onReply);
    },
  };
}
