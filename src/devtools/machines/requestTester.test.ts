import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import {
  canSend,
  isJson,
  requestTesterMachine,
  selectHeaderCount,
  selectQueryParams,
  type TesterRequest,
  type TesterResponse,
} from './requestTester';

const OK: TesterResponse = {
  status: 200,
  statusText: 'OK',
  data: { todos: [] },
  text: '{"todos":[]}',
  headers: { 'content-type': 'application/json' },
  durationMs: 12,
  sizeBytes: 12,
};

/** A machine whose requests go to a fake sender that answers `reply` (or fails). */
function start(reply: (request: TesterRequest) => Promise<TesterResponse> = async () => OK) {
  const sent: TesterRequest[] = [];
  const actor = createActor(
    requestTesterMachine.provide({
      actors: {
        sendRequest: fromPromise<TesterResponse, TesterRequest>(({ input }) => {
          sent.push(input);
          return reply(input);
        }),
      },
    }),
  );
  actor.start();
  const context = () => actor.getSnapshot().context;
  const settle = () => waitFor(actor, (snapshot) => snapshot.matches('idle'));
  return { actor, sent, context, settle };
}

describe('requestTesterMachine: defaults (spec section 2)', () => {
  it('starts idle with GET /api/test-todos, body {}, Accept */* and one empty disabled row', () => {
    const { actor, context } = start();
    expect(actor.getSnapshot().value).toBe('idle');
    expect(context()).toEqual({
      method: 'GET',
      endpoint: '/api/test-todos',
      headerRows: [
        { isUsed: true, header: 'Accept', value: '*/*' },
        { isUsed: false, header: '', value: '' },
      ],
      headers: { Accept: '*/*' },
      bodyText: '{}',
      bodyError: false,
    });
    expect(selectHeaderCount(actor.getSnapshot())).toBe(1);
  });

  it('gives every actor its own rows', () => {
    const first = start();
    first.actor.send({ type: 'tester.editHeader', index: 1, field: 'header', value: 'x' });
    expect(start().context().headerRows).toHaveLength(2);
  });
});

describe('the request bar', () => {
  it.each(['POST', 'DELETE', 'GET'] as const)('sets the method to %s', (method) => {
    const { actor, context } = start();
    actor.send({ type: 'tester.setMethod', method });
    expect(context().method).toBe(method);
  });

  it('keeps the endpoint as typed', () => {
    const { actor, context } = start();
    actor.send({ type: 'tester.setEndpoint', endpoint: '/api/products' });
    expect(context().endpoint).toBe('/api/products');
  });

  it('takes method and path from a chosen suggestion', () => {
    const { actor, context } = start();
    actor.send({ type: 'tester.chooseRoute', method: 'POST', endpoint: '/api/user/cart' });
    expect(context()).toMatchObject({ method: 'POST', endpoint: '/api/user/cart' });
  });

  const cartExample = '{"product":{"_id":"prod-biryani"}}';
  const todoExample = '{"todo":{"title":"Try"}}';

  it("puts a chosen route's example in an untouched body box, and the next route's in place of it", () => {
    const { actor, context } = start();
    actor.send({
      type: 'tester.chooseRoute',
      method: 'POST',
      endpoint: '/api/user/cart',
      exampleBody: cartExample,
    });
    expect(context()).toMatchObject({ bodyText: cartExample, bodyError: false });

    actor.send({
      type: 'tester.chooseRoute',
      method: 'POST',
      endpoint: '/api/test-todos',
      exampleBody: todoExample,
    });
    expect(context().bodyText).toBe(todoExample);
  });

  it('keeps a body the user wrote when a route with an example is chosen', () => {
    const { actor, context } = start();
    actor.send({ type: 'tester.setBody', text: '{"mine":true}' });
    actor.send({
      type: 'tester.chooseRoute',
      method: 'POST',
      endpoint: '/api/user/cart',
      exampleBody: cartExample,
    });
    expect(context()).toMatchObject({ endpoint: '/api/user/cart', bodyText: '{"mine":true}' });
  });
});

