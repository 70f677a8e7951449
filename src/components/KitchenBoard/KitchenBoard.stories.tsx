import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { ApiError, INVALID_TOKEN, UNEXPECTED_ERROR } from '../../domain/apiError';
import type { Order } from '../../domain/types';
import { kitchenOrder, orderIdOf } from '../../testing/kitchenOrders';
import { KitchenBoard } from './KitchenBoard';
import { arrival, dayOfOrders, fakeKitchen, storyClock } from './storyFixtures';

const meta = {
  title: 'Screens/KitchenBoard',
  tags: ['beta'],
  parameters: {
    docs: {
      guidance: {
        whenToUse: `
          The kitchen's /kitchen page, for staff (D38–D40): the orders waiting for an answer,
          cooking, ready and out, in four columns; a chime as a new one arrives; and the day's
          finished orders, found by number. Accept asks for the preparation time and Reject for a
          reason; the other buttons move the order on at once. A shopper follows their order in
          OrderTracking.
        `,
        related: [
          'Components/KitchenTicket',
          'Components/AcceptDialog',
          'Components/RejectDialog',
          'Components/KitchenTabs',
          'Screens/MenuEditor',
        ],
        keyboard: `
          - The count of new orders is a status, said again as it changes; the page's title counts
            them too. 'Mute chime' is a toggle button (\`aria-pressed\`).
          - Each column is a region named by its title, whose heading also reads its count ('New, 2
            orders'). Below the \`lg\` breakpoint the columns stack, and links at the top jump to
            each.
          - A ticket that moves to another column keeps the keyboard's focus.
          - Accept and Reject open modal dialogs that take the focus and give it back.
          - A warning that the board may be behind is a status; a ticket's failed move is an alert
            that describes its buttons.
          - 'Search by order number' is a search landmark; what it finds is said as a status.
        `,
      },
    },
  },
  component: KitchenBoard,
  args: {
    api: fakeKitchen(dayOfOrders).api,
    chime: { unlock: fn(), play: fn() },
    onMutedChange: fn(),
    onSessionEnded: fn(),
    onSignOut: fn(),
    staffName: 'Asha',
    clock: storyClock,
  },
  argTypes: { api: { control: false }, chime: { control: false }, clock: { control: false } },
} satisfies Meta<typeof KitchenBoard>;

export default meta;
type Story = StoryObj<typeof meta>;
type Canvas = ReturnType<typeof within>;

/** The numbers of the tickets in a column (or Done), top to bottom. */
const ticketsIn = (canvas: Canvas, name: string) =>
  within(canvas.getByRole('region', { name }))
    .queryAllByRole('article')
    .map((ticket) => within(ticket).getAllByRole('heading')[0]?.textContent);

const ticket = (canvas: Canvas, number: string) =>
  within(canvas.getByRole('article', { name: `#${number}` }));

const boardLoaded = (canvas: Canvas) => canvas.findByRole('region', { name: 'Board' });

const day = fakeKitchen(dayOfOrders);

/**
 * A lunchtime: two new orders (one waiting past its 10 minutes), two cooking (one late), one
 * ready and one out, each column the longest waiting first; the day's three finished orders
 * under Done, the last finished first. The header counts the new orders, and so does the tab's
 * title.
 */
