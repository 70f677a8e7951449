import { assign, fromPromise, setup, type SnapshotFrom } from 'xstate';

export const TESTER_METHODS = ['GET', 'POST', 'DELETE'] as const;
export type TesterMethod = (typeof TESTER_METHODS)[number];

/** One line of the headers area (spec section 3). */
export interface HeaderRow {
  isUsed: boolean;
  header: string;
  value: string;
}

/** What one Submit sends. */
export interface TesterRequest {
  method: TesterMethod;
  endpoint: string;
  headers: Record<string, string>;
  /**
   * The body box's text, already checked to be JSON; absent on GET. It is sent as typed rather
   * than parsed and serialised again, because serialising deeply nested JSON throws.
   */
  body?: string;
}

/** A reply of any HTTP status (a 401 is a response, not a failure). */
export interface TesterResponse {
  status: number;
  statusText: string;
  /** The parsed JSON, the text when it is not JSON, undefined for an empty body. */
  data?: unknown;
  headers: Record<string, string>;
  durationMs: number;
  sizeBytes: number;
}

export interface RequestTesterContext {
  method: TesterMethod;
  endpoint: string;
  headerRows: HeaderRow[];
  /** Rebuilt from the enabled rows with a name whenever the rows change. */
  headers: Record<string, string>;
  bodyText: string;
  /** The body box does not hold JSON: 'Error in JSON format' shows. */
  bodyError: boolean;
  response?: TesterResponse;
  /** Why the last request got no response at all (network failure, unusable URL or header). */
  requestError?: string;
}

export type HeaderField = 'header' | 'value';

export type RequestTesterEvent =
  | { type: 'tester.setMethod'; method: TesterMethod }
  | { type: 'tester.setEndpoint'; endpoint: string }
  /** A suggestion was picked: its method and path. */
  | { type: 'tester.chooseRoute'; method: TesterMethod; endpoint: string }
  | { type: 'tester.editHeader'; index: number; field: HeaderField; value: string }
  | { type: 'tester.toggleHeader'; index: number }
  | { type: 'tester.setBody'; text: string }
  | { type: 'tester.send' }
  /** D18: fills (or adds) an enabled authorization header with the session token. */
  | { type: 'tester.useToken'; token: string };

export const DEFAULT_ENDPOINT = '/api/test-todos';
export const DEFAULT_BODY = '{}';

const emptyRow = (): HeaderRow => ({ isUsed: false, header: '', value: '' });

/** The tester's own initial rows (spec section 2): an enabled Accept row and an empty disabled one. */
export const defaultHeaderRows = (): HeaderRow[] => [
  { isUsed: true, header: 'Accept', value: '*/*' },
  emptyRow(),
];

/** The headers object: enabled rows with a name; a later row wins over an earlier one. */
export function headersOf(rows: HeaderRow[]): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const row of rows) {
    const name = row.header.trim();
    if (row.isUsed && name !== '') headers[name] = row.value;
  }
  return headers;
}

/**
 * True when the text is JSON. Empty or blank text is not, and neither is JSON the engine
 * cannot parse (very deep nesting may throw a RangeError instead of a SyntaxError).
 */
export function isJson(text: string): boolean {
  if (text.trim() === '') return false;
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
}

/** A GET never carries a body, so only POST and DELETE need a valid one. */
export const canSend = ({
  method,
  bodyError,
}: Pick<RequestTesterContext, 'method' | 'bodyError'>) => method === 'GET' || !bodyError;

const withRows = (headerRows: HeaderRow[]) => ({ headerRows, headers: headersOf(headerRows) });

function editRow(rows: HeaderRow[], index: number, field: HeaderField, value: string): HeaderRow[] {
  const row = rows[index];
  if (!row) return rows;
  const isLast = index === rows.length - 1;
  // Typing into the spare last row puts it to use (and, per the spec, adds a new spare row).
  const edited = { ...row, [field]: value, isUsed: isLast ? true : row.isUsed };
  const next = rows.map((current, i) => (i === index ? edited : current));
  return isLast ? [...next, emptyRow()] : next;
}

