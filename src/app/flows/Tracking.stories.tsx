import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, waitFor, within } from 'storybook/test';
import { orderFixture } from '../../components/OrderDetails/storyFixtures';
import { expectToast } from '../../testing/expectToast';
import { STORY_NOW } from '../../testing/storyClock';
import { MemoryApp } from './MemoryApp';
import { flowParameters } from './flowParameters';

/**
 * The guest's order placed 10 minutes before the stories' frozen time, as the backend sends it:
 * the kitchen accepted it 2 minutes after, with 13 minutes to cook, so it is promised at the
 * 30th minute.
 */
const tenMinutesOld = orderFixture({
  id: 'order-ten-minutes',
  createdAt: new Date(STORY_NOW.getTime() - 10 * 60_000).toISOString(),
  lines: [['prod-masala-dosa', 2]],
  status: 'preparing',
  progress: { prepMinutes: 13 },
});

const meta = {
  title: 'Flows/Order tracking',
  component: MemoryApp,
  parameters: flowParameters(
    '**Tracking.** The guest follows an order on its own page: its status and countdown, cancelling it while the kitchen has not accepted it (or being told why not), and what they see when the order is unknown, fails to load, or is opened before logging in. For whoever owns the time between paying and eating.',
  ),
} satisfies Meta<typeof MemoryApp>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An order's link opens its tracking page, with its status and countdown from the backend. */
export const AnOrderBeingPrepared: Story = {
  args: { url: `/orders/${tenMinutesOld._id}` },
  parameters: {
    session: 'guest',
    msw: {
      handlers: {
        orders: [
          http.get(`*/api/user/orders/${tenMinutesOld._id}`, () =>
            HttpResponse.json({ order: tenMinutesOld }),
          ),
        ],
      },
    },
  },
  play: async ({ canvas, step }) => {
    await step("Open the order's link: Preparing, arriving in 20 minutes", async () => {
      const status = within(await canvas.findByRole('region', { name: 'Preparing' }));
      await expect(status.getByText('Arriving in 20 min')).toBeVisible();
      await expect(
        within(status.getByRole('list', { name: 'Order progress' })).getByText('Preparing'),
      ).toHaveAttribute('aria-current', 'step');
    });

    await step('The order lists its dish, Masala Dosa', async () => {
      await expect(canvas.getByText('Masala Dosa')).toBeVisible();
    });

    await step("The browser's tab reads 'Track your order — Cravings'", async () => {
      await waitFor(() => expect(document.title).toBe('Track your order — Cravings'));
    });
  },
};

/** The guest's order just placed, waiting for the kitchen; and the same order once cancelled. */
const waiting = orderFixture({
  id: 'order-waiting',
  createdAt: new Date(STORY_NOW.getTime() - 60_000).toISOString(),
  lines: [['prod-masala-dosa', 2]],
  status: 'placed',
});
const cancelledNow = orderFixture({
  id: 'order-waiting',
  createdAt: waiting.createdAt,
  lines: [['prod-masala-dosa', 2]],
  status: 'cancelled',
  progress: { paymentStatus: 'refunded' },
});

/** The backend's answers for the waiting order: as it is, and to 'Cancel order' (`cancel`). */
function waitingOrderHandlers(cancel: () => Response) {
  let order = waiting;
  return {
    reset: () => (order = waiting),
    handlers: [
      http.get(`*/api/user/orders/${waiting._id}`, () => HttpResponse.json({ order })),
      http.post(`*/api/user/orders/${waiting._id}/cancel`, ({ request }) => {
        if (!request.headers.get('authorization')) {
          return HttpResponse.json({ errors: ['No token'] }, { status: 401 });
        }
        const reply = cancel();
        if (reply.ok) order = cancelledNow;
        return reply;
      }),
    ],
  };
}

const cancelling = waitingOrderHandlers(() => HttpResponse.json({ order: cancelledNow }));

/** 'Cancel order', confirmed, sends the guest's token to the backend: cancelled, and refunded. */
export const CancelAnOrder: Story = {
  args: { url: `/orders/${waiting._id}` },
  beforeEach: () => {
    cancelling.reset();
  },
  parameters: {
    session: 'guest',
    msw: { handlers: { orders: cancelling.handlers } },
  },
  play: async ({ canvas, step, userEvent }) => {
    const placed = () => within(canvas.getByRole('region', { name: 'Order placed' }));

    await step(
      "Open the order just placed: it waits for the kitchen, 'Cancel order' is offered",
      async () => {
        await canvas.findByRole('region', { name: 'Order placed' });
        await expect(placed().getByRole('button', { name: 'Cancel order' })).toBeVisible();
      },
    );

    await step("Choose 'Cancel order', then 'Yes, cancel order'", async () => {
      await userEvent.click(placed().getByRole('button', { name: 'Cancel order' }));
      await userEvent.click(placed().getByRole('button', { name: 'Yes, cancel order' }));
    });

    await step('The order shows as cancelled, and refunded', async () => {
      const cancelled = within(await canvas.findByRole('region', { name: 'Order cancelled' }));
      await expect(cancelled.getByText('Refunded')).toBeVisible();
      await expect(cancelled.getByRole('status')).toHaveTextContent(
        'Order status: Order cancelled. Refunded.',
      );
    });
  },
};

