import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { formatClockTime } from '../../domain/dates';
import {
  minutesAfter,
  minutesUntil,
  NO_ANSWER_REASON,
  type OrderStatus,
} from '../../domain/orderLifecycle';
import type { Order } from '../../domain/types';
import type { TrackedOrder } from '../../machines/orderTracking';
import { deferred } from '../../testing/deferred';
import { manualClock } from '../../testing/manualClock';
import type { ProgressOptions } from '../../testing/orderProgress';
import { STORY_NOW } from '../../testing/storyClock';
import { orderFixture } from '../OrderDetails/storyFixtures';
import { OrderTracking, type OrderUpdates } from './OrderTracking';
import { OrderTrackingView } from './OrderTrackingView';

const MINUTE = 60_000;

/**
 * The November order (₹1,160, order number ORDERT), placed `minutesAgo` before the stories'
 * frozen time (09:30) and moved by the kitchen to `status`: accepted 2 minutes after it was
 * placed with 16 minutes to cook, so promised 33 minutes after placing, unless `progress` says.
 */
function orderPlaced(minutesAgo: number, status: OrderStatus, progress?: ProgressOptions): Order {
  return orderFixture({
    id: 'order-track',
    createdAt: new Date(STORY_NOW.getTime() - minutesAgo * MINUTE).toISOString(),
    lines: [
      ['prod-butter-chicken', 2],
      ['prod-biryani', 1],
      ['prod-gulab-jamun', 3],
    ],
    status,
    progress,
  });
}

/** That order as the machine shows it at the stories' frozen time. */
const trackedAt = (order: Order): TrackedOrder => ({
  order,
  minutesLeft: minutesUntil(order.deliverBy, STORY_NOW.getTime()),
});

const meta = {
  title: 'Screens/OrderTracking',
  tags: ['stable'],
  parameters: {
    docs: {
      guidance: {
        whenToUse: `
          The /orders/{orderId} page a shopper lands on after paying: where the order is (its
          status, the arrival time counting down, the five steps; or why it will not arrive, and its
          refund), 'Cancel order' while the kitchen has not answered, then the order itself. It
          follows the order live. For the list of orders, use OrderHistory.
        `,
        related: [
          'Screens/OrderDetails',
          'Screens/OrderHistory',
          ['Screens/KitchenBoard', 'where the kitchen moves the order on'],
          ['Components/MissingNotice', 'for an order that is not there'],
        ],
        keyboard: `
          - The steps are an ordered list, 'Order progress': the current step has
            \`aria-current="step"\`, and each one passed is read with ', done'.
          - A polite status says each change (a new status, a moved arrival time, a refund), but not
            the countdown's every minute.
          - 'Cancel order' asks first: the focus moves to 'Keep order', the harmless answer, and
            back to 'Cancel order' after it. A refused cancel is an alert.
          - A failed load is an alert with 'Try again'.
        `,
      },
    },
  },
  // The states are the view's; the screen (its machine over `loadOrder`, `orderUpdates`,
  // `cancelOrder` and a clock) is in the stories from Cancelled on.
  component: OrderTrackingView,
  argTypes: {
    tracked: { control: false },
    actions: { control: false },
    cancel: { control: false },
  },
  args: { tracked: trackedAt(orderPlaced(2, 'placed')), cancel: { onCancel: fn() } },
} satisfies Meta<typeof OrderTrackingView>;

export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;

const STEP_LABELS = ['Order placed', 'Preparing', 'Ready', 'On the way', 'Delivered'];

/** The stepper's five steps, which of them is current, and that those before it are done. */
async function expectCurrentStep(canvas: Canvas, label: string) {
  const steps = within(canvas.getByRole('list', { name: 'Order progress' })).getAllByRole(
    'listitem',
  );
  await expect(steps.map((step) => step.textContent?.replace(', done', ''))).toEqual(STEP_LABELS);
  const current = steps.filter((step) => step.getAttribute('aria-current') === 'step');
  await expect(current).toHaveLength(1);
  await expect(current[0]).toHaveTextContent(label);
  const index = STEP_LABELS.indexOf(label);
  for (const [at, step] of steps.entries()) {
    if (at < index) await expect(step).toHaveTextContent(`${STEP_LABELS[at]}, done`);
    else await expect(step).not.toHaveTextContent(', done');
  }
}