function withToken(rows: HeaderRow[], token: string): HeaderRow[] {
  const index = rows.findIndex((row) => row.header.trim().toLowerCase() === 'authorization');
  if (index !== -1) {
    return rows.map((row, i) => (i === index ? { ...row, isUsed: true, value: token } : row));
  }
  // Before the spare last row, which stays last and empty.
  const authorization = { isUsed: true, header: 'authorization', value: token };
  return [...rows.slice(0, -1), authorization, ...rows.slice(-1)];
}

const messageOf = (error: unknown): string =>
  error instanceof Error ? error.message : String(error);

export const requestTesterMachine = setup({
  types: {
    context: {} as RequestTesterContext,
    events: {} as RequestTesterEvent,
  },
  actors: {
    /** Sends one request; supplied by the app with `requestTesterMachine.provide`. */
    sendRequest: fromPromise<TesterResponse, TesterRequest>(async () => {
      throw new Error('No sendRequest actor was provided.');
    }),
  },
  actions: {
    setMethod: assign(({ event }) =>
      event.type === 'tester.setMethod' ? { method: event.method } : {},
    ),
    setEndpoint: assign(({ event }) =>
      event.type === 'tester.setEndpoint' ? { endpoint: event.endpoint } : {},
    ),
    chooseRoute: assign(({ event }) =>
      event.type === 'tester.chooseRoute' ? { method: event.method, endpoint: event.endpoint } : {},
    ),
    editHeader: assign(({ context, event }) =>
      event.type === 'tester.editHeader'
        ? withRows(editRow(context.headerRows, event.index, event.field, event.value))
        : {},
    ),
    toggleHeader: assign(({ context, event }) =>
      event.type === 'tester.toggleHeader'
        ? withRows(
            context.headerRows.map((row, i) =>
              i === event.index ? { ...row, isUsed: !row.isUsed } : row,
            ),
          )
        : {},
    ),
    setBody: assign(({ event }) =>
      event.type === 'tester.setBody'
        ? { bodyText: event.text, bodyError: !isJson(event.text) }
        : {},
    ),
    useToken: assign(({ context, event }) =>
      event.type === 'tester.useToken' ? withRows(withToken(context.headerRows, event.token)) : {},
    ),
  },
  guards: {
    canSend: ({ context }) => canSend(context),
  },
}).createMachine({
  id: 'requestTester',
  context: () => {
    const headerRows = defaultHeaderRows();
    return {
      method: 'GET',
      endpoint: DEFAULT_ENDPOINT,
      headerRows,
      headers: headersOf(headerRows),
      bodyText: DEFAULT_BODY,
      bodyError: false,
    };
  },
  // The request can be edited at any time, also while one is on its way.
  on: {
    'tester.setMethod': { actions: 'setMethod' },
    'tester.setEndpoint': { actions: 'setEndpoint' },
    'tester.chooseRoute': { actions: 'chooseRoute' },
    'tester.editHeader': { actions: 'editHeader' },
    'tester.toggleHeader': { actions: 'toggleHeader' },
    'tester.setBody': { actions: 'setBody' },
    'tester.useToken': { actions: 'useToken' },
  },
  initial: 'idle',
  states: {
    idle: {
      on: {
        // With a broken body nothing is sent; the error under the body box stays.
        'tester.send': { guard: 'canSend', target: 'sending' },
      },
    },
    sending: {
      invoke: {
        src: 'sendRequest',
        input: ({ context }) => ({
          method: context.method,
          endpoint: context.endpoint,
          headers: context.headers,
          body: context.method === 'GET' ? undefined : context.bodyText,
        }),
        onDone: {
          target: 'idle',
          actions: assign({ response: ({ event }) => event.output, requestError: undefined }),
        },
        onError: {
          target: 'idle',
          actions: assign({
            response: undefined,
            requestError: ({ event }) => messageOf(event.error),
          }),
        },
      },
    },
  },
});

export type RequestTesterSnapshot = SnapshotFrom<typeof requestTesterMachine>;

/**
 * The number in the headers title, "the count of enabled headers" (spec section 2): enabled rows
 * with a name. A ticked row without a name is no header; two rows with one name count twice.
 */
export const selectHeaderCount = (snapshot: RequestTesterSnapshot): number =>
  snapshot.context.headerRows.filter((row) => row.isUsed && row.header.trim() !== '').length;
