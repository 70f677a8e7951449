import type { ApiRoute } from '../domain/api/routes';

/** A request as it goes out: the method, the whole URL, the headers sent and the body text. */
export interface OutgoingRequest {
  method: ApiRoute['method'];
  url: string;
  headers: Record<string, string>;
  /** Absent when no body is sent. */
  body?: string;
}

/** A body goes out as JSON unless the headers name another type (the tester sends JSON). */
export function withJsonContentType(
  headers: Record<string, string>,
  hasBody: boolean,
): Record<string, string> {
  const named = Object.keys(headers).some((name) => name.toLowerCase() === 'content-type');
  return hasBody && !named ? { ...headers, 'content-type': 'application/json' } : headers;
}

/** One word for a POSIX shell: in single quotes, each `'` closed, escaped and reopened. */
export const shellQuote = (text: string) => `'${text.replaceAll("'", `'\\''`)}'`;

/** The request as a `curl` command, an option a line; a GET names no method. */
export function toCurl({ method, url, headers, body }: OutgoingRequest): string {
  const lines = [
    `curl ${method === 'GET' ? '' : `-X ${method} `}${shellQuote(url)}`,
    ...Object.entries(headers).map(([name, value]) => `-H ${shellQuote(`${name}: ${value}`)}`),
    ...(body === undefined ? [] : [`--data-raw ${shellQuote(body)}`]),
  ];
  return lines.join(' \\\n  ');
}

/** The request as a `fetch` call; a JSON string is also a JavaScript string. */
export function toFetch({ method, url, headers, body }: OutgoingRequest): string {
  const init = { method, headers, ...(body === undefined ? {} : { body }) };
  return `fetch(${JSON.stringify(url)}, ${JSON.stringify(init, null, 2)});`;
}
