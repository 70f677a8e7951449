import { createParser } from 'eventsource-parser';
import * as kitchenRoutes from '../../domain/api/routes/kitchen';
import * as orderRoutes from '../../domain/api/routes/orders';
import type { ApiRoute } from '../../domain/api/routes';
import type { Order } from '../../domain/types';
import { whenBackendReady } from '../boot/backendStart';

// The backend's pushed changes of orders (D41): server-sent events read over fetch, which can
// send the token (an EventSource cannot), and read again after a drop from the last event's id.

export interface OrderEventHandlers {
  /** Each order as it changes. */
  onOrder: (order: Order) => void;
  /** Each time the stream is (again) open: what changed before it may be read now. */
  onOpen?: () => void;
  /** The token ended: following stops. */
  onSignedOut?: () => void;
}

/** How long to wait before reading again, unless the stream says otherwise. */
const DEFAULT_RETRY_MS = 1000;

function follow(route: ApiRoute, token: string, handlers: OrderEventHandlers): () => void {
  const stop = new AbortController();
  let lastEventId: string | undefined;
  let retryMs = DEFAULT_RETRY_MS;
  const parser = createParser({
    onEvent({ id, event, data }) {
      if (id !== undefined) lastEventId = id;
      if (event === 'order') handlers.onOrder(JSON.parse(data) as Order);
    },
    onRetry: (ms) => {
      retryMs = ms;
    },
  });

  async function read(): Promise<'again' | 'signed out'> {
    await whenBackendReady();
    const headers: Record<string, string> = { accept: 'text/event-stream', authorization: token };
    if (lastEventId !== undefined) headers['last-event-id'] = lastEventId;
    const response = await fetch(route.path, { headers, signal: stop.signal });
    if (response.status === 401) return 'signed out';
    if (!response.ok || !response.body) return 'again';
    handlers.onOpen?.();
    parser.reset({ consume: false });
    const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return 'again';
      parser.feed(value);
    }
  }

  void (async () => {
    while (!stop.signal.aborted) {
      const outcome = await read().catch(() => 'again' as const);
      if (stop.signal.aborted) return;
      if (outcome === 'signed out') {
        handlers.onSignedOut?.();
        return;
      }
      await new Promise((resolve) => setTimeout(resolve, retryMs));
    }
  })();
  return () => stop.abort();
}

/** The shopper's orders as they change; answers how to stop. */
export const followMyOrders = (token: string, handlers: OrderEventHandlers) =>
  follow(orderRoutes.orderEvents, token, handlers);

/** Every order as it changes, for the kitchen's board; answers how to stop. */
export const followKitchenOrders = (token: string, handlers: OrderEventHandlers) =>
  follow(kitchenRoutes.kitchenEvents, token, handlers);