describe('the headers area', () => {
  it('appends an empty disabled row when the name of the last row is edited, and enables it', () => {
    const { actor, context } = start();
    actor.send({ type: 'tester.editHeader', index: 1, field: 'header', value: 'X-Trace' });
    expect(context().headerRows).toEqual([
      { isUsed: true, header: 'Accept', value: '*/*' },
      { isUsed: true, header: 'X-Trace', value: '' },
      { isUsed: false, header: '', value: '' },
    ]);
    expect(context().headers).toEqual({ Accept: '*/*', 'X-Trace': '' });
    expect(selectHeaderCount(actor.getSnapshot())).toBe(2);
  });

  it('appends a row when the value of the last row is edited', () => {
    const { actor, context } = start();
    actor.send({ type: 'tester.editHeader', index: 1, field: 'value', value: 'abc' });
    expect(context().headerRows).toHaveLength(3);
    expect(context().headerRows[1]).toEqual({ isUsed: true, header: '', value: 'abc' });
    // Enabled but nameless: not a header yet.
    expect(context().headers).toEqual({ Accept: '*/*' });
  });

  it('edits an earlier row in place without appending or enabling', () => {
    const { actor, context } = start();
    actor.send({ type: 'tester.toggleHeader', index: 0 });
    actor.send({ type: 'tester.editHeader', index: 0, field: 'value', value: 'application/json' });
    expect(context().headerRows).toEqual([
      { isUsed: false, header: 'Accept', value: 'application/json' },
      { isUsed: false, header: '', value: '' },
    ]);
    expect(context().headers).toEqual({});
  });

  it('rebuilds the headers when a row is toggled off and on again', () => {
    const { actor, context } = start();
    actor.send({ type: 'tester.toggleHeader', index: 0 });
    expect(context().headers).toEqual({});
    expect(selectHeaderCount(actor.getSnapshot())).toBe(0);
    actor.send({ type: 'tester.toggleHeader', index: 0 });
    expect(context().headers).toEqual({ Accept: '*/*' });
  });

  it('counts the enabled rows with a name in the title: a ticked empty row is no header', () => {
    const { actor } = start();
    actor.send({ type: 'tester.toggleHeader', index: 1 });
    expect(selectHeaderCount(actor.getSnapshot())).toBe(1);
  });

  it('counts two enabled rows with the same name as two headers', () => {
    const { actor } = start();
    actor.send({ type: 'tester.editHeader', index: 1, field: 'header', value: 'Accept' });
    expect(selectHeaderCount(actor.getSnapshot())).toBe(2);
  });

  it('ignores an edit or a toggle of a row that does not exist', () => {
    const { actor, context } = start();
    const before = context();
    actor.send({ type: 'tester.editHeader', index: 7, field: 'header', value: 'x' });
    actor.send({ type: 'tester.toggleHeader', index: -1 });
    expect(context().headerRows).toEqual(before.headerRows);
    expect(context().headers).toEqual(before.headers);
  });

  it('fills an enabled authorization row before the spare row with the token', () => {
    const { actor, context } = start();
    actor.send({ type: 'tester.useToken', token: 'tok-1' });
    expect(context().headerRows).toEqual([
      { isUsed: true, header: 'Accept', value: '*/*' },
      { isUsed: true, header: 'authorization', value: 'tok-1' },
      { isUsed: false, header: '', value: '' },
    ]);
    expect(context().headers).toEqual({ Accept: '*/*', authorization: 'tok-1' });
  });

  it('reuses an existing authorization row (any case), enabling it', () => {
    const { actor, context } = start();
    actor.send({ type: 'tester.editHeader', index: 1, field: 'header', value: 'Authorization' });
    actor.send({ type: 'tester.toggleHeader', index: 1 });
    actor.send({ type: 'tester.useToken', token: 'tok-2' });
    expect(context().headerRows).toEqual([
      { isUsed: true, header: 'Accept', value: '*/*' },
      { isUsed: true, header: 'Authorization', value: 'tok-2' },
      { isUsed: false, header: '', value: '' },
    ]);
  });
});