/** The status card: the region named by its heading. */
const statusCard = (canvas: Canvas, heading: string) =>
  within(canvas.getByRole('region', { name: heading }));

const clockTime = (iso: string) => formatClockTime(iso);

/** An order on its way shows no refusal, no refund and no 'Delivered at'. */
async function expectUnderWay(canvas: Canvas) {
  await expect(canvas.queryByText(/^Refund/)).toBeNull();
  await expect(canvas.queryByText(/^Delivered at/)).toBeNull();
}

/** A refused order: no steps, no countdown, no 'Cancel order'. */
async function expectRefused(canvas: Canvas) {
  await expect(canvas.queryByRole('list', { name: 'Order progress' })).toBeNull();
  await expect(canvas.queryByText(/Arriving in/)).toBeNull();
  await expect(canvas.queryByText(/Estimated arrival/)).toBeNull();
  await expect(canvas.queryByRole('button', { name: 'Cancel order' })).toBeNull();
}

/**
 * Placed 2 minutes ago and waiting for the kitchen: 'Order placed' is the current step, it
 * should arrive at the promised time, in 28 minutes, and 'Cancel order' is offered. Below, the
 * order itself: dishes, address, payment id, total and the spec's promise.
 */
export const Placed: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Track your order' })).toBeVisible();
    const card = statusCard(canvas, 'Order placed');
    await expect(card.getByRole('heading', { level: 2, name: 'Order placed' })).toBeVisible();
    await expect(card.getByText('Order ORDERT')).toBeVisible();
    await expectCurrentStep(canvas, 'Order placed');
    await expect(card.getByText(/^Estimated arrival/)).toHaveTextContent(
      `Estimated arrival ${clockTime(args.tracked!.order.deliverBy)}`,
    );
    await expect(card.getByText('Arriving in 28 min')).toBeVisible();
    await expect(card.getByRole('button', { name: 'Cancel order' })).toBeVisible();
    await expectUnderWay(canvas);
    // Nothing has changed yet, so nothing is announced, and nothing went wrong.
    await expect(canvas.getByRole('status')).toHaveTextContent('');
    await expect(canvas.queryByRole('alert')).toBeNull();

    const order = within(canvas.getByRole('article'));
    await expect(order.getByText('Order will be delivered within 30 minutes')).toBeVisible();
    await expect(order.getByText('Payment ID: pay_ordertrackTestA1b2')).toBeVisible();
    await expect(order.getAllByRole('listitem')).toHaveLength(3);
    await expect(order.getByText('Butter Chicken')).toBeVisible();
    await expect(order.getByText('Asha Verma')).toBeVisible();
    await expect(order.getByText('Total: ₹1,160')).toBeVisible();
  },
};

/**
 * 'Cancel order' asks first, with the refund: 'Keep order' (where keyboard focus lands) goes
 * back; 'Yes, cancel order' cancels.
 */
export const ConfirmingCancel: Story = {
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Cancel order' }));

    const question = within(
      canvas.getByRole('group', { name: 'Cancel this order? You will be refunded ₹1,160.' }),
    );
    await expect(question.getByRole('button', { name: 'Keep order' })).toHaveFocus();
    await expect(canvas.queryByRole('button', { name: 'Cancel order' })).toBeNull();

    await userEvent.click(question.getByRole('button', { name: 'Keep order' }));
    await expect(canvas.getByRole('button', { name: 'Cancel order' })).toHaveFocus();
    await expect(canvas.queryByRole('group')).toBeNull();
    await expect(args.cancel!.onCancel).not.toHaveBeenCalled();

    await userEvent.keyboard('{Enter}');
    await userEvent.click(canvas.getByRole('button', { name: 'Yes, cancel order' }));
    await expect(args.cancel!.onCancel).toHaveBeenCalledOnce();
  },
};

