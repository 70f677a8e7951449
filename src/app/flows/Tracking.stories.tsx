import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, waitFor, within } from 'storybook/test';
import { orderFixture } from '../../components/OrderDetails/storyFixtures';
import { expectToast } from '../../testing/expectToast';
import { STORY_NOW } from '../../testing/storyClock';
import { MemoryApp } from './MemoryApp';

/** The guest's order placed 10 minutes before the stories' frozen time, as the backend sends it. */
const tenMinutesOld = orderFixture({
  id: 'order-ten-minutes',
  createdAt: new Date(STORY_NOW.getTime() - 10 * 60_000).toISOString(),
  lines: [['prod-masala-dosa', 2]],
});

const meta = {
  title: 'Flows/Order tracking',
  component: MemoryApp,
  parameters: { route: false, layout: 'fullscreen' },
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
  play: async ({ canvas }) => {
    const status = within(await canvas.findByRole('region', { name: 'Preparing' }));
    await expect(status.getByText('Arriving in 20 min')).toBeVisible();
    await expect(
      within(status.getByRole('list', { name: 'Order progress' })).getByText('Preparing'),
    ).toHaveAttribute('aria-current', 'step');
    await expect(canvas.getByText('Masala Dosa')).toBeVisible();
    await waitFor(() => expect(document.title).toBe('Track your order — Cravings'));
  },
};

/** An id that is none of the guest's orders: not found, and a way to the orders they have. */
export const UnknownOrder: Story = {
  args: { url: '/orders/order-that-never-was' },
  parameters: { session: 'guest' },
  play: async ({ canvas, userEvent }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'We could not find that order' }),
    ).toBeVisible();
    await userEvent.click(canvas.getByRole('link', { name: 'See your orders' }));
    await expect(await canvas.findByText('No order to display')).toBeVisible();
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
  play: async ({ canvas, userEvent }) => {
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent(
      'We could not load your order. Check your connection and try again.',
    );
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    await expect(await canvas.findByRole('region', { name: 'Preparing' })).toBeVisible();
  },
};

/** A visitor's link to an order goes to login first, then back to the order (D10). */
export const SignedOutGoesToLoginFirst: Story = {
  args: { url: '/orders/order-that-never-was' },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Be My Guest' }));
    await expectToast('Successfully logged in as Guest');
    await expect(
      await canvas.findByRole('heading', { name: 'We could not find that order' }),
    ).toBeVisible();
  },
};