const REFUSED = 'Order ORDERW was accepted by the kitchen; it cannot be cancelled.';
const refusing = waitingOrderHandlers(() =>
  HttpResponse.json({ errors: [REFUSED] }, { status: 409 }),
);

/** The backend refuses (409): its reason is shown, and the order stays as it is. */
export const CancelRefused: Story = {
  args: { url: `/orders/${waiting._id}` },
  beforeEach: () => {
    refusing.reset();
  },
  parameters: {
    session: 'guest',
    msw: { handlers: { orders: refusing.handlers } },
  },
  play: async ({ canvas, step, userEvent }) => {
    const placed = () => within(canvas.getByRole('region', { name: 'Order placed' }));

    await step(
      "Open the order just placed and choose 'Cancel order', then 'Yes, cancel order'",
      async () => {
        await canvas.findByRole('region', { name: 'Order placed' });
        await userEvent.click(placed().getByRole('button', { name: 'Cancel order' }));
        await userEvent.click(placed().getByRole('button', { name: 'Yes, cancel order' }));
      },
    );

    await step(
      'The kitchen had already accepted it: the page says why it was not cancelled',
      async () => {
        await expect(await placed().findByRole('alert')).toHaveTextContent(
          `The order was not cancelled. ${REFUSED}`,
        );
      },
    );

    await step("The order stays as it was, its 'Yes, cancel order' still there", async () => {
      await expect(placed().getByRole('button', { name: 'Yes, cancel order' })).toBeVisible();
    });
  },
};

/** An id that is none of the guest's orders: not found, and a way to the orders they have. */
export const UnknownOrder: Story = {
  args: { url: '/orders/order-that-never-was' },
  parameters: { session: 'guest' },
  play: async ({ canvas, step, userEvent }) => {
    await step(
      "Open a link to an order the guest does not have: 'We could not find that order'",
      async () => {
        await expect(
          await canvas.findByRole('heading', { level: 1, name: 'We could not find that order' }),
        ).toBeVisible();
      },
    );

    await step("'See your orders' opens the guest's orders: none yet", async () => {
      await userEvent.click(canvas.getByRole('link', { name: 'See your orders' }));
      await expect(await canvas.findByText('No order to display')).toBeVisible();
    });
  },
};

/** The order does not arrive: the page says so, and 'Try again' asks once more. */
export const LoadFailed: Story = {
  args: { url: `/orders/${tenMinutesOld._id}` },
  parameters: {
    visual: { sameAs: 'An Order Being Prepared' },
    session: 'guest',
    msw: {
      handlers: {
        orders: [
          http.get(
            `*/api/user/orders/${tenMinutesOld._id}`,
            () => HttpResponse.json({ errors: ['Boom'] }, { status: 500 }),
            { once: true },
          ),
          http.get(`*/api/user/orders/${tenMinutesOld._id}`, () =>
            HttpResponse.json({ order: tenMinutesOld }),
          ),
        ],
      },
    },
  },
  play: async ({ canvas, step, userEvent }) => {
    await step(
      "Open the order's link while the order fails to load: the page says so",
      async () => {
        await expect(await canvas.findByRole('alert')).toHaveTextContent(
          'We could not load your order. Check your connection and try again.',
        );
      },
    );

    await step("'Try again' loads it: Preparing", async () => {
      const alert = within(canvas.getByRole('alert'));
      await userEvent.click(alert.getByRole('button', { name: 'Try again' }));
      await expect(await canvas.findByRole('region', { name: 'Preparing' })).toBeVisible();
    });
  },
};

/** A visitor's link to an order goes to login first, then back to the order (D10). */
export const SignedOutGoesToLoginFirst: Story = {
  args: { url: '/orders/order-that-never-was' },
  play: async ({ canvas, step, userEvent }) => {
    await step('A visitor opens a link to an order: the login page comes first', async () => {
      await expect(await canvas.findByRole('heading', { level: 1, name: 'Login' })).toBeVisible();
    });

    await step("'Be My Guest' logs them in and goes on to the order", async () => {
      await userEvent.click(await canvas.findByRole('button', { name: 'Be My Guest' }));
      await expectToast('Successfully logged in as Guest');
      await expect(
        await canvas.findByRole('heading', { name: 'We could not find that order' }),
      ).toBeVisible();
    });
  },
};