/** The cancelling is on its way: the button says so, is busy, and takes no second press. */
export const Cancelling: Story = {
  args: { cancel: { cancelling: true, onCancel: fn() } },
  play: async ({ canvas, args, userEvent }) => {
    const button = canvas.getByRole('button', { name: 'Cancelling order…' });
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    await expect(canvas.getByRole('button', { name: 'Keep order' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );

    await userEvent.click(button);

    await expect(args.cancel!.onCancel).not.toHaveBeenCalled();
  },
};

/**
 * Accepted 2 minutes after it was placed, with 25 minutes to cook: 'Order placed' is ticked
 * off, 'Preparing' is current, and the promise moved to acceptance + 25 + 15 minutes' ride.
 * The kitchen has it: it can no longer be cancelled.
 */
export const Preparing: Story = {
  args: { tracked: trackedAt(orderPlaced(8, 'preparing', { prepMinutes: 25 })) },
  play: async ({ canvas, args }) => {
    const { order } = args.tracked!;
    await expect(order.deliverBy).toBe(minutesAfter(order.createdAt, 2 + 25 + 15));
    const card = statusCard(canvas, 'Preparing');
    await expectCurrentStep(canvas, 'Preparing');
    await expect(card.getByText(/^Estimated arrival/)).toHaveTextContent(
      `Estimated arrival ${clockTime(order.deliverBy)}`,
    );
    await expect(card.getByText('Arriving in 34 min')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Cancel order' })).toBeNull();
    await expectUnderWay(canvas);
  },
};

/** 19 minutes in, cooked and waiting for its rider: 'Ready', 14 minutes to go. */
export const Ready: Story = {
  args: { tracked: trackedAt(orderPlaced(19, 'ready')) },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'Ready' })).toBeVisible();
    await expectCurrentStep(canvas, 'Ready');
    await expect(canvas.getByText('Arriving in 14 min')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Cancel order' })).toBeNull();
  },
};

/** 22 minutes in: 'On the way', 11 minutes to go. */
export const OnTheWay: Story = {
  args: { tracked: trackedAt(orderPlaced(22, 'on-the-way')) },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'On the way' })).toBeVisible();
    await expectCurrentStep(canvas, 'On the way');
    await expect(canvas.getByText('Arriving in 11 min')).toBeVisible();
    await expectUnderWay(canvas);
  },
};

/** Delivered 33 minutes after it was placed: when it came, every step ticked, no countdown. */
export const Delivered: Story = {
  args: { tracked: trackedAt(orderPlaced(45, 'delivered')) },
  play: async ({ canvas, args }) => {
    const { order } = args.tracked!;
    await expect(canvas.getByRole('heading', { level: 2, name: 'Delivered' })).toBeVisible();
    const steps = within(canvas.getByRole('list', { name: 'Order progress' }));
    await expect(steps.getByText('Delivered').closest('li')).toHaveAttribute(
      'aria-current',
      'step',
    );
    await expect(steps.getAllByRole('listitem')[3]).toHaveTextContent('On the way, done');
    await expect(canvas.getByText(/^Delivered at/)).toHaveTextContent(
      `Delivered at ${clockTime(minutesAfter(order.createdAt, 33))}`,
    );
    await expect(canvas.queryByText(/Arriving in/)).toBeNull();
    await expect(canvas.queryByText(/Estimated arrival/)).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Cancel order' })).toBeNull();
    await expect(canvas.queryByText(/^Refund/)).toBeNull();
  },
};

const TANDOOR = 'Our tandoor is down for the evening.';

/**
 * The kitchen rejected it, with its reason: the order will not come, and the ₹1,160 paid is on
 * its way back (D39).
 */
export const Rejected: Story = {
  args: {
    tracked: trackedAt(
      orderPlaced(3, 'rejected', { reason: TANDOOR, paymentStatus: 'refund-pending' }),
    ),
  },
  play: async ({ canvas }) => {
    const card = statusCard(canvas, 'Order rejected');
    await expect(card.getByText(TANDOOR)).toBeVisible();
    await expect(card.getByText('Refund of ₹1,160 started')).toBeVisible();
    await expectRefused(canvas);
    await expect(canvas.getByRole('status')).toHaveTextContent('');
  },
};

/**
 * Nobody in the kitchen answered in time, so the backend rejected it (D38), and the money is
 * back.
 */
