import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import {
  shellQuote,
  toCurl,
  toFetch,
  withJsonContentType,
  type OutgoingRequest,
} from './requestSnippets';

const URL = 'http://localhost:5173/api/test-todos';
const NASTY = `it's "quoted" $HOME \`id\` \\ ; & | * ? ! #\nline two 🍕`;

/** The words a POSIX shell makes of `command`, with `curl` standing for a program that lists them. */
function shellWords(command: string): string[] {
  const listArgs = 'curl() { for word in "$@"; do printf "%s\\0" "$word"; done; }';
  const { stdout, status } = spawnSync('sh', ['-c', `${listArgs}\n${command}`], {
    encoding: 'utf8',
  });
  expect(status).toBe(0);
  return stdout.split('\0').slice(0, -1);
}

/** Runs a fetch snippet with a fake `fetch` and returns what it was called with. */
function fetchCall(snippet: string): unknown[] {
  let call: unknown[] = [];
  // eslint-disable-next-line @typescript-eslint/no-implied-eval -- the snippet is the code under test
  new Function('fetch', snippet)((...args: unknown[]) => {
    call = args;
  });
  return call;
}

describe('withJsonContentType', () => {
  it.each([
    ['a body gets JSON', { a: '1' }, true, { a: '1', 'content-type': 'application/json' }],
    ['no body, no type', { a: '1' }, false, { a: '1' }],
    [
      'a type of its own is kept, in any case',
      { 'Content-Type': 'text/plain' },
      true,
      {
        'Content-Type': 'text/plain',
      },
    ],
  ])('%s', (_case, headers, hasBody, expected) => {
    expect(withJsonContentType(headers, hasBody)).toEqual(expected);
  });
});

describe('shellQuote', () => {
  it.each([
    ['plain', `'plain'`],
    ['', `''`],
    ["it's", `'it'\\''s'`],
    ["''", `''\\'''\\'''`],
  ])('quotes %j', (text, quoted) => {
    expect(shellQuote(text)).toBe(quoted);
  });

  it.each([['plain'], [''], ["it's"], [NASTY], ["'"], ['\\']])(
    'a shell reads %j back as one word',
    (text) => {
      expect(shellWords(`curl ${shellQuote(text)}`)).toEqual([text]);
    },
  );
});

const requests: [string, OutgoingRequest, string, string[]][] = [
  [
    'a GET names no method and sends no body',
    { method: 'GET', url: URL, headers: { Accept: '*/*' } },
    `curl '${URL}' \\\n  -H 'Accept: */*'`,
    [URL, '-H', 'Accept: */*'],
  ],
  [
    'a POST with headers and a body',
    {
      method: 'POST',
      url: URL,
      headers: { Accept: '*/*', 'content-type': 'application/json' },
      body: '{"todo":{"title":"Buy milk"}}',
    },
    `curl -X POST '${URL}' \\\n  -H 'Accept: */*' \\\n  -H 'content-type: application/json' \\\n  --data-raw '{"todo":{"title":"Buy milk"}}'`,
    [
      '-X',
      'POST',
      URL,
      '-H',
      'Accept: */*',
      '-H',
      'content-type: application/json',
      '--data-raw',
      '{"todo":{"title":"Buy milk"}}',
    ],
  ],
  [
    'a DELETE without headers',
    { method: 'DELETE', url: `${URL}/todo-1`, headers: {}, body: '{}' },
    `curl -X DELETE '${URL}/todo-1' \\\n  --data-raw '{}'`,
    ['-X', 'DELETE', `${URL}/todo-1`, '--data-raw', '{}'],
  ],
  [
    'quotes, $, backticks and new lines reach curl as typed',
    {
      method: 'POST',
      url: `${URL}?q=it's`,
      headers: { 'x-note': "it's $HOME" },
      body: JSON.stringify({ title: NASTY }),
    },
    `curl -X POST '${URL}?q=it'\\''s' \\\n  -H 'x-note: it'\\''s $HOME' \\\n  --data-raw '${JSON.stringify({ title: NASTY }).replaceAll("'", `'\\''`)}'`,
    [
      '-X',
      'POST',
      `${URL}?q=it's`,
      '-H',
      "x-note: it's $HOME",
      '--data-raw',
      JSON.stringify({ title: NASTY }),
    ],
  ],
];

describe('toCurl', () => {
  it.each(requests)('%s', (_case, request, command, words) => {
    expect(toCurl(request)).toBe(command);
    expect(shellWords(toCurl(request))).toEqual(words);
  });
});

describe('toFetch', () => {
  it('writes the method, URL, headers and body as a fetch call', () => {
    expect(toFetch({ method: 'POST', url: URL, headers: { Accept: '*/*' }, body: '{"a":1}' })).toBe(
      `fetch("${URL}", {\n  "method": "POST",\n  "headers": {\n    "Accept": "*/*"\n  },\n  "body": "{\\"a\\":1}"\n});`,
    );
  });

  it.each(requests)('%s: the call runs with the same request', (_case, request) => {
    const { url, ...init } = request;
    expect(fetchCall(toFetch(request))).toEqual([url, init]);
  });
});