export const Board: Story = {
  args: { api: day.api },
  beforeEach: () => day.reset(),
  play: async ({ canvas }) => {
    await boardLoaded(canvas);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Kitchen' })).toBeVisible();
    await expect(canvas.getByText('Signed in as Asha')).toBeVisible();
    await expect(canvas.getByText('2 new orders')).toHaveAttribute('role', 'status');
    await waitFor(() => expect(document.title).toBe('(2) Kitchen — Cravings'));
    await expect(canvas.getByRole('button', { name: 'Mute chime' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );

    await expect(ticketsIn(canvas, 'New')).toEqual(['#7C1E55', '#3F9A2C']);
    await expect(ticketsIn(canvas, 'Preparing')).toEqual(['#B1B1B1', '#B0B0B0']);
    await expect(ticketsIn(canvas, 'Ready')).toEqual(['#C0C0C0']);
    await expect(ticketsIn(canvas, 'On the way')).toEqual(['#D0D0D0']);
    await expect(ticketsIn(canvas, 'Done')).toEqual(['#E2E2E2', '#E0E0E0', '#E1E1E1']);
    await expect(
      canvas.getByRole('heading', { level: 3, name: /^New\s*, 2 orders$/ }),
    ).toBeVisible();

    await expect(ticket(canvas, '7C1E55').getByText('Overdue')).toBeVisible();
    await expect(ticket(canvas, 'B1B1B1').getByText('Overdue')).toBeVisible();
    await expect(ticket(canvas, '3F9A2C').queryByText('Overdue')).toBeNull();
    await expect(
      ticket(canvas, 'E1E1E1').getByText('Rejected: The restaurant did not answer in time.'),
    ).toBeVisible();
    await expect(
      ticket(canvas, 'E2E2E2').getByRole('button', { name: 'Retry refund' }),
    ).toBeVisible();
    await expect(canvas.getByText('3 orders today.')).toBeVisible();

    // Where the columns stack (a phone, an upright tablet), links lead to each; this window is
    // wide enough for the four side by side, where the links are hidden.
    const links = within(canvas.getByRole('navigation', { name: 'Board columns', hidden: true }));
    await expect(
      links.getByRole('link', { name: /^New\s*, 2 orders$/, hidden: true }),
    ).not.toBeVisible();
    const toReady = links.getByRole('link', { name: /^Ready\s*, 1 order$/, hidden: true });
    const ready = canvas.getByRole('region', { name: 'Ready' });
    await expect(toReady).toHaveAttribute('href', `#${ready.id}`);
  },
};

const neverAnswered = fakeKitchen(dayOfOrders);

/** While the orders load: the columns' shapes, and 'Loading the orders' for a screen reader. */
export const Loading: Story = {
  args: { api: neverAnswered.api },
  beforeEach: () => {
    neverAnswered.reset();
    neverAnswered.api.loadOrders.mockReturnValue(new Promise<Order[]>(() => {}));
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Loading the orders')).toHaveAttribute('role', 'status');
    await expect(canvas.queryByRole('region', { name: 'Board' })).toBeNull();
    await waitFor(() => expect(document.title).toBe('Kitchen — Cravings'));
  },
};

const failingOnce = fakeKitchen(dayOfOrders);

/** The orders do not arrive: what went wrong, and 'Try again' asks once more. */
export const LoadFails: Story = {
  args: { api: failingOnce.api },
  parameters: { visual: { sameAs: 'Board' } },
  beforeEach: () => {
    failingOnce.reset();
    failingOnce.api.loadOrders.mockRejectedValueOnce(new TypeError('Failed to fetch'));
  },
  play: async ({ canvas, userEvent }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'We could not load the orders. Check your connection and try again.',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await boardLoaded(canvas);
    await expect(ticketsIn(canvas, 'New')).toEqual(['#7C1E55', '#3F9A2C']);
    await expect(failingOnce.api.loadOrders).toHaveBeenCalledTimes(2);
  },
};

const quietDay = fakeKitchen([]);

/** No orders yet today: each column says it is empty, and the title carries no count. */
export const Empty: Story = {
  args: { api: quietDay.api },
  beforeEach: () => quietDay.reset(),
  play: async ({ canvas }) => {
    await boardLoaded(canvas);
    await expect(canvas.getAllByText('No new orders')).toHaveLength(2);
    await expect(canvas.getByText('Nothing cooking')).toBeVisible();
    await expect(canvas.getByText('Nothing waiting to go')).toBeVisible();
    await expect(canvas.getByText('Nothing out')).toBeVisible();
    await expect(canvas.getByText('No finished orders yet today.')).toBeVisible();
    await waitFor(() => expect(document.title).toBe('Kitchen — Cravings'));
  },
};

const lunchRush = fakeKitchen(dayOfOrders);

/**
 * A new order arrives: it joins New, the count and the title go up, and the chime sounds (a
 * click on the page first lets it). Muted, the next one arrives in silence, and the choice is
 * handed on to be remembered.
 */
export const NewOrderChimes: Story = {
  args: { api: lunchRush.api },
  parameters: { visual: { fullPage: false } },
  beforeEach: () => lunchRush.reset(),
  play: async ({ canvas, args, userEvent, step }) => {
    await boardLoaded(canvas);
    await userEvent.click(canvas.getByRole('heading', { level: 1, name: 'Kitchen' }));
    await expect(args.chime.unlock).toHaveBeenCalled();

    await step('An order arrives', async () => {
      lunchRush.push([...dayOfOrders, arrival('A11A11')]);
      await expect(await canvas.findByText('3 new orders')).toBeVisible();
      await expect(ticketsIn(canvas, 'New')).toEqual(['#7C1E55', '#3F9A2C', '#A11A11']);
      await waitFor(() => expect(document.title).toBe('(3) Kitchen — Cravings'));
      await expect(args.chime.play).toHaveBeenCalledOnce();
    });

    await step('Muted, the next one is silent', async () => {
      const mute = canvas.getByRole('button', { name: 'Mute chime' });
      await userEvent.click(mute);
      await expect(mute).toHaveAttribute('aria-pressed', 'true');
      await expect(args.onMutedChange).toHaveBeenCalledWith(true);
      lunchRush.push([...dayOfOrders, arrival('A11A11'), arrival('A22A22')]);
      await expect(await canvas.findByText('4 new orders')).toBeVisible();
      await expect(args.chime.play).toHaveBeenCalledOnce();
    });
  },
};

const slowAccept = fakeKitchen(dayOfOrders);

/**
 * Accept asks for the preparation time; while the acceptance is on its way the ticket waits,
 * its button saying 'Accepting…'.
 */
export const AcceptOnItsWay: Story = {
  args: { api: slowAccept.api },
  parameters: { visual: { fullPage: false } },
  beforeEach: () => {
    slowAccept.reset();
    slowAccept.api.moveOrder.mockReturnValue(new Promise<Order>(() => {}));
  },
  play: async ({ canvas, userEvent }) => {
    await boardLoaded(canvas);
    await userEvent.click(ticket(canvas, '3F9A2C').getByRole('button', { name: 'Accept' }));
    const dialog = within(await canvas.findByRole('dialog', { name: 'Accept order #3F9A2C' }));
    await userEvent.click(dialog.getByRole('radio', { name: '30 min' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Accept' }));

    await expect(canvas.queryByRole('dialog')).toBeNull();
    await expect(slowAccept.api.moveOrder).toHaveBeenCalledWith(orderIdOf('3F9A2C'), {
      status: 'preparing',
      prepMinutes: 30,
    });
    const accepting = ticket(canvas, '3F9A2C').getByRole('button', { name: 'Accepting…' });
    await expect(accepting).toHaveAttribute('aria-disabled', 'true');
    await expect(canvas.getByRole('article', { name: '#3F9A2C' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  },
};

const keyboardDay = fakeKitchen(dayOfOrders);

/**
 * With the keyboard alone: Accept, Enter for the 20 minutes offered, and the ticket moves to
 * Preparing with the focus on it; Tab reaches its 'Ready'.
 */
export const AcceptWithTheKeyboard: Story = {
  args: { api: keyboardDay.api },
  beforeEach: () => keyboardDay.reset(),
  play: async ({ canvas, userEvent }) => {
    await boardLoaded(canvas);
    ticket(canvas, '3F9A2C').getByRole('button', { name: 'Accept' }).focus();
    await userEvent.keyboard('{Enter}');
    await canvas.findByRole('dialog', { name: 'Accept order #3F9A2C' });
    await userEvent.keyboard('{Enter}');

    await waitFor(() => expect(ticketsIn(canvas, 'Preparing')).toContain('#3F9A2C'));
    await expect(keyboardDay.api.moveOrder).toHaveBeenCalledWith(orderIdOf('3F9A2C'), {
      status: 'preparing',
      prepMinutes: 20,
    });
    await expect(ticketsIn(canvas, 'New')).toEqual(['#7C1E55']);
    await expect(canvas.getByText('1 new order')).toBeVisible();
    const moved = canvas.getByRole('article', { name: '#3F9A2C' });
    await waitFor(() => expect(moved).toHaveFocus());
    await expect(within(moved).getByText(/^Ready by/)).toBeVisible();
    await userEvent.tab();
    await expect(within(moved).getByRole('button', { name: 'Ready' })).toHaveFocus();
  },
};

const rejectDay = fakeKitchen(dayOfOrders);

/** Reject asks why; the order goes to Done with its reason, its money on its way back. */
export const Reject: Story = {
  args: { api: rejectDay.api },
  beforeEach: () => rejectDay.reset(),
  play: async ({ canvas, userEvent }) => {
    await boardLoaded(canvas);
    await userEvent.click(ticket(canvas, '7C1E55').getByRole('button', { name: 'Reject' }));
    const dialog = within(await canvas.findByRole('dialog', { name: 'Reject order #7C1E55' }));
    await userEvent.click(dialog.getByRole('radio', { name: 'Kitchen too busy' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Reject' }));

    await waitFor(() => expect(ticketsIn(canvas, 'Done')[0]).toBe('#7C1E55'));
    await expect(rejectDay.api.moveOrder).toHaveBeenCalledWith(orderIdOf('7C1E55'), {
      status: 'rejected',
      reason: 'Kitchen too busy',
    });
    const rejected = ticket(canvas, '7C1E55');
    await expect(rejected.getByText('Rejected: Kitchen too busy')).toBeVisible();
    await expect(rejected.getByText('Refund pending')).toBeVisible();
    await expect(ticketsIn(canvas, 'New')).toEqual(['#3F9A2C']);
  },
};

const servingDay = fakeKitchen(dayOfOrders);

/** An accepted order moved on at a tap each: Ready, Out for delivery, Delivered, then Done. */
export const MoveOnToDone: Story = {
  args: { api: servingDay.api },
  beforeEach: () => servingDay.reset(),
  play: async ({ canvas, userEvent }) => {
    await boardLoaded(canvas);
    const steps = [
      ['Ready', 'Ready'],
      ['Out for delivery', 'On the way'],
      ['Delivered', 'Done'],
    ] as const;
    for (const [button, column] of steps) {
      await userEvent.click(ticket(canvas, 'B0B0B0').getByRole('button', { name: button }));
      await waitFor(() => expect(ticketsIn(canvas, column)).toContain('#B0B0B0'));
    }
    await expect(ticket(canvas, 'B0B0B0').getByText('Delivered')).toBeVisible();
    await expect(ticket(canvas, 'B0B0B0').queryByRole('button')).toBeNull();
    await expect(servingDay.api.moveOrder.mock.calls.map(([, move]) => move.status)).toEqual([
      'ready',
      'on-the-way',
      'delivered',
    ]);
  },
};

const CANCELLED_FIRST = 'Order 3F9A2C was cancelled by the shopper; it cannot be accepted.';
const cancelledMeanwhile = fakeKitchen(dayOfOrders);

/**
 * The shopper cancelled while the kitchen was accepting: the backend's 409 stays on the ticket,
 * which the board shows as it is now, in Done.
 */
export const Conflict: Story = {
  args: { api: cancelledMeanwhile.api },
  beforeEach: () => {
    cancelledMeanwhile.reset();
    cancelledMeanwhile.api.moveOrder.mockImplementationOnce(async () => {
      cancelledMeanwhile.replace(
        dayOfOrders.map((order) =>
          order._id === orderIdOf('3F9A2C')
            ? kitchenOrder({
                number: '3F9A2C',
                minutesAgo: 4,
                status: 'cancelled',
                lines: [
                  ['prod-butter-chicken', 2],
                  ['prod-biryani', 1],
                ],
              })
            : order,
        ),
      );
      throw new ApiError(409, CANCELLED_FIRST);
    });
  },
  play: async ({ canvas, userEvent }) => {
    await boardLoaded(canvas);
    await userEvent.click(ticket(canvas, '3F9A2C').getByRole('button', { name: 'Accept' }));
    const dialog = within(await canvas.findByRole('dialog', { name: 'Accept order #3F9A2C' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Accept' }));

    await waitFor(() => expect(ticketsIn(canvas, 'Done')[0]).toBe('#3F9A2C'));
    const cancelled = ticket(canvas, '3F9A2C');
    await expect(cancelled.getByRole('alert')).toHaveTextContent(CANCELLED_FIRST);
    await expect(cancelled.getByText('Cancelled by shopper')).toBeVisible();
    await expect(ticketsIn(canvas, 'New')).toEqual(['#7C1E55']);
  },
};

const endedSession = fakeKitchen(dayOfOrders);

/**
 * The board hands the session back to the page: when the token has ended (a 401 from any call),
 * for the staff member to sign in again, and on 'Sign out'.
 */
export const HandsOverTheSession: Story = {
  args: { api: endedSession.api },
  // Its look is the board's top: the header, and the ticket whose call met the 401.
  parameters: { visual: { fullPage: false } },
  beforeEach: () => {
    endedSession.reset();
    endedSession.api.moveOrder.mockRejectedValueOnce(new ApiError(401, INVALID_TOKEN));
  },
  play: async ({ canvas, args, userEvent }) => {
    await boardLoaded(canvas);
    await userEvent.click(
      ticket(canvas, 'C0C0C0').getByRole('button', { name: 'Out for delivery' }),
    );
    await waitFor(() => expect(args.onSessionEnded).toHaveBeenCalledOnce());
    await userEvent.click(canvas.getByRole('button', { name: 'Sign out' }));
    await expect(args.onSignOut).toHaveBeenCalledOnce();
  },
};

const refundDay = fakeKitchen(dayOfOrders);

/** A refund the provider refused is asked for again; the ticket says when it is back. */
export const RetryRefund: Story = {
  args: { api: refundDay.api },
  beforeEach: () => refundDay.reset(),
  play: async ({ canvas, userEvent }) => {
    await boardLoaded(canvas);
    const cancelled = ticket(canvas, 'E2E2E2');
    await expect(cancelled.getByText('Refund failed')).toBeVisible();
    await userEvent.click(cancelled.getByRole('button', { name: 'Retry refund' }));
    await expect(await cancelled.findByText('Refunded')).toBeVisible();
    await expect(cancelled.queryByRole('button')).toBeNull();
    await expect(refundDay.api.retryRefund).toHaveBeenCalledWith(orderIdOf('E2E2E2'));
  },
};

const searchDay = fakeKitchen(dayOfOrders);

/** Done is searched by order number, '#' or not, in any case; the count follows. */
export const SearchDone: Story = {
  args: { api: searchDay.api },
  beforeEach: () => searchDay.reset(),
  play: async ({ canvas, userEvent }) => {
    await boardLoaded(canvas);
    const search = canvas.getByRole('searchbox', { name: 'Search by order number' });
    await userEvent.type(search, 'zz');
    await expect(canvas.getByText('No order today matches “zz”.')).toBeVisible();
    await expect(ticketsIn(canvas, 'Done')).toEqual([]);
    await userEvent.clear(search);
    await userEvent.type(search, '#e1e1');
    await expect(canvas.getByText('1 order matches “#e1e1”.')).toBeVisible();
    await expect(ticketsIn(canvas, 'Done')).toEqual(['#E1E1E1']);
    // The board itself is not searched.
    await expect(ticketsIn(canvas, 'New')).toEqual(['#7C1E55', '#3F9A2C']);
  },
};

const offlineDay = fakeKitchen(dayOfOrders);

/** The updates fail: the board says it may be behind; the next update that arrives clears it. */
export const UpdatesFail: Story = {
  args: { api: offlineDay.api },
  parameters: { visual: { fullPage: false } },
  beforeEach: () => offlineDay.reset(),
  play: async ({ canvas }) => {
    await boardLoaded(canvas);
    offlineDay.fail(new ApiError(500, UNEXPECTED_ERROR));
    await expect(
      await canvas.findByText(
        `The board may be out of date, and keeps trying: ${UNEXPECTED_ERROR}`,
      ),
    ).toBeVisible();
    offlineDay.push(dayOfOrders);
    await waitFor(() => expect(canvas.queryByText(/may be out of date/)).toBeNull());
    offlineDay.fail(new ApiError(500, UNEXPECTED_ERROR));
    await expect(await canvas.findByText(/may be out of date/)).toBeVisible();
  },
};
