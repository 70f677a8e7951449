import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, within } from 'storybook/test';
import type { RequestTester } from './RequestTester';
import {
  expectStatus,
  responseBody,
  sendVia,
  testerMeta,
  type Canvas,
  type User,
} from './storyFixtures';

const meta = {
  ...testerMeta,
  title: 'Screens/RequestTester/Response tools',
  tags: ['stable'],
} satisfies Meta<typeof RequestTester>;

export default meta;
type Story = StoryObj<typeof meta>;

const viewButton = (canvas: Canvas, name: 'Tree' | 'Raw') =>
  within(canvas.getByRole('group', { name: 'Body view' })).getByRole('button', { name });
const filterBox = (canvas: Canvas) => canvas.getByRole('searchbox', { name: 'Filter' });

/** Puts `text` in the filter box in one go, as a paste does. */
async function filter(canvas: Canvas, user: User, text: string) {
  await user.clear(filterBox(canvas));
  if (text === '') return;
  await user.click(filterBox(canvas));
  await user.paste(text);
}

/** 'Raw' shows the body exactly as it came, beside the tree; 'Tree' goes back to it. */
export const RawView: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Submit' }));
    await expectStatus(canvas, '200 OK');
    await expect(viewButton(canvas, 'Tree')).toHaveAttribute('aria-pressed', 'true');

    await userEvent.click(viewButton(canvas, 'Raw'));
    await expect(viewButton(canvas, 'Raw')).toHaveAttribute('aria-pressed', 'true');
    const raw = canvas.getByRole('region', { name: 'Raw response body' });
    await expect(raw.textContent).toMatch(/^\{"todos":\[\{"_id":"todo-1",/);
    await expect(canvas.queryByRole('region', { name: 'Response body' })).not.toBeInTheDocument();
    await expect(canvas.queryByRole('searchbox', { name: 'Filter' })).not.toBeInTheDocument();

    await userEvent.click(viewButton(canvas, 'Tree'));
    await expect(await within(responseBody(canvas)).findByText(/DELETE a todo/)).toBeVisible();
  },
};

/**
 * 'Filter' narrows the tree to the keys and values that match, in any case; a key keeps its
 * whole value. Nothing matching says so; clearing the box brings everything back.
 */
export const FilterNarrowsTheTree: Story = {
  play: async ({ canvas, userEvent }) => {
    // The cuisines, not the dishes: axe, run twice after the play, walks every node of the tree.
    await sendVia(canvas, userEvent, { endpoint: '/api/categories' });
    await expectStatus(canvas, '200 OK');
    const tree = () => within(responseBody(canvas));
    await expect(await tree().findByText('"Indian"')).toBeVisible();

    await filter(canvas, userEvent, 'DUMPLINGS');
    await expect(
      await tree().findByText('"Wok-tossed noodles, dumplings and bold Szechuan flavours."'),
    ).toBeVisible();
    await expect(tree().queryByText('"Indian"')).not.toBeInTheDocument();
    await expect(tree().queryByText('categoryName')).not.toBeInTheDocument();

    await filter(canvas, userEvent, 'categoryName');
    await expect(await tree().findAllByText('categoryName')).toHaveLength(3);
    await expect(tree().queryByText('description')).not.toBeInTheDocument();

    await filter(canvas, userEvent, 'pizza-with-pineapple');
    await expect(
      await canvas.findByText('Nothing in the body matches “pizza-with-pineapple”.'),
    ).toBeVisible();

    await filter(canvas, userEvent, '');
    await expect(await tree().findByText('"Indian"')).toBeVisible();
  },
};

/** 10,000 arrays, one inside the other: filtering it says why it cannot, never a crash. */
const deepReply = '['.repeat(10_000) + ']'.repeat(10_000);

export const FilterOnADeepReply: Story = {
  parameters: {
    msw: {
      handlers: {
        todos: [
          http.get(
            '*/api/test-todos',
            () => new HttpResponse(deepReply, { headers: { 'content-type': 'application/json' } }),
          ),
        ],
      },
    },
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Submit' }));
    await expectStatus(canvas, '200 OK');
    await filter(canvas, userEvent, 'x');
    await expect(
      await canvas.findByText('This body is nested too deeply to filter.'),
    ).toBeVisible();
    await userEvent.click(viewButton(canvas, 'Raw'));
    await expect(canvas.getByRole('region', { name: 'Raw response body' })).toHaveTextContent(
      /^\[\[\[/,
    );
  },
};
