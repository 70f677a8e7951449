import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { cartTotals, formatRupees } from '../../domain/money';
import { OrderDetails } from './OrderDetails';
import { novemberOrder, octoberOrder, orderFixture } from './storyFixtures';

const meta = {
  title: 'Screens/OrderDetails',
  tags: ['stable'],
  parameters: {
    docs: {
      guidance: {
        whenToUse: `
          One placed order in full: its day, the delivery promise, the payment id, each item, the
          delivery address and the total paid; with \`showStatus\`, its status and any refund; and
          the actions it is given at its foot. OrderTracking shows it on its own (\`headingLevel\`
          2), OrderHistory in each entry (3).
        `,
        related: ['Screens/OrderHistory', 'Screens/OrderTracking', 'Components/OrderAgainButton'],
        keyboard: `
          - An article named by its date and its payment id, so two orders of one day are told
            apart.
          - \`headingLevel\` fits its heading into the page's outline; 'Items' and 'Delivery
            address' are headings one level below.
          - Nothing in it is interactive but the actions it is given.
        `,
      },
    },
  },
  component: OrderDetails,
  args: { order: novemberOrder, headingLevel: 2 },
  argTypes: { headingLevel: { control: 'inline-radio', options: [2, 3] } },
} satisfies Meta<typeof OrderDetails>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The part of the card under one of its sub-headings ('Items', 'Delivery address'). */
const part = (canvas: HTMLElement, name: string) =>
  within(within(canvas).getByRole('heading', { name }).parentElement!);

/**
 * The order of 2 November 2026: its date as dd-mm-yyyy, the 30-minute promise, the payment id,
 * three lines, Asha's address and the total paid: ₹1,060 of dishes + ₹100 delivery = ₹1,160.
 */
export const Default: Story = {
  play: async ({ canvas, canvasElement }) => {
    const card = canvas.getByRole('article', {
      name: 'Order date: 02-11-2026 Payment ID: pay_ordernovTestA1b2',
    });
    await expect(card).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 2 })).toHaveTextContent(
      'Order date: 02-11-2026',
    );
    await expect(canvas.getByText('Order will be delivered within 30 minutes')).toBeVisible();
    await expect(canvas.getByText('Payment ID: pay_ordernovTestA1b2')).toBeVisible();

    const items = part(canvasElement, 'Items');
    await expect(canvas.getByRole('heading', { level: 3, name: 'Items' })).toBeVisible();
    const lines = items.getAllByRole('listitem');
    await expect(lines).toHaveLength(3);
    await expect(lines[0]).toHaveTextContent('Butter ChickenQuantity: 2₹500');
    await expect(lines[1]).toHaveTextContent('BiryaniQuantity: 1₹200');
    await expect(lines[2]).toHaveTextContent('Gulab JamunQuantity: 3₹360');
    for (const image of canvasElement.querySelectorAll('img')) {
      await expect(image).toHaveAttribute('alt', '');
      await expect(image).toHaveAttribute('width', '56');
      await expect(image).toHaveAttribute('height', '56');
      await expect(image).toHaveAttribute('loading', 'lazy');
      await expect(image).toHaveAttribute('decoding', 'async');
    }

    const address = part(canvasElement, 'Delivery address');
    for (const text of [
      'Asha Verma',
      'Flat 4B, Sunbeam Residency, 12 Lotus Lane, Camp',
      'Pune, Maharashtra',
      'PIN: 411001',
      'Phone: 9876501234',
    ]) {
      await expect(address.getByText(text)).toBeVisible();
    }

    const { items: dishes } = cartTotals(novemberOrder.products);
    await expect(novemberOrder.totalPrice).toBe(dishes + 100);
    await expect(canvas.getByText(`Total: ${formatRupees(dishes + 100)}`)).toHaveTextContent(
      'Total: ₹1,160',
    );
    await expect(canvas.getByText('Includes ₹100 delivery')).toBeVisible();
  },
};

/** With its status (Order History): where the order is, by its step's name, under its date. */
export const WithStatus: Story = {
  args: { order: octoberOrder, headingLevel: 3, showStatus: true },
  play: async ({ canvas }) => {
    const heading = canvas.getByRole('heading', { level: 3, name: 'Order date: 28-10-2026' });
    const status = canvas.getByText('Delivered').closest('p');
    await expect(status).toHaveTextContent('Status: Delivered');
    await expect(heading.nextElementSibling).toBe(status);
    // Paid and delivered: no refund to show.
    await expect(canvas.queryByText(/^Refund/)).toBeNull();
  },
};

/**
 * A rejected order in Order History: its status in the danger colour, and under it the refund
 * of what was paid (D39), on its way.
 */
