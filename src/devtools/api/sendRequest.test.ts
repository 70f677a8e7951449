import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sendRequest, STREAM_WINDOW_MS } from './sendRequest';

const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => {
  vi.stubGlobal('location', new URL('http://shop.test/mockman'));
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  vi.unstubAllGlobals();
  fetchMock.mockReset();
});

const reply = (body: string | null, init: ResponseInit = {}) =>
  fetchMock.mockResolvedValueOnce(new Response(body, init));

/** The URL and init of the one fetch made. */
function sent(): [URL, RequestInit] {
  const [url, init] = fetchMock.mock.calls[0] ?? [];
  return [url as URL, init as RequestInit];
}

describe('sendRequest', () => {
  it('sends a GET with the headers and no body, and reads a JSON reply', async () => {
    reply('{"todos":[]}', { status: 200, statusText: 'OK', headers: { 'x-demo': '1' } });
    const response = await sendRequest({
      method: 'GET',
      endpoint: '/api/test-todos',
      headers: { Accept: '*/*' },
    });
    const [url, init] = sent();
    expect(url.href).toBe('http://shop.test/api/test-todos');
    expect(init.method).toBe('GET');
    expect(init.body).toBeUndefined();
    expect(new Headers(init.headers).get('accept')).toBe('*/*');
    expect(new Headers(init.headers).has('content-type')).toBe(false);
    expect(response).toMatchObject({
      status: 200,
      statusText: 'OK',
      data: { todos: [] },
      text: '{"todos":[]}',
      sizeBytes: 12,
    });
    expect(response.headers).toMatchObject({ 'x-demo': '1', 'content-type': expect.any(String) });
    expect(response.durationMs).toBeGreaterThanOrEqual(0);
  });

  it('sends the body text as JSON on POST, keeping a content type that was given', async () => {
    reply('{}', { status: 201 });
    await sendRequest({ method: 'POST', endpoint: '/api/x', headers: {}, body: '{"a":1}' });
    expect(sent()[1].body).toBe('{"a":1}');
    expect(new Headers(sent()[1].headers).get('content-type')).toBe('application/json');

    reply('{}');
    await sendRequest({
      method: 'DELETE',
      endpoint: '/api/x',
      headers: { 'Content-Type': 'text/plain' },
      body: '1',
    });
    expect(new Headers(fetchMock.mock.calls[1]?.[1]?.headers).get('content-type')).toBe(
      'text/plain',
    );
  });

  it('resolves a 401 as a response', async () => {
    reply('{"errors":["The token is invalid. Unauthorized access error."]}', {
      status: 401,
      statusText: 'Unauthorized',
    });
    const response = await sendRequest({ method: 'POST', endpoint: '/api/user/cart', headers: {} });
    expect(response).toMatchObject({
      status: 401,
      statusText: 'Unauthorized',
      data: { errors: ['The token is invalid. Unauthorized access error.'] },
    });
  });

  it('gives the text when the reply is not JSON, and no data for an empty reply', async () => {
    reply('<p>hello</p>');
    expect((await sendRequest({ method: 'GET', endpoint: '/', headers: {} })).data).toBe(
      '<p>hello</p>',
    );
    reply(null, { status: 204 });
    const empty = await sendRequest({ method: 'DELETE', endpoint: '/api/x', headers: {} });
    expect(empty.data).toBeUndefined();
    expect(empty.sizeBytes).toBe(0);
  });

  it('counts the size in bytes, not characters', async () => {
    reply('"🍛"');
    expect((await sendRequest({ method: 'GET', endpoint: '/', headers: {} })).sizeBytes).toBe(6);
  });

  it('sends an absolute URL and a URL with spaces as URLs', async () => {
    reply('{}');
    reply('{}');
    await sendRequest({ method: 'GET', endpoint: 'https://example.com/a?b=1', headers: {} });
    await sendRequest({ method: 'GET', endpoint: '/api/test todos', headers: {} });
    expect((fetchMock.mock.calls[0]?.[0] as URL).href).toBe('https://example.com/a?b=1');
    expect((fetchMock.mock.calls[1]?.[0] as URL).href).toBe('http://shop.test/api/test%20todos');
  });

  it('rejects with a readable message on a network failure', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await expect(
      sendRequest({ method: 'GET', endpoint: '/api/test-todos', headers: {} }),
    ).rejects.toThrow('No response from http://shop.test/api/test-todos: Failed to fetch');
  });

  it('rejects an unusable URL before sending', async () => {
    await expect(sendRequest({ method: 'GET', endpoint: 'http://', headers: {} })).rejects.toThrow(
      '"http://" is not a valid URL.',
    );
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('rejects headers the browser cannot send, naming them', async () => {
    await expect(
      sendRequest({ method: 'GET', endpoint: '/', headers: { 'bad name': 'x' } }),
    ).rejects.toThrow('"bad name" is not a valid header name.');
    await expect(
      sendRequest({ method: 'GET', endpoint: '/', headers: { 'X-Dish': 'ナン 🍛' } }),
    ).rejects.toThrow('The value of the header "X-Dish" has characters a header cannot carry.');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shortens a very long endpoint in its message', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    const error = await sendRequest({
      method: 'GET',
      endpoint: `/${'a'.repeat(10_000)}`,
      headers: {},
    }).catch((e: unknown) => e as Error);
    expect((error as Error).message.length).toBeLessThan(200);
  });

  it('shows what a stream of events sent in its first seconds, each event read', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(
          new TextEncoder().encode('retry: 1000\n\nid: 7\nevent: order\ndata: {"_id":"o-1"}\n\n'),
        );
        // And nothing more: a stream of events stays open.
      },
    });
    reply(null);
    fetchMock
      .mockReset()
      .mockResolvedValueOnce(
        new Response(stream, { headers: { 'content-type': 'text/event-stream; charset=utf-8' } }),
      );

    const sending = sendRequest({ method: 'GET', endpoint: '/api/kitchen/events', headers: {} });
    await vi.advanceTimersByTimeAsync(STREAM_WINDOW_MS);
    const response = await sending;
    vi.useRealTimers();

    expect(response.data).toEqual([{ id: '7', event: 'order', data: { _id: 'o-1' } }]);
    expect(response.text).toContain('event: order');
  });
});
