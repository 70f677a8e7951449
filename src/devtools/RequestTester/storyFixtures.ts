import type { Meta } from '@storybook/react-vite';
import { createElement, useSyncExternalStore } from 'react';
import { expect, fn, waitFor, type userEvent, type within } from 'storybook/test';
import { DOCUMENTED_ROUTES } from '../../domain/api/routeDocs';
import type { HistoryEntry } from '../../domain/requestHistory';
import { recordRequests, type RequestRecorder } from '../../backend/browser/requestHistory';
import { RequestTester, type RequestTesterProps } from './RequestTester';
import { sendRequest } from '../api/sendRequest';

/** The panel with History recorded from Storybook's own MSW worker, as the app records its own. */
export function LiveHistory({
  recorder,
  ...props
}: RequestTesterProps & { recorder: RequestRecorder }) {
  const entries = useSyncExternalStore(recorder.subscribe, recorder.entries);
  return createElement(RequestTester, {
    ...props,
    history: entries,
    onClearHistory: recorder.clear,
  });
}

/**
 * What every story file of the tester shares: the real sender and routes, and a recorder made
 * before the story renders (so its first request is listed) and stopped after it.
 */
export const testerMeta = {
  component: RequestTester,
  args: {
    send: sendRequest,
    routes: DOCUMENTED_ROUTES,
    onResetDemoData: fn(async () => {}),
    loadOpenApi: fn(async () => ({ openapi: '3.1.0' })),
    history: [],
    onClearHistory: fn(),
  },
  argTypes: {
    send: { control: false },
    routes: { control: false },
    history: { control: false },
    colorScheme: { control: 'inline-radio', options: ['standard', 'dark'] },
  },
  loaders: [({ msw }) => ({ recorder: recordRequests(msw.events) })],
  beforeEach:
    ({ loaded }) =>
    () =>
      (loaded.recorder as RequestRecorder).stop(),
  render: (args, { loaded }) =>
    createElement(LiveHistory, { ...args, recorder: loaded.recorder as RequestRecorder }),
} satisfies Partial<Meta<typeof RequestTester>>;

/** A call as History lists it; `seq` orders the list. */
export const historyEntry = (seq: number, entry: Partial<HistoryEntry> = {}): HistoryEntry => ({
  id: `request-${seq}`,
  seq,
  method: 'GET',
  endpoint: '/api/products',
  headers: [['accept', 'application/json']],
  status: 200,
  statusText: 'OK',
  durationMs: 12,
  sizeBytes: 14_336,
  ...entry,
});

export type Canvas = ReturnType<typeof within>;
export type User = Pick<typeof userEvent, 'clear' | 'click' | 'paste' | 'selectOptions' | 'type'>;

export const endpointBox = (canvas: Canvas) => canvas.getByRole('combobox', { name: 'Endpoint' });
export const bodyBox = (canvas: Canvas) => canvas.getByRole('textbox', { name: 'Body' });
export const methodSelect = (canvas: Canvas) => canvas.getByRole('combobox', { name: 'Method' });

/** Fills in the request bar (and the body, pasted as a user would paste JSON) and submits it. */
export async function sendVia(
  canvas: Canvas,
  user: User,
  request: { method?: string; endpoint: string; body?: string },
) {
  if (request.method) await user.selectOptions(methodSelect(canvas), request.method);
  await user.clear(endpointBox(canvas));
  await user.type(endpointBox(canvas), request.endpoint);
  if (request.body !== undefined) await replaceBody(user, bodyBox(canvas), request.body);
  await user.click(canvas.getByRole('button', { name: 'Submit' }));
}

export async function replaceBody(user: User, box: HTMLElement, text: string) {
  await user.clear(box);
  if (text !== '') {
    await user.click(box);
    await user.paste(text);
  }
}

/** The summary of the reply once it is there: status, time and size. */
export async function expectStatus(canvas: Canvas, status: string) {
  const summary = await waitFor(() => {
    const dd = canvas.getByText('Status').nextElementSibling;
    // Inside waitFor, a failed expectation throws at once and waitFor tries again.
    void expect(dd).toHaveTextContent(status);
    return dd!.closest('dl')!;
  });
  await expect(summary).toHaveTextContent(/Time\d+ ms/);
  await expect(summary).toHaveTextContent(/Size\d+(\.\d)? K?B/);
}

export const responseBody = (canvas: Canvas) =>
  canvas.getByRole('region', { name: 'Response body' });
export const responseHeaders = (canvas: Canvas) =>
  canvas.getByRole('region', { name: 'Response headers' });
