import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { formatClockTime } from '../../domain/dates';
import { minutesUntil, orderProgress } from '../../domain/orderStatus';
import type { Order } from '../../domain/types';
import type { TrackedOrder } from '../../machines/orderTracking';
import { manualClock } from '../../testing/manualClock';
import { STORY_NOW } from '../../testing/storyClock';
import { orderFixture } from '../OrderDetails/storyFixtures';
import { OrderTracking } from './OrderTracking';
import { OrderTrackingView } from './OrderTrackingView';

const MINUTE = 60_000;

/** The November order (₹1,160), placed `minutesAgo` before the stories' frozen time. */
function orderPlaced(minutesAgo: number) {
  return orderFixture({
    id: 'order-track',
    createdAt: new Date(STORY_NOW.getTime() - minutesAgo * MINUTE).toISOString(),
    lines: [
      ['prod-butter-chicken', 2],
      ['prod-biryani', 1],
      ['prod-gulab-jamun', 3],
    ],
  });
}

/** That order as the machine shows it at the stories' frozen time. */
function trackedAfter(minutesAgo: number): TrackedOrder {
  const order = orderPlaced(minutesAgo);
  const now = STORY_NOW.getTime();
  return {
    order,
    status: orderProgress(order.createdAt, now).status,
    minutesLeft: minutesUntil(order.deliverBy, now),
  };
}

const meta = {
  title: 'Screens/OrderTracking',
  // The states are the view's; the screen (its machine over `loadOrder` and a clock) is below.
  component: OrderTrackingView,
  argTypes: { tracked: { control: false }, actions: { control: false } },
  args: { tracked: trackedAfter(2) },
} satisfies Meta<typeof OrderTrackingView>;

export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;

/** The stepper's steps, and which of them is current. */
function expectCurrentStep(canvas: Canvas, label: string) {
  const steps = within(canvas.getByRole('list', { name: 'Order progress' })).getAllByRole(
    'listitem',
  );
  const current = steps.filter((step) => step.getAttribute('aria-current') === 'step');
  return Promise.all([
    expect(steps.map((step) => step.textContent?.replace(', done', ''))).toEqual([
      'Order placed',
      'Preparing',
      'On the way',
      'Delivered',
    ]),
    expect(current).toHaveLength(1),
    expect(current[0]).toHaveTextContent(label),
  ]);
}

const arrivalOf = (tracked: TrackedOrder) => formatClockTime(tracked.order.deliverBy);

/**
 * Placed 2 minutes ago: 'Order placed' is the current step; it should arrive at the promised
 * time, in 28 minutes. Below, the order itself: dishes, address, payment id, total and promise.
 */
export const Placed: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Track your order' })).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 2, name: 'Order placed' })).toBeVisible();
    await expectCurrentStep(canvas, 'Order placed');
    await expect(canvas.getByText(/^Estimated arrival/)).toHaveTextContent(
      `Estimated arrival ${arrivalOf(args.tracked!)}`,
    );
    await expect(canvas.getByText('Arriving in 28 min')).toBeVisible();
    // Nothing has changed yet, so nothing is announced.
    await expect(canvas.getByRole('status')).toHaveTextContent('');

    const order = within(canvas.getByRole('article'));
    await expect(order.getByText('Order will be delivered within 30 minutes')).toBeVisible();
    await expect(order.getByText('Payment ID: pay_ordertrackTestA1b2')).toBeVisible();
    await expect(order.getAllByRole('listitem')).toHaveLength(3);
    await expect(order.getByText('Butter Chicken')).toBeVisible();
    await expect(order.getByText('Asha Verma')).toBeVisible();
    await expect(order.getByText('Total: ₹1,160')).toBeVisible();
  },
};

/** 8 minutes in, the kitchen has it: 'Order placed' is ticked off, 'Preparing' is current. */
export const Preparing: Story = {
  args: { tracked: trackedAfter(8) },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'Preparing' })).toBeVisible();
    await expectCurrentStep(canvas, 'Preparing');
    const steps = within(canvas.getByRole('list', { name: 'Order progress' }));
    await expect(steps.getAllByRole('listitem')[0]).toHaveTextContent('Order placed, done');
    await expect(canvas.getByText('Arriving in 22 min')).toBeVisible();
  },
};

/** 22 minutes in: 'On the way', 8 minutes to go. */
export const OnTheWay: Story = {
  args: { tracked: trackedAfter(22) },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'On the way' })).toBeVisible();
    await expectCurrentStep(canvas, 'On the way');
    await expect(canvas.getByText('Arriving in 8 min')).toBeVisible();
  },
};

