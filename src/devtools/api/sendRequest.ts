import { resolveUrl, shorten } from '../RequestTester';
import { withJsonContentType } from '../requestSnippets';
import type { TesterRequest, TesterResponse } from '../machines/requestTester';
import { messageOf } from '../../machines/support';
import { createParser } from 'eventsource-parser';

const canSet = (name: string, value: string): boolean => {
  try {
    new Headers().set(name, value);
    return true;
  } catch {
    return false;
  }
};

/** The request's headers, with a readable message for any the browser refuses. */
function buildHeaders(headers: Record<string, string>, hasBody: boolean): Headers {
  const built = new Headers();
  for (const [name, value] of Object.entries(withJsonContentType(headers, hasBody))) {
    if (!canSet(name, '')) throw new Error(`"${shorten(name)}" is not a valid header name.`);
    if (!canSet(name, value)) {
      throw new Error(
        `The value of the header "${shorten(name)}" has characters a header cannot carry.`,
      );
    }
    built.set(name, value);
  }
  return built;
}

/** The parsed JSON, the text when it is not JSON, undefined when there is no body. */
function parseData(text: string): unknown {
  if (text === '') return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

async function readWhole(response: Response): Promise<{ text: string; data: unknown }> {
  const text = await response.text();
  return { text, data: parseData(text) };
}

/** How long the tester listens to a stream of server-sent events before it shows them. */
export const STREAM_WINDOW_MS = 3000;

/** What a stream of server-sent events sends in its first seconds, and the events in it. */
async function readStreamStart(response: Response): Promise<{ text: string; data: unknown }> {
  const events: unknown[] = [];
  const parser = createParser({
    onEvent: ({ id, event, data }) => events.push({ id, event, data: parseData(data) }),
  });
  const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
  const stop = setTimeout(() => void reader.cancel(), STREAM_WINDOW_MS);
  let text = '';
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    text += value;
    parser.feed(value);
  }
  clearTimeout(stop);
  return { text, data: events };
}

/**
 * The request tester's sender: one fetch, once the in-browser backend is up. Any HTTP status is
 * a response; it rejects (with a readable message) only when there is no response at all: a
 * network failure, a URL or a header the browser cannot use.
 */
export async function sendRequest({
  method,
  endpoint,
  headers,
  body,
}: TesterRequest): Promise<TesterResponse> {
  const url = resolveUrl(endpoint);
  const init: RequestInit = { method, headers: buildHeaders(headers, body !== undefined), body };
  const started = performance.now();
  try {
    const response = await fetch(url, init);
    // A stream of events (D41) never ends: what came in its first seconds is its reply.
    const { text, data } = response.headers.get('content-type')?.startsWith('text/event-stream')
      ? await readStreamStart(response)
      : await readWhole(response);
    return {
      status: response.status,
      statusText: response.statusText,
      data,
      text,
      headers: Object.fromEntries(response.headers),
      durationMs: Math.round(performance.now() - started),
      sizeBytes: new TextEncoder().encode(text).byteLength,
    };
  } catch (error) {
    throw new Error(`No response from ${shorten(url.href)}: ${messageOf(error)}`);
  }
}
