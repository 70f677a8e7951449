import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { NO_ANSWER_REASON } from '../../domain/orderLifecycle';
import { kitchenOrder } from '../../testing/kitchenOrders';
import { STORY_NOW } from '../../testing/storyClock';
import { KitchenTicket } from './KitchenTicket';

const NOW = STORY_NOW.getTime();

/** Two restaurants' dishes, to Pune (the first demo address). */
const TWO_KITCHENS: [string, number][] = [
  ['prod-butter-chicken', 2],
  ['prod-tandoori-chicken', 1],
  ['prod-biryani', 1],
];

const meta = {
  title: 'Components/KitchenTicket',
  tags: ['beta'],
  parameters: {
    docs: {
      guidance: {
        whenToUse: `
          One order as the kitchen works on it (D38): its short number, how long ago it came, its
          dishes by restaurant, where it goes, whether it is late, and the buttons for what can be
          done now; a finished one says how it ended and where its refund is. The KitchenBoard shows
          it.
        `,
        related: ['Screens/KitchenBoard', 'Components/AcceptDialog', 'Components/RejectDialog'],
        keyboard: `
          - An article named by its number ('#3F9A2C'); \`headingLevel\` sets its heading (4 on the
            board, 3 in Done), and each restaurant is a heading below it.
          - While its call runs its buttons wait (\`aria-disabled\`), the one at work saying so
            ('Accepting…'); a failed call is an alert that describes the buttons.
          - The ticket itself can take the focus, which the board gives it when it moves to another
            column.
        `,
      },
    },
  },
  component: KitchenTicket,
  // As wide as a column of the board.
  decorators: [
    (Story) => (
      <div style={{ maxWidth: '20rem' }}>
        <Story />
      </div>
    ),
  ],
  args: {
    order: kitchenOrder({ number: '3F9A2C', minutesAgo: 4, lines: TWO_KITCHENS }),
    now: NOW,
    onAction: fn(),
  },
  argTypes: { order: { control: false } },
} satisfies Meta<typeof KitchenTicket>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * A new order: its number, placed 4 minutes ago, the dishes under each restaurant, where it goes
 * (city and PIN, not the street), and Accept and Reject.
 */
export const New: Story = {
  play: async ({ canvas, args, userEvent }) => {
    const ticket = canvas.getByRole('article', { name: '#3F9A2C' });
    await expect(within(ticket).getByRole('heading', { level: 4, name: '#3F9A2C' })).toBeVisible();
    await expect(canvas.getByText('4 min ago')).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 5, name: 'Spice Delight' })).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 5, name: 'Taste of India' })).toBeVisible();
    const [spiceDelight, tasteOfIndia] = canvas.getAllByRole('list');
    await expect(
      within(spiceDelight!)
        .getAllByRole('listitem')
        .map((line) => line.textContent),
    ).toEqual(['2 × Butter Chicken', '1 × Tandoori Chicken']);
    await expect(within(tasteOfIndia!).getByRole('listitem')).toHaveTextContent('1 × Biryani');
    await expect(canvas.getByText('Deliver to Pune 411001')).toBeVisible();
    await expect(canvas.queryByText(/Lotus Lane/)).toBeNull();
    await expect(canvas.queryByText('Overdue')).toBeNull();

    await userEvent.click(canvas.getByRole('button', { name: 'Accept' }));
    await expect(args.onAction).toHaveBeenLastCalledWith('accept');
    await userEvent.click(canvas.getByRole('button', { name: 'Reject' }));
    await expect(args.onAction).toHaveBeenLastCalledWith('reject');
  },
};

/** Waiting 12 minutes, past the 10 it has for an answer: 'Overdue', in words as well as in red. */
export const NewOverdue: Story = {
  args: { order: kitchenOrder({ number: '3F9A2C', minutesAgo: 12 }) },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('12 min ago')).toBeVisible();
    await expect(canvas.getByText('Overdue')).toBeVisible();
    await expect(canvas.getByText('Waiting 12 min, over the 10 min to answer')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Accept' })).toBeVisible();
  },
};

/** Accepted with 16 minutes, 2 minutes after it was placed: ready by then, and 'Ready' next. */
export const Preparing: Story = {
  args: { order: kitchenOrder({ number: 'B0B0B0', minutesAgo: 8, status: 'preparing' }) },
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getByText(/^Ready by/)).toHaveTextContent(/^Ready by \d\d:\d\d$/);
    await expect(canvas.queryByText('Overdue')).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Accept' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Ready' }));
    await expect(args.onAction).toHaveBeenCalledWith('ready');
  },
};

