import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, waitFor, within } from 'storybook/test';
import { HISTORY_LIMIT, type HistoryEntry } from '../../domain/requestHistory';
import { RequestTester } from './RequestTester';
import {
  bodyBox,
  endpointBox,
  expectStatus,
  historyEntry,
  methodSelect,
  responseBody,
  sendVia,
  testerMeta,
  type Canvas,
} from './storyFixtures';

const meta = {
  ...testerMeta,
  title: 'Screens/RequestTester/History',
  tags: ['stable'],
} satisfies Meta<typeof RequestTester>;

export default meta;
type Story = StoryObj<typeof meta>;

const historyList = (canvas: Canvas) => canvas.getByRole('list', { name: 'History' });
const entries = (canvas: Canvas) => within(historyList(canvas)).getAllByRole('button');

/** A story that shows the entries it is given, not a recording. */
const withEntries = (history: HistoryEntry[]): Partial<Story> => ({
  args: { history },
  render: (args) => <RequestTester {...args} />,
});

/**
 * Every request of the panel is listed, newest first, with its method, path, status, time and
 * size; a request that got no reply at all says 'Network error'.
 */
export const ListsRequests: Story = {
  parameters: {
    msw: { handlers: { todos: [http.all('*/api/test-todos', () => HttpResponse.error())] } },
  },
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByText(/^No requests yet/)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Clear history' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );

    await userEvent.click(canvas.getByRole('button', { name: 'Submit' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Request failed');
    await sendVia(canvas, userEvent, {
      method: 'POST',
      endpoint: '/api/auth/login',
      body: '{"email":"nobody@example.com","password":"x"}',
    });
    await expectStatus(canvas, '404 Not Found');
    await sendVia(canvas, userEvent, { method: 'GET', endpoint: '/api/categories' });
    await expectStatus(canvas, '200 OK');

    await waitFor(() => expect(entries(canvas)).toHaveLength(3));
    const [categories, login, offline] = entries(canvas);
    await expect(offline).toHaveAccessibleName(/^GET \/api\/test-todos Network error \d+ ms 0 B$/);
    await expect(login).toHaveAccessibleName(
      /^POST \/api\/auth\/login 404 Not Found \d+ ms \d+ B$/,
    );
    await expect(categories).toHaveAccessibleName(
      /^GET \/api\/categories 200 OK \d+ ms \d+(\.\d)? K?B$/,
    );
    await expect(canvas.getByRole('button', { name: 'Clear history' })).not.toHaveAttribute(
      'aria-disabled',
    );
  },
};

/**
 * Choosing an entry loads its method, endpoint, headers and body into the panel and takes the
 * focus to the endpoint; sending it again works.
 */
export const ChoosingLoadsIt: Story = {
  ...withEntries([
    historyEntry(2, {
      method: 'POST',
      endpoint: '/api/test-todos?from=history',
      headers: [
        ['accept', 'application/json'],
        ['content-type', 'application/json'],
      ],
      body: '{"todo":{"title":"From History"}}',
      status: 201,
      statusText: 'Created',
      sizeBytes: 412,
    }),
    historyEntry(1),
  ]),
  play: async ({ canvas, userEvent }) => {
    const [posted] = entries(canvas);
    await expect(posted).toHaveAccessibleName(
      'POST /api/test-todos?from=history 201 Created 12 ms 412 B',
    );
    posted!.focus();
    await userEvent.keyboard('{Enter}');

    await expect(endpointBox(canvas)).toHaveFocus();
    await expect(methodSelect(canvas)).toHaveValue('POST');
    await expect(endpointBox(canvas)).toHaveValue('/api/test-todos?from=history');
    await expect(canvas.getByRole('textbox', { name: 'Parameter 1 name' })).toHaveValue('from');
    await expect(canvas.getByRole('textbox', { name: 'Parameter 1 value' })).toHaveValue('history');
    await expect(canvas.getByRole('heading', { name: 'Headers (2)' })).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Header 1 name' })).toHaveValue('accept');
    await expect(canvas.getByRole('textbox', { name: 'Header 2 value' })).toHaveValue(
      'application/json',
    );
    await expect(canvas.getByRole('checkbox', { name: 'Use header 3' })).not.toBeChecked();
    await expect(bodyBox(canvas)).toHaveValue('{"todo":{"title":"From History"}}');

    await userEvent.click(canvas.getByRole('button', { name: 'Submit' }));
    await expectStatus(canvas, '201 Created');
    await expect(await within(responseBody(canvas)).findByText(/From History/)).toBeVisible();

    // A GET has no body: the box goes back to its default.
    await userEvent.click(entries(canvas)[1]!);
    await expect(methodSelect(canvas)).toHaveValue('GET');
    await expect(endpointBox(canvas)).toHaveValue('/api/products');
    await expect(bodyBox(canvas)).toHaveValue('{}');
  },
};

/** 'Clear history' empties the list; the button keeps the focus, now unavailable. */
export const ClearHistory: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Submit' }));
    await expectStatus(canvas, '200 OK');
    await waitFor(() => expect(entries(canvas)).toHaveLength(1));

    const clear = canvas.getByRole('button', { name: 'Clear history' });
    await userEvent.click(clear);
    await expect(canvas.queryByRole('list', { name: 'History' })).not.toBeInTheDocument();
    await expect(canvas.getByText(/^No requests yet/)).toBeVisible();
    await expect(clear).toHaveFocus();
    await expect(clear).toHaveAttribute('aria-disabled', 'true');
  },
};

/**
 * A full History (200 calls) scrolls inside the panel. A call with a method the panel cannot
 * send (here a PUT made elsewhere) is listed but cannot be chosen.
 */
export const FullHistory: Story = {
  ...withEntries(
    Array.from({ length: HISTORY_LIMIT }, (_, i) =>
      historyEntry(HISTORY_LIMIT - i, {
        endpoint: `/api/products?page=${HISTORY_LIMIT - i}`,
        ...(i === 1 ? { method: 'PUT', status: 404, statusText: 'Not Found' } : {}),
      }),
    ),
  ),
  play: async ({ canvas }) => {
    await expect(entries(canvas)).toHaveLength(HISTORY_LIMIT);
    await expect(entries(canvas)[0]).toHaveAccessibleName(/^GET \/api\/products\?page=200 /);
    await expect(entries(canvas)[1]).toBeDisabled();
    const list = historyList(canvas);
    await expect(list.scrollHeight).toBeGreaterThan(list.clientHeight);
  },
};