export const RejectedNoAnswer: Story = {
  args: {
    tracked: trackedAt(
      orderPlaced(12, 'rejected', {
        by: 'backend',
        reason: NO_ANSWER_REASON,
        paymentStatus: 'refunded',
      }),
    ),
  },
  play: async ({ canvas }) => {
    const card = statusCard(canvas, 'Order rejected');
    await expect(card.getByText('The restaurant did not answer in time.')).toBeVisible();
    await expect(card.getByText('Refunded')).toBeVisible();
    await expect(card.queryByText(/^Refund of/)).toBeNull();
    await expectRefused(canvas);
  },
};

/** Pushes an order's changes to the screen, as the backend's updates do. */
function storyUpdates() {
  let onOrder: ((order: Order) => void) | undefined;
  const orderUpdates: OrderUpdates = (_orderId, listener) => {
    onOrder = listener;
    return () => {
      if (onOrder === listener) onOrder = undefined;
    };
  };
  return {
    orderUpdates,
    push(order: Order) {
      if (!onOrder) throw new Error('The screen is not listening for changes.');
      onOrder(order);
    },
  };
}

/** The stories' frozen time, in Storybook as in its tests. */
const frozenClock = manualClock(STORY_NOW.getTime());

const toCancel = orderPlaced(1, 'placed');
let cancelReply = deferred<Order>();
const cancelOrder = fn(() => cancelReply.promise);

/**
 * The screen: 'Cancel order', then 'Yes, cancel order'; while the backend cancels it the button
 * is busy; then the order is cancelled, refunded at once by the test provider, and that is
 * announced.
 */
export const Cancelled: Story = {
  beforeEach: () => {
    cancelReply = deferred<Order>();
    cancelOrder.mockClear();
  },
  render: () => (
    <OrderTracking
      orderId={toCancel._id}
      loadOrder={async () => toCancel}
      cancelOrder={cancelOrder}
      clock={frozenClock}
    />
  ),
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Cancel order' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Yes, cancel order' }));

    const busy = canvas.getByRole('button', { name: 'Cancelling order…' });
    await expect(busy).toHaveAttribute('aria-busy', 'true');
    await expect(cancelOrder).toHaveBeenCalledOnce();
    await expect(cancelOrder).toHaveBeenCalledWith(toCancel._id);

    const cancelled = orderPlaced(1, 'cancelled', { paymentStatus: 'refunded' });
    cancelReply.resolve(cancelled);

    const card = within(await canvas.findByRole('region', { name: 'Order cancelled' }));
    const at = clockTime(cancelled.history.at(-1)!.at);
    await expect(card.getByText(`You cancelled this order at ${at}.`)).toBeVisible();
    await expect(card.getByText('Refunded')).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent(
      'Order status: Order cancelled. Refunded.',
    );
    await expectRefused(canvas);
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

const REFUSED = 'Order ORDERT was accepted by the kitchen; it cannot be cancelled.';
const refusedUpdates = storyUpdates();
const refusedCancel = fn(async (): Promise<Order> => {
  throw new Error(REFUSED);
});

/**
 * The screen: the kitchen accepted the order a moment before 'Yes, cancel order' reached the
 * backend, which refuses (409): its reason stays in an alert, and the order's change, when it
 * comes, moves the page on to 'Preparing'.
 */
export const CancelRefused: Story = {
  beforeEach: () => {
    refusedCancel.mockClear();
  },
  render: () => (
    <OrderTracking
      orderId={toCancel._id}
      loadOrder={async () => toCancel}
      orderUpdates={refusedUpdates.orderUpdates}
      cancelOrder={refusedCancel}
      clock={frozenClock}
    />
  ),
  play: async ({ canvas, userEvent, step }) => {
    await step('The backend refuses, and says why', async () => {
      await userEvent.click(await canvas.findByRole('button', { name: 'Cancel order' }));
      await userEvent.click(canvas.getByRole('button', { name: 'Yes, cancel order' }));
      await expect(await canvas.findByRole('alert')).toHaveTextContent(
        `The order was not cancelled. ${REFUSED}`,
      );
      await expect(refusedCancel).toHaveBeenCalledOnce();
    });

    await step('The kitchen’s acceptance arrives: Preparing, and the reason stays', async () => {
      refusedUpdates.push(orderPlaced(1, 'preparing'));
      await expect(
        await canvas.findByRole('heading', { level: 2, name: 'Preparing' }),
      ).toBeVisible();
      await expectCurrentStep(canvas, 'Preparing');
      await expect(canvas.getByRole('status')).toHaveTextContent('Order status: Preparing.');
      await expect(canvas.getByRole('alert')).toHaveTextContent(REFUSED);
      await expect(canvas.queryByRole('button', { name: /cancel order/i })).toBeNull();
    });
  },
};

