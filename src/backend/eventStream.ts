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

const eventText = ({ seq, order }: OrderEvent) =>
  `id: ${seq}\nevent: order\ndata: ${JSON.stringify(order)}\n\n`;

/** A stream of the watcher's changes, from when it answers until the page goes. */
export async function orderEventStream(
  feed: OrderFeed,
  request: Request,
  watcher: Omit<OrderWatcher, 'send'>,
): Promise<Response> {
  const after = lastEventId(request);
  const encoder = new TextEncoder();
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
  const write = (text: string) => {
    if (open) controller.enqueue(encoder.encode(text));
  };
  write(`retry: ${RETRY_MS}\n\n`);
  stop = await feed.watch({ ...watcher, send: (event) => write(eventText(event)) }, after);
  const keepAlive = setInterval(() => write(': still here\n\n'), KEEP_ALIVE_MS);
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
