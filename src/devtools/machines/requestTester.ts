import { assertEvent, assign, setup, type SnapshotFrom } from 'xstate';
import {
  editQueryParam,
  parseQuery,
  removeQueryParam,
  type QueryField,
  type QueryParam,
} from '../../domain/queryParams';
import {
  DEFAULT_BODY,
  DEFAULT_ENDPOINT,
  canSend,
  defaultHeaderRows,
  editRow,
  headersOf,
  rowsOf,
  withBody,
  withRows,
  withToken,
  type HeaderField,
  type HeaderRow,
  type LoadedRequest,
  type TesterMethod,
  type TesterRequest,
  type TesterResponse,
} from './requestTesterPlan';

export {
  DEFAULT_BODY,
  DEFAULT_ENDPOINT,
  TESTER_METHODS,
  canSend,
  defaultHeaderRows,
  headersOf,
  isJson,
  isTesterMethod,
} from './requestTesterPlan';
export type {
  HeaderField,
  HeaderRow,
  LoadedRequest,
  TesterMethod,
  TesterRequest,
  TesterResponse,
} from './requestTesterPlan';
import { messageOf, notProvided } from '../../machines/support';

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
  /** The example body a chosen route put in the body box, if it is still there. */
  exampleBody?: string;
}

export type RequestTesterEvent =
  | { type: 'tester.setMethod'; method: TesterMethod }
  | { type: 'tester.setEndpoint'; endpoint: string }
  /** A suggestion was picked: its method, its path and a body that works, if it takes one. */
  | { type: 'tester.chooseRoute'; method: TesterMethod; endpoint: string; exampleBody?: string }
  | { type: 'tester.editHeader'; index: number; field: HeaderField; value: string }
  | { type: 'tester.toggleHeader'; index: number }
  | { type: 'tester.setBody'; text: string }
  /** A query parameter row changed: the endpoint follows. `index` past the last adds one. */
  | { type: 'tester.editQuery'; index: number; field: QueryField; value: string }
  | { type: 'tester.removeQuery'; index: number }
  | { type: 'tester.load'; request: LoadedRequest }
  | { type: 'tester.send' }
  /** D18: fills (or adds) an enabled authorization header with the session token. */
  | { type: 'tester.useToken'; token: string };

export const requestTesterMachine = setup({
  types: {
    context: {} as RequestTesterContext,
    events: {} as RequestTesterEvent,
  },
  actors: {
    /** Sends one request; supplied by the app with `requestTesterMachine.provide`. */
    sendRequest: notProvided<TesterResponse, TesterRequest>('sendRequest'),
  },
  actions: {
    setMethod: assign(({ event }) => {
      assertEvent(event, 'tester.setMethod');
      return { method: event.method };
    }),
    setEndpoint: assign(({ event }) => {
      assertEvent(event, 'tester.setEndpoint');
      return { endpoint: event.endpoint };
    }),
    // The example takes the body's place only when the shopper has not written one of their own.
    chooseRoute: assign(({ context, event }) => {
      assertEvent(event, 'tester.chooseRoute');
      const { method, endpoint, exampleBody } = event;
      const untouched = [DEFAULT_BODY, '', context.exampleBody].includes(context.bodyText.trim());
      return exampleBody !== undefined && untouched
        ? { method, endpoint, exampleBody, ...withBody(exampleBody) }
        : { method, endpoint };
    }),
    editHeader: assign(({ context, event }) => {
      assertEvent(event, 'tester.editHeader');
      return withRows(editRow(context.headerRows, event.index, event.field, event.value));
    }),
    toggleHeader: assign(({ context, event }) => {
      assertEvent(event, 'tester.toggleHeader');
      return withRows(
        context.headerRows.map((row, i) =>
          i === event.index ? { ...row, isUsed: !row.isUsed } : row,
        ),
      );
    }),
    setBody: assign(({ event }) => {
      assertEvent(event, 'tester.setBody');
      return withBody(event.text);
    }),
    editQuery: assign(({ context, event }) => {
      assertEvent(event, 'tester.editQuery');
      return { endpoint: editQueryParam(context.endpoint, event.index, event.field, event.value) };
    }),
    removeQuery: assign(({ context, event }) => {
      assertEvent(event, 'tester.removeQuery');
      return { endpoint: removeQueryParam(context.endpoint, event.index) };
    }),
    load: assign(({ event }) => {
      assertEvent(event, 'tester.load');
      const { method, endpoint, headers, body = DEFAULT_BODY } = event.request;
      return { method, endpoint, ...withRows(rowsOf(headers)), ...withBody(body) };
    }),
    useToken: assign(({ context, event }) => {
      assertEvent(event, 'tester.useToken');
      return withRows(withToken(context.headerRows, event.token));
    }),
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
    'tester.editQuery': { actions: 'editQuery' },
    'tester.removeQuery': { actions: 'removeQuery' },
    'tester.load': { actions: 'load' },
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
 * The number in the headers title, "the count of enabled headers": enabled rows
 * with a name. A ticked row without a name is no header; two rows with one name count twice.
 */
export const selectHeaderCount = (snapshot: RequestTesterSnapshot): number =>
  snapshot.context.headerRows.filter((row) => row.isUsed && row.header.trim() !== '').length;

/** The endpoint's query string as rows (the endpoint is their one source). */
export const selectQueryParams = (snapshot: RequestTesterSnapshot): QueryParam[] =>
  parseQuery(snapshot.context.endpoint);