/** Still cooking 7 minutes after the time it was promised ready. */
export const PreparingOverdue: Story = {
  args: { order: kitchenOrder({ number: 'B0B0B0', minutesAgo: 25, status: 'preparing' }) },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Overdue')).toBeVisible();
    await expect(canvas.getByText('7 min past its ready time')).toBeVisible();
  },
};

/** Ready: 'Out for delivery' hands it to the rider. */
export const Ready: Story = {
  args: { order: kitchenOrder({ number: 'C0C0C0', minutesAgo: 19, status: 'ready' }) },
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Out for delivery' }));
    await expect(args.onAction).toHaveBeenCalledWith('on-the-way');
  },
};

/** On its way: 'Delivered' once the shopper has it. */
export const OnTheWay: Story = {
  args: { order: kitchenOrder({ number: 'D0D0D0', minutesAgo: 24, status: 'on-the-way' }) },
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Delivered' }));
    await expect(args.onAction).toHaveBeenCalledWith('delivered');
  },
};

/** Done: delivered, with nothing left to do. */
export const Delivered: Story = {
  args: {
    order: kitchenOrder({ number: 'E0E0E0', minutesAgo: 50, status: 'delivered' }),
    headingLevel: 3,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 3, name: '#E0E0E0' })).toBeVisible();
    await expect(canvas.getByText('Delivered')).toBeVisible();
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

/** Rejected by the kitchen, with its reason; the money went back. */
export const Rejected: Story = {
  args: {
    order: kitchenOrder({
      number: 'F0F0F0',
      minutesAgo: 30,
      status: 'rejected',
      progress: { reason: 'Kitchen too busy' },
    }),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Rejected: Kitchen too busy')).toBeVisible();
    await expect(canvas.getByText('Refunded')).toBeVisible();
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

/** Nobody answered in time: the backend rejected it, and says so. */
export const RejectedUnanswered: Story = {
  args: {
    order: kitchenOrder({
      number: 'F1F1F1',
      minutesAgo: 15,
      status: 'rejected',
      progress: { by: 'backend', reason: NO_ANSWER_REASON, paymentStatus: 'refund-pending' },
    }),
  },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByText('Rejected: The restaurant did not answer in time.'),
    ).toBeVisible();
    await expect(canvas.getByText('Refund pending')).toBeVisible();
  },
};

/** The shopper cancelled it while it waited. */
export const Cancelled: Story = {
  args: { order: kitchenOrder({ number: 'A0A0A0', minutesAgo: 6, status: 'cancelled' }) },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Cancelled by shopper')).toBeVisible();
    await expect(canvas.getByText('Refunded')).toBeVisible();
  },
};

/** A refund the provider refused: 'Retry refund' asks again. */
export const RefundFailed: Story = {
  args: {
    order: kitchenOrder({
      number: 'F2F2F2',
      minutesAgo: 30,
      status: 'rejected',
      progress: { reason: 'Closing soon', paymentStatus: 'refund-failed' },
    }),
  },
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getByText('Refund failed')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Retry refund' }));
    await expect(args.onAction).toHaveBeenCalledWith('refund');
  },
};

/**
 * Its acceptance on the way: the ticket is busy, 'Accepting…' says what it waits for, and
 * neither button does anything meanwhile (they keep the focus).
 */
export const Busy: Story = {
  args: { busy: 'preparing' },
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getByRole('article')).toHaveAttribute('aria-busy', 'true');
    const accepting = canvas.getByRole('button', { name: 'Accepting…' });
    const reject = canvas.getByRole('button', { name: 'Reject' });
    await expect(accepting).toHaveAttribute('aria-disabled', 'true');
    await expect(reject).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(accepting);
    await userEvent.click(reject);
    await expect(reject).toHaveFocus();
    await expect(args.onAction).not.toHaveBeenCalled();
  },
};

/**
 * A move that did not happen: the backend's words stay on the ticket (announced once), and its
 * buttons are described by them.
 */
export const Problem: Story = {
  args: { problem: 'Something went wrong on the server. Please try again.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'Something went wrong on the server. Please try again.',
    );
    await expect(canvas.getByRole('button', { name: 'Accept' })).toHaveAccessibleDescription(
      'Something went wrong on the server. Please try again.',
    );
  },
};

/** Someone moved the order first: what happened stays on the ticket, now in its new place. */
export const Conflict: Story = {
  args: {
    order: kitchenOrder({ number: '3F9A2C', minutesAgo: 4, status: 'cancelled' }),
    problem: 'Order 3F9A2C was cancelled by the shopper; it cannot be accepted.',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'Order 3F9A2C was cancelled by the shopper; it cannot be accepted.',
    );
    await expect(canvas.getByText('Cancelled by shopper')).toBeVisible();
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};