describe('the query parameters (kept in step with the endpoint)', () => {
  it('shows the endpoint’s query as rows', () => {
    const { actor } = start();
    actor.send({ type: 'tester.setEndpoint', endpoint: '/api/user/orders?limit=10&cursor=a+b' });
    expect(selectQueryParams(actor.getSnapshot())).toEqual([
      { name: 'limit', value: '10' },
      { name: 'cursor', value: 'a b' },
    ]);
  });

  it('writes an edited row into the endpoint, and a row past the last adds one', () => {
    const { actor, context } = start();
    actor.send({ type: 'tester.editQuery', index: 0, field: 'name', value: 'limit' });
    actor.send({ type: 'tester.editQuery', index: 0, field: 'value', value: '10' });
    actor.send({ type: 'tester.editQuery', index: 1, field: 'name', value: 'q' });
    actor.send({ type: 'tester.editQuery', index: 1, field: 'value', value: 'a&b' });
    expect(context().endpoint).toBe('/api/test-todos?limit=10&q=a%26b');
    expect(selectQueryParams(actor.getSnapshot())).toEqual([
      { name: 'limit', value: '10' },
      { name: 'q', value: 'a&b' },
    ]);
  });

  it('removes a row from the endpoint', () => {
    const { actor, context } = start();
    actor.send({ type: 'tester.setEndpoint', endpoint: '/api/x?a=1&b=2' });
    actor.send({ type: 'tester.removeQuery', index: 0 });
    expect(context().endpoint).toBe('/api/x?b=2');
    actor.send({ type: 'tester.removeQuery', index: 0 });
    expect(context().endpoint).toBe('/api/x');
  });
});

describe('loading a request from History', () => {
  it('replaces the method, endpoint, headers (enabled, then a spare row) and body', () => {
    const { actor, context } = start();
    actor.send({
      type: 'tester.load',
      request: {
        method: 'POST',
        endpoint: '/api/user/cart',
        headers: [
          ['authorization', 'token-1'],
          ['content-type', 'application/json'],
        ],
        body: '{"product":{"_id":"prod-biryani"}}',
      },
    });
    expect(context()).toMatchObject({
      method: 'POST',
      endpoint: '/api/user/cart',
      headerRows: [
        { isUsed: true, header: 'authorization', value: 'token-1' },
        { isUsed: true, header: 'content-type', value: 'application/json' },
        { isUsed: false, header: '', value: '' },
      ],
      headers: { authorization: 'token-1', 'content-type': 'application/json' },
      bodyText: '{"product":{"_id":"prod-biryani"}}',
      bodyError: false,
    });
    expect(selectHeaderCount(actor.getSnapshot())).toBe(2);
  });

  it('puts the default body back for a request without one, and checks a body that is not JSON', () => {
    const { actor, context } = start();
    actor.send({ type: 'tester.setBody', text: '{oops' });
    actor.send({
      type: 'tester.load',
      request: { method: 'GET', endpoint: '/api/products', headers: [] },
    });
    expect(context()).toMatchObject({
      bodyText: '{}',
      bodyError: false,
      headerRows: [{ isUsed: false, header: '', value: '' }],
      headers: {},
    });
    actor.send({
      type: 'tester.load',
      request: { method: 'POST', endpoint: '/api/x', headers: [], body: 'plain text' },
    });
    expect(context()).toMatchObject({ bodyText: 'plain text', bodyError: true });
  });

  it('sends the loaded request as it was', async () => {
    const { actor, sent, settle } = start();
    actor.send({
      type: 'tester.load',
      request: {
        method: 'DELETE',
        endpoint: '/api/test-todos/todo-1',
        headers: [['accept', 'application/json']],
        body: '{}',
      },
    });
    actor.send({ type: 'tester.send' });
    await settle();
    expect(sent).toEqual([
      {
        method: 'DELETE',
        endpoint: '/api/test-todos/todo-1',
        headers: { accept: 'application/json' },
        body: '{}',
      },
    ]);
  });
});

describe('the body area', () => {
  it('shows the error for text that is not JSON and clears it for valid JSON', () => {
    const { actor, context } = start();
    actor.send({ type: 'tester.setBody', text: '{oops' });
    expect(context()).toMatchObject({ bodyText: '{oops', bodyError: true });
    actor.send({ type: 'tester.setBody', text: '{"ok":true}' });
    expect(context()).toMatchObject({ bodyText: '{"ok":true}', bodyError: false });
  });

  it('treats an empty box as an error', () => {
    const { actor, context } = start();
    actor.send({ type: 'tester.setBody', text: '' });
    expect(context().bodyError).toBe(true);
  });
});