/** From minute 30: delivered, at the promised time; no countdown any more. */
export const Delivered: Story = {
  args: { tracked: trackedAfter(45) },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'Delivered' })).toBeVisible();
    await expectCurrentStep(canvas, 'Delivered');
    await expect(canvas.getByText(/^Delivered at/)).toHaveTextContent(
      `Delivered at ${arrivalOf(args.tracked!)}`,
    );
    await expect(canvas.queryByText(/Arriving in/)).toBeNull();
    await expect(canvas.queryByText(/Estimated arrival/)).toBeNull();
  },
};

const countdownClock = manualClock(STORY_NOW.getTime());
const countdownOrder = orderPlaced(4.5);

/**
 * The screen: its machine loads the order and follows a clock the story moves: each minute the countdown goes
 * down by one. At minute 5 the order is being prepared, which the live region announces once;
 * the next minute's countdown is not announced.
 */
export const Countdown: Story = {
  render: () => (
    <OrderTracking
      orderId={countdownOrder._id}
      loadOrder={async () => countdownOrder}
      clock={countdownClock}
    />
  ),
  beforeEach: () => countdownClock.set(STORY_NOW.getTime()),
  play: async ({ canvas, step }) => {
    const advance = (minutes: number) =>
      countdownClock.set(countdownClock.now() + minutes * MINUTE);

    await step('4½ minutes in: placed, 26 minutes to go', async () => {
      await expect(await canvas.findByText('Arriving in 26 min')).toBeVisible();
      await expectCurrentStep(canvas, 'Order placed');
      await expect(canvas.getByRole('status')).toHaveTextContent('');
    });

    await step('A minute later it is being prepared, and that is announced', async () => {
      advance(1);
      await expect(await canvas.findByText('Arriving in 25 min')).toBeVisible();
      await expectCurrentStep(canvas, 'Preparing');
      await expect(canvas.getByRole('status')).toHaveTextContent('Order status: Preparing');
    });

    await step('Another minute: the countdown moves, the announcement stays', async () => {
      advance(1);
      await expect(await canvas.findByText('Arriving in 24 min')).toBeVisible();
      await expect(canvas.getByRole('status')).toHaveTextContent('Order status: Preparing');
    });
  },
};

/** While the order loads: the status card's and the order's skeletons in one busy region. */
export const Loading: Story = {
  args: { tracked: undefined },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Track your order' })).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading your order');
    const busy = canvasElement.querySelector<HTMLElement>('[aria-busy="true"]');
    await expect(within(busy!).getByTestId('order-tracking-skeleton')).toBeInTheDocument();
    await expect(within(busy!).getByTestId('order-details-skeleton')).toBeInTheDocument();
    await expect(canvas.queryByRole('list', { name: 'Order progress' })).toBeNull();
  },
};

/** An id that is not one of the shopper's orders: what happened, and the way to their orders. */
export const UnknownOrder: Story = {
  args: { tracked: null },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'We could not find that order' }),
    ).toBeVisible();
    await expect(
      canvas.getByText('It may belong to another account, or the link may be mistyped.'),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'See your orders' })).toHaveAttribute(
      'href',
      '/profile/order-history',
    );
  },
};

const retriedOrder = orderPlaced(8);
/** The stories' frozen time, in Storybook as in its tests. */
const frozenClock = manualClock(STORY_NOW.getTime());
const loadRetriedOrder = fn(async (): Promise<Order | null> => retriedOrder);
const orderAgain = fn();

/**
 * The screen, when the order does not arrive: what went wrong, and 'Try again' asks once more.
 * 'Order again' then hands the order to the page.
 */
export const LoadFailsThenRetries: Story = {
  beforeEach: () => {
    loadRetriedOrder.mockClear().mockRejectedValueOnce(new Error('Network error'));
    orderAgain.mockClear();
  },
  render: () => (
    <OrderTracking
      orderId={retriedOrder._id}
      loadOrder={loadRetriedOrder}
      clock={frozenClock}
      onOrderAgain={orderAgain}
    />
  ),
  play: async ({ canvas, userEvent }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'We could not load your order. Check your connection and try again.',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(await canvas.findByText('Arriving in 22 min')).toBeVisible();
    await expectCurrentStep(canvas, 'Preparing');
    await expect(loadRetriedOrder).toHaveBeenCalledTimes(2);
    await expect(loadRetriedOrder).toHaveBeenCalledWith(retriedOrder._id);

    await userEvent.click(canvas.getByRole('button', { name: 'Order again' }));
    await expect(orderAgain).toHaveBeenCalledWith(retriedOrder);
  },
};
