import { createParser, type EventSourceMessage } from 'eventsource-parser';

// A test's reader of a stream of server-sent events (D41), over the test's fetch.

export interface EventReader {
  status: number;
  /** The next event, as it comes. */
  next(): Promise<EventSourceMessage>;
  close(): Promise<void>;
}

export interface ReadEventsOptions {
  token?: string;
  lastEventId?: string;
  /** Who answers: the test's backend through fetch unless said. */
  respond?: (request: Request) => Promise<Response>;
}

export async function readEvents(
  path: string,
  { token, lastEventId, respond = fetch }: ReadEventsOptions = {},
): Promise<EventReader> {
  const headers = new Headers({ accept: 'text/event-stream' });
  if (token !== undefined) headers.set('authorization', token);
  if (lastEventId !== undefined) headers.set('last-event-id', lastEventId);
  const response = await respond(new Request(`http://localhost${path}`, { headers }));
  const arrived: EventSourceMessage[] = [];
  let waiting: ((event: EventSourceMessage) => void) | undefined;
  const parser = createParser({
    onEvent(event) {
      if (waiting) {
        const resolve = waiting;
        waiting = undefined;
        resolve(event);
      } else arrived.push(event);
    },
  });
  const reader = response.body?.pipeThrough(new TextDecoderStream()).getReader();
  const reading = (async () => {
    for (;;) {
      const chunk = await reader?.read().catch(() => undefined);
      if (!chunk || chunk.done) return;
      parser.feed(chunk.value);
    }
  })();
  return {
    status: response.status,
    next: () =>
      arrived.length > 0
        ? Promise.resolve(arrived.shift()!)
        : new Promise((resolve) => {
            waiting = resolve;
          }),
    async close() {
      await reader?.cancel().catch(() => undefined);
      await reading;
    },
  };
}
