import type { OrderEvent } from './db';
import { ApiError } from './http';
import { LAST_EVENT_ID_INVALID } from '../domain/kitchenErrors';
import type { OrderFeed, OrderWatcher } from './orderFeed';

// Server-sent events (D41): a plain streamed Response, which the service worker and the Node
// server both send as it is written.

/** A comment now and then keeps proxies from closing a quiet stream. */
const KEEP_ALIVE_MS = 25_000;
/** How soon a page's reader reconnects after a dropped connection. */
const RETRY_MS = 1000;

/** The number of the last change the page had, from its Last-Event-ID header. */
export function lastEventId(request: Request): number | undefined {
  const header = request.headers.get('last-event-id');
  if (header === null || header.trim() === '') return undefined;
  const seq = Number(header);
  if (!Number.isSafeInteger(seq) || seq < 0) throw new ApiError(400, LAST_EVENT_ID_INVALID);
  return seq;
}

const encoder = new TextEncoder();
const RETRY = encoder.encode(`retry: ${RETRY_MS}\n\n`);
const STILL_HERE = encoder.encode(': still here\n\n');
/** Each change as written, made once however many streams it goes to. */
const written = new WeakMap<OrderEvent, Uint8Array>();

function eventBytes(event: OrderEvent): Uint8Array {
  let bytes = written.get(event);
  if (!bytes) {
    bytes = encoder.encode(
      `id: ${event.seq}\nevent: order\ndata: ${JSON.stringify(event.order)}\n\n`,
    );
    written.set(event, bytes);
  }
  return bytes;
}

/** A stream of the watcher's changes, from when it answers until the page goes. */
export async function orderEventStream(
  feed: OrderFeed,
  request: Request,
  watcher: Omit<OrderWatcher, 'send'>,
): Promise<Response> {
  const after = lastEventId(request);
  let open = true;
  let stop = () => {};
  const close = () => {
    open = false;
    stop();
    clearInterval(keepAlive);
  };
  let controller!: ReadableStreamDefaultController<Uint8Array>;
  // `start` runs at once: the stream can take events before the reply is sent.
  const body = new ReadableStream<Uint8Array>({
    start: (streamController) => {
      controller = streamController;
    },
    cancel: close,
  });
  const write = (bytes: Uint8Array) => {
    if (open) controller.enqueue(bytes);
  };
  write(RETRY);
  stop = await feed.watch({ ...watcher, send: (event) => write(eventBytes(event)) }, after);
  const keepAlive = setInterval(() => write(STILL_HERE), KEEP_ALIVE_MS);
  request.signal.addEventListener('abort', () => {
    if (!open) return;
    close();
    controller.close();
  });
  return new Response(body, {
    headers: {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-cache, no-transform',
    },
  });
}