export const RejectedWithRefund: Story = {
  args: {
    order: orderFixture({
      id: 'order-rejected',
      createdAt: '2026-10-28T11:40:00Z',
      lines: [
        ['prod-margherita-pizza', 1],
        ['prod-tiramisu', 2],
      ],
      address: 1,
      status: 'rejected',
      progress: { reason: 'Our oven is down tonight.', paymentStatus: 'refund-pending' },
    }),
    headingLevel: 3,
    showStatus: true,
  },
  play: async ({ canvas }) => {
    const status = canvas.getByText('Rejected').closest('p');
    await expect(status).toHaveTextContent('Status: Rejected');
    await expect(status!.nextElementSibling).toHaveTextContent('Refund of ₹760 started');
    // The spec's promise stays as it is written; the status says the order will not come.
    await expect(canvas.getByText('Order will be delivered within 30 minutes')).toBeVisible();
    await expect(canvas.getByText('Total: ₹760')).toBeVisible();
  },
};

/** A cancelled order in Order History, its payment back: 'Refunded'. */
export const CancelledAndRefunded: Story = {
  args: {
    order: orderFixture({
      id: 'order-cancelled',
      createdAt: '2026-10-28T11:40:00Z',
      lines: [
        ['prod-margherita-pizza', 1],
        ['prod-tiramisu', 2],
      ],
      address: 1,
      status: 'cancelled',
      progress: { paymentStatus: 'refunded' },
    }),
    headingLevel: 3,
    showStatus: true,
  },
  play: async ({ canvas }) => {
    const status = canvas.getByText('Cancelled').closest('p');
    await expect(status).toHaveTextContent('Status: Cancelled');
    await expect(status!.nextElementSibling).toHaveTextContent('Refunded');
    await expect(canvas.queryByText(/^Refund of/)).toBeNull();
  },
};

const manyItems = orderFixture({
  id: 'order-big',
  createdAt: '2026-12-31T10:30:00Z',
  lines: [
    ['prod-lasagna', 40],
    ['prod-peking-duck', 2],
    ['prod-masala-dosa', 1],
    ['prod-chole-bhature', 2],
    ['prod-fried-rice', 1],
    ['prod-spring-rolls', 3],
    ['prod-gelato', 5],
    ['prod-bruschetta', 1],
  ],
  address: 3,
});

/** Eight lines, one of 40 Lasagnas (₹12,800): ₹15,000 of dishes, ₹15,100 in all. */
export const ManyItems: Story = {
  args: { order: manyItems },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading', { name: 'Order date: 31-12-2026' })).toBeVisible();
    const lines = part(canvasElement, 'Items').getAllByRole('listitem');
    await expect(lines).toHaveLength(8);
    await expect(lines[0]).toHaveTextContent('LasagnaQuantity: 40₹12,800');
    await expect(lines[7]).toHaveTextContent('BruschettaQuantity: 1₹120');
    await expect(part(canvasElement, 'Delivery address').getByText('Kabir Malhotra')).toBeVisible();
    await expect(canvas.getByText('Total: ₹15,100')).toBeVisible();
    const card = canvas.getByRole('article');
    await expect(card.scrollWidth).toBeLessThanOrEqual(card.clientWidth);
  },
};

const markup = {
  id: 'addr-markup',
  name: '<img src=x onerror=alert(1)>',
  phone: '9876501234',
  city: '<script>alert("city")</script>',
  pin: '411001',
  profileState: 'Maharashtra 🍛',
  addressText: `<b>Flat 1</b> & "Tower" ${'Longstreetnamewithoutanybreak'.repeat(4)}`,
};

/** Whatever was typed into the address is shown as typed, never run as HTML (D11). */
export const MarkupInAddressIsText: Story = {
  args: {
    order: orderFixture({
      id: 'order-markup',
      createdAt: '2026-11-02T09:05:00Z',
      lines: [['prod-biryani', 1]],
      address: markup,
    }),
  },
  play: async ({ canvas, canvasElement }) => {
    const address = part(canvasElement, 'Delivery address');
    await expect(address.getByText(markup.name)).toBeVisible();
    await expect(address.getByText(markup.addressText)).toBeVisible();
    await expect(address.getByText(`${markup.city}, Maharashtra 🍛`)).toBeVisible();
    await expect(canvasElement.querySelector('img[src="x"]')).toBeNull();
    await expect(canvasElement.querySelector('b, script')).toBeNull();
    const card = canvas.getByRole('article');
    await expect(card.scrollWidth).toBeLessThanOrEqual(card.clientWidth);
    await expect(canvas.getByText('Total: ₹300')).toBeVisible();
  },
};