const liveClock = manualClock(STORY_NOW.getTime());
const liveUpdates = storyUpdates();
const liveOrder = orderPlaced(2, 'placed');

/**
 * The screen, live: the countdown moves each minute without a word; then the kitchen accepts
 * the order with 20 minutes to cook, the backend pushes the change, and the page moves to
 * 'Preparing' with the new arrival time (now + 20 + 15 minutes), which is announced.
 */
export const Live: Story = {
  beforeEach: () => liveClock.set(STORY_NOW.getTime()),
  render: () => (
    <OrderTracking
      orderId={liveOrder._id}
      loadOrder={async () => liveOrder}
      orderUpdates={liveUpdates.orderUpdates}
      clock={liveClock}
    />
  ),
  play: async ({ canvas, step }) => {
    const advance = (minutes: number) => liveClock.set(liveClock.now() + minutes * MINUTE);

    await step('Placed 2 minutes ago: 28 minutes to go', async () => {
      await expect(await canvas.findByText('Arriving in 28 min')).toBeVisible();
      await expectCurrentStep(canvas, 'Order placed');
      await expect(canvas.getByRole('status')).toHaveTextContent('');
    });

    await step('A minute later the countdown moves, and nothing is announced', async () => {
      advance(1);
      await expect(await canvas.findByText('Arriving in 27 min')).toBeVisible();
      await expect(canvas.getByRole('status')).toHaveTextContent('');
    });

    const acceptedAt = new Date(liveClock.now() + MINUTE).toISOString();
    const arrival = clockTime(minutesAfter(acceptedAt, 20 + 15));

    await step('The kitchen accepts it: Preparing, a new arrival time, announced', async () => {
      advance(1);
      liveUpdates.push({
        ...liveOrder,
        status: 'preparing',
        deliverBy: minutesAfter(acceptedAt, 20 + 15),
        revision: liveOrder.revision + 1,
        history: [
          ...liveOrder.history,
          { status: 'preparing', at: acceptedAt, by: 'kitchen', staff: 'Asha', prepMinutes: 20 },
        ],
      });
      const card = within(await canvas.findByRole('region', { name: 'Preparing' }));
      await expectCurrentStep(canvas, 'Preparing');
      await expect(card.getByText(/^Estimated arrival/)).toHaveTextContent(
        `Estimated arrival ${arrival}`,
      );
      await expect(card.getByText('Arriving in 35 min')).toBeVisible();
      await expect(canvas.getByRole('status')).toHaveTextContent(
        `Order status: Preparing. Estimated arrival ${arrival}.`,
      );
      await expect(canvas.queryByText('Arriving in 27 min')).toBeNull();
    });

    await step('The next minute counts down, and the announcement stays', async () => {
      advance(1);
      await expect(await canvas.findByText('Arriving in 34 min')).toBeVisible();
      await expect(canvas.getByRole('status')).toHaveTextContent(
        `Order status: Preparing. Estimated arrival ${arrival}.`,
      );
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
    await expect(canvas.queryByRole('button', { name: 'Cancel order' })).toBeNull();
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

const retriedOrder = orderPlaced(8, 'preparing');
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
    await expect(await canvas.findByText('Arriving in 25 min')).toBeVisible();
    await expectCurrentStep(canvas, 'Preparing');
    await expect(loadRetriedOrder).toHaveBeenCalledTimes(2);
    await expect(loadRetriedOrder).toHaveBeenCalledWith(retriedOrder._id);

    await userEvent.click(canvas.getByRole('button', { name: 'Order again' }));
    await expect(orderAgain).toHaveBeenCalledWith(retriedOrder);
  },
};