describe('sending', () => {
  it('sends the method, endpoint and headers, no body on GET, and stores the reply', async () => {
    const { actor, sent, context, settle } = start();
    actor.send({ type: 'tester.send' });
    expect(actor.getSnapshot().value).toBe('sending');
    await settle();
    expect(sent).toEqual([
      { method: 'GET', endpoint: '/api/test-todos', headers: { Accept: '*/*' }, body: undefined },
    ]);
    expect(context().response).toEqual(OK);
    expect(context().requestError).toBeUndefined();
  });

  it('sends the body text on POST and DELETE', async () => {
    const { actor, sent, settle } = start();
    actor.send({ type: 'tester.setMethod', method: 'POST' });
    actor.send({ type: 'tester.setBody', text: '{"todo":{"title":"Tea"}}' });
    actor.send({ type: 'tester.send' });
    await settle();
    actor.send({ type: 'tester.setMethod', method: 'DELETE' });
    actor.send({ type: 'tester.send' });
    await settle();
    expect(sent.map(({ method, body }) => [method, body])).toEqual([
      ['POST', '{"todo":{"title":"Tea"}}'],
      ['DELETE', '{"todo":{"title":"Tea"}}'],
    ]);
  });

  it('keeps a 401 as a response, not an error', async () => {
    const unauthorized = {
      ...OK,
      status: 401,
      statusText: 'Unauthorized',
      data: { errors: ['x'] },
    };
    const { actor, context, settle } = start(async () => unauthorized);
    actor.send({ type: 'tester.send' });
    await settle();
    expect(context().response).toEqual(unauthorized);
  });

  it('stores the message of a network failure and forgets the previous response', async () => {
    let fail = false;
    const { actor, context, settle } = start(async () => {
      if (fail) throw new TypeError('Failed to fetch');
      return OK;
    });
    actor.send({ type: 'tester.send' });
    await settle();
    fail = true;
    actor.send({ type: 'tester.send' });
    await settle();
    expect(context().response).toBeUndefined();
    expect(context().requestError).toBe('Failed to fetch');
    fail = false;
    actor.send({ type: 'tester.send' });
    await settle();
    expect(context().response).toEqual(OK);
    expect(context().requestError).toBeUndefined();
  });

  it('turns a rejection that is not an Error into a message', async () => {
    const { actor, context, settle } = start(() => Promise.reject('offline'));
    actor.send({ type: 'tester.send' });
    await settle();
    expect(context().requestError).toBe('offline');
  });

  it('fails clearly when no sender was provided', async () => {
    const actor = createActor(requestTesterMachine).start();
    actor.send({ type: 'tester.send' });
    const snapshot = await waitFor(actor, (s) => s.matches('idle'));
    expect(snapshot.context.requestError).toBe('No sendRequest actor was provided.');
  });

  it('sends nothing on POST or DELETE while the body is invalid, and keeps the error', () => {
    const { actor, sent, context } = start();
    actor.send({ type: 'tester.setBody', text: '{oops' });
    for (const method of ['POST', 'DELETE'] as const) {
      actor.send({ type: 'tester.setMethod', method });
      actor.send({ type: 'tester.send' });
      expect(actor.getSnapshot().value).toBe('idle');
    }
    expect(sent).toEqual([]);
    expect(context().bodyError).toBe(true);
  });

  it('still sends a GET while the body is invalid, since a GET has no body', async () => {
    const { actor, sent, settle } = start();
    actor.send({ type: 'tester.setBody', text: '' });
    actor.send({ type: 'tester.send' });
    await settle();
    expect(sent).toHaveLength(1);
    expect(sent[0]?.body).toBeUndefined();
  });

  it('ignores a second Submit while a request is on its way, but takes edits', async () => {
    let answer: (response: TesterResponse) => void = () => {};
    const reply = vi.fn(() => new Promise<TesterResponse>((resolve) => (answer = resolve)));
    const { actor, context, settle } = start(reply);
    actor.send({ type: 'tester.send' });
    actor.send({ type: 'tester.send' });
    actor.send({ type: 'tester.setEndpoint', endpoint: '/api/products' });
    expect(reply).toHaveBeenCalledTimes(1);
    expect(context().endpoint).toBe('/api/products');
    answer(OK);
    await settle();
    expect(context().response).toEqual(OK);
  });

  it('tells whether a request can be sent', () => {
    expect(canSend({ method: 'GET', bodyError: true })).toBe(true);
    expect(canSend({ method: 'POST', bodyError: true })).toBe(false);
    expect(canSend({ method: 'DELETE', bodyError: false })).toBe(true);
  });
});

const nested = (depth: number) => '['.repeat(depth) + ']'.repeat(depth);
const megabyteOfJson = JSON.stringify({
  items: Array.from({ length: 12_000 }, (_, i) => ({
    id: i,
    title: `Todo number ${i}`,
    done: false,
  })),
});

describe('nasty input never breaks the panel', () => {
  it('has a 1 MB JSON body in the table below', () => {
    expect(megabyteOfJson.length).toBeGreaterThan(500_000);
  });

  it.each([
    ['empty', '', false],
    ['whitespace', ' \n\t ', false],
    ['1 MB of JSON', megabyteOfJson, true],
    ['10,000 levels of nesting', nested(10_000), true],
    ['200,000 levels of nesting', nested(200_000), true],
    ['markup', '<script>alert(1)</script>', false],
    ['markup inside JSON', '{"title":"<img src=x onerror=alert(1)>"}', true],
    ['unicode JSON', '{"dish":"ナン 🍛","note":"\\u0000"}', true],
    ['unicode that is not JSON', '🍛', false],
    ['a lone surrogate', '"\ud800"', true],
    ['a JSON number', '42', true],
    ['JSON null', 'null', true],
    ['a trailing comma', '{"a":1,}', false],
    ['single quotes', "{'a':1}", false],
  ])('body: %s', async (_name, text, valid) => {
    const { actor, sent, context, settle } = start();
    actor.send({ type: 'tester.setMethod', method: 'POST' });
    actor.send({ type: 'tester.setBody', text });
    expect(context()).toMatchObject({ bodyText: text, bodyError: !valid });
    expect(isJson(text)).toBe(valid);
    actor.send({ type: 'tester.send' });
    await settle();
    expect(sent.map((request) => request.body)).toEqual(valid ? [text] : []);
  });

  it.each([
    ['empty', ''],
    ['an absolute URL', 'https://example.com/api/products?x=1#y'],
    ['a URL with spaces', '/api/test todos/ 1'],
    ['markup', '<b>/api</b>'],
    ['unicode', '/api/ナン/🍛'],
    ['a very long path', `/api/${'a'.repeat(100_000)}`],
  ])('endpoint: %s is sent as typed', async (_name, endpoint) => {
    const { actor, sent, settle } = start();
    actor.send({ type: 'tester.setEndpoint', endpoint });
    actor.send({ type: 'tester.send' });
    await settle();
    expect(sent[0]?.endpoint).toBe(endpoint);
  });

  it.each([
    ['a name with spaces', 'bad name', 'x'],
    ['a name with markup', '<b>', '<i>'],
    ['a unicode value', 'X-Dish', 'ナン 🍛'],
    ['a value with a line break', 'X-Note', 'a\r\nInjected: 1'],
  ])('header: %s is kept and handed to the sender, which decides', async (_n, name, value) => {
    const { actor, sent, settle } = start();
    actor.send({ type: 'tester.editHeader', index: 1, field: 'header', value: name });
    actor.send({ type: 'tester.editHeader', index: 1, field: 'value', value });
    actor.send({ type: 'tester.send' });
    await settle();
    expect(sent[0]?.headers).toEqual({ Accept: '*/*', [name.trim()]: value });
  });

  it('shows the sender’s message when it refuses a request', async () => {
    const { actor, context, settle } = start(async () => {
      throw new TypeError('"bad name" is not a valid header name.');
    });
    actor.send({ type: 'tester.send' });
    await settle();
    expect(context().requestError).toBe('"bad name" is not a valid header name.');
  });
});
