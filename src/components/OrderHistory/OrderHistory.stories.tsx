import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import type { OrderPage } from '../../domain/types';
import {
  novemberOrder,
  octoberOrder,
  orderFixture,
  septemberOrder,
} from '../OrderDetails/storyFixtures';
import { OrderHistory } from './OrderHistory';
import { OrderHistoryView } from './OrderHistoryView';

const meta = {
  title: 'Screens/OrderHistory',
  tags: ['stable'],
  // The states are the view's; the screen (its machine over `loadPage`) is in the last stories.
  component: OrderHistoryView,
  parameters: {
    route: { url: '/profile/order-history' },
    docs: {
      guidance: {
        whenToUse: `
          The profile's Order History tab: the shopper's orders, newest first, each with its status,
          'Track order' and 'Order again', and 'Show more' while older ones remain; changes arrive
          live. The screen (its machine over \`loadPage\`) is in the last stories; the view draws
          each state.
        `,
        related: [
          'Screens/OrderDetails',
          'Screens/OrderTracking',
          'Components/OrderAgainButton',
          'Screens/ProfileTabs',
        ],
        keyboard: `
          - A region named 'Order History'; the orders are an ordered list under that name.
          - After 'Show more' the focus moves to the first new order, so reading goes on where the
            list grew. The button keeps the focus while it loads ('Loading more orders…').
          - A failed 'Show more' is an alert above the button, and the orders shown stay; a failed
            first load is an alert with 'Try again'.
          - While one order's dishes go into the cart, its button reads 'Adding to cart…' and every
            'Order again' waits (\`aria-disabled\`).
        `,
      },
    },
  },
  argTypes: { orders: { control: false } },
  args: {
    orders: [novemberOrder, octoberOrder, septemberOrder],
    onShowMore: fn(),
    onOrderAgain: fn(),
  },
} satisfies Meta<typeof OrderHistoryView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** While the orders load: an order card's skeleton in a busy region, announced once. */
export const Loading: Story = {
  args: { orders: undefined },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'Order History' })).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading your orders');
    const busy = canvasElement.querySelector<HTMLElement>('[aria-busy="true"]');
    await expect(busy).not.toBeNull();
    await expect(within(busy!).getByTestId('order-details-skeleton')).toBeInTheDocument();
    await expect(canvas.queryByRole('article')).toBeNull();
    await expect(canvas.queryByText('No order to display')).toBeNull();
  },
};

/** No order yet: the spec's words and a way to the dishes. */
export const Empty: Story = {
  args: { orders: [] },
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'Order History' })).toBeVisible();
    await expect(canvas.getByText('No order to display')).toBeVisible();
    await expect(canvas.queryByRole('article')).toBeNull();
    const browse = canvas.getByRole('link', { name: 'Browse dishes' });
    await expect(browse).toHaveAttribute('href', '/foodItems');
    await userEvent.click(browse);
    await expect(await canvas.findByRole('status')).toHaveTextContent('Navigated to /foodItems');
  },
};

/**
 * Three orders, newest first as the server sends them, each whole: its own date, the
 * 30-minute promise, payment id, items, address and total.
 */
export const SeveralOrders: Story = {
  play: async ({ canvas }) => {
    const list = canvas.getByRole('list', { name: 'Order History' });
    const cards = within(list).getAllByRole('article');
    await expect(cards).toHaveLength(3);
    const expected = [
      ['02-11-2026', 'pay_ordernovTestA1b2', '₹1,160', 'Asha Verma', 3],
      ['28-10-2026', 'pay_orderoctTestA1b2', '₹760', 'Rohan Iyer', 2],
      ['15-09-2026', 'pay_ordersepTestA1b2', '₹980', 'Meera Nair', 1],
    ] as const;
    for (const [index, [date, paymentId, total, name, lineCount]] of expected.entries()) {
      const article = cards[index]!;
      const card = within(article);
      await expect(article).toHaveAccessibleName(`Order date: ${date} Payment ID: ${paymentId}`);
      await expect(card.getByRole('heading', { level: 3 })).toHaveTextContent(
        `Order date: ${date}`,
      );
      await expect(card.getByText('Order will be delivered within 30 minutes')).toBeVisible();
      await expect(card.getByText(`Payment ID: ${paymentId}`)).toBeVisible();
      await expect(card.getByText(`Total: ${total}`)).toBeVisible();
      await expect(card.getByText(name)).toBeVisible();
      await expect(card.getAllByRole('heading', { level: 4 })).toHaveLength(2);
      await expect(card.getAllByRole('listitem')).toHaveLength(lineCount);
    }
  },
};

// Orders of the morning of 2 November, each where people have moved it (D38); October's was
// delivered long ago.
const justPlacedOrder = orderFixture({
  id: 'order-placed',
  createdAt: '2026-11-02T09:28:00Z',
  lines: [['prod-gelato', 1]],
  address: 1,
  status: 'placed',
});
const onTheWayOrder = orderFixture({
  id: 'order-on-the-way',
  createdAt: '2026-11-02T09:05:00Z',
  lines: [['prod-butter-chicken', 1]],
  status: 'on-the-way',
});
/** Rejected by the kitchen: 2 × Masala Dosa ₹150 + ₹100 delivery, ₹400 on its way back. */
const rejectedOrder = orderFixture({
  id: 'order-rejected',
  createdAt: '2026-11-02T08:40:00Z',
  lines: [['prod-masala-dosa', 2]],
  address: 3,
  status: 'rejected',
  progress: { reason: 'Our tandoor is down for the evening.', paymentStatus: 'refund-pending' },
});
/** Cancelled by the shopper while it waited; refunded. */
const cancelledOrder = orderFixture({
  id: 'order-cancelled',
  createdAt: '2026-11-02T08:10:00Z',
  lines: [['prod-spring-rolls', 1]],
  address: 4,
  status: 'cancelled',
});

/**
 * Each order says where it is by its step's name (D38), and links to its tracking page; an
 * order that will not come says so, with its refund (D39).
 */
export const EachStatus: Story = {
  args: {
    orders: [justPlacedOrder, onTheWayOrder, rejectedOrder, cancelledOrder, octoberOrder],
  },
  play: async ({ canvas }) => {
    const cards = canvas.getAllByRole('article').map((card) => within(card));
    const expected = [
      ['order-placed', 'Order placed', undefined],
      ['order-on-the-way', 'On the way', undefined],
      ['order-rejected', 'Rejected', 'Refund of ₹400 started'],
      ['order-cancelled', 'Cancelled', 'Refunded'],
      ['order-oct', 'Delivered', undefined],
    ] as const;
    await expect(cards).toHaveLength(expected.length);
    for (const [index, [id, step, refund]] of expected.entries()) {
      const card = cards[index]!;
      const status = card.getByText(step).closest('p');
      await expect(status).toHaveTextContent(`Status: ${step}`);
      if (refund) await expect(status!.nextElementSibling).toHaveTextContent(refund);
      else await expect(card.queryByText(/^Refund/)).toBeNull();
      await expect(card.getByText('Order will be delivered within 30 minutes')).toBeVisible();
      await expect(card.getByRole('link', { name: 'Track order' })).toHaveAttribute(
        'href',
        `/orders/${id}`,
      );
    }
  },
};

/** 'Track order' opens that order's tracking page. */
export const TrackOrder: Story = {
  play: async ({ canvas, userEvent }) => {
    const november = within(canvas.getAllByRole('article')[0]!);

    await userEvent.click(november.getByRole('link', { name: 'Track order' }));

    await expect(await canvas.findByRole('status')).toHaveTextContent(
      'Navigated to /orders/order-nov',
    );
  },
};

/** 'Order again' on an order asks for that order's dishes in the cart. */
export const OrderAgain: Story = {
  play: async ({ args, canvas, userEvent }) => {
    const october = within(canvas.getAllByRole('article')[1]!);

    await userEvent.click(october.getByRole('button', { name: 'Order again' }));

    await expect(args.onOrderAgain).toHaveBeenCalledOnce();
    await expect(args.onOrderAgain).toHaveBeenCalledWith(octoberOrder);
  },
};

/**
 * An order's dishes are on their way into the cart: its button says so, and no other order's
 * button starts a second one meanwhile.
 */
export const AddingAnOrderToTheCart: Story = {
  args: { reorderingId: octoberOrder._id },
  play: async ({ args, canvas, userEvent }) => {
    const [november, october] = canvas.getAllByRole('article').map((card) => within(card));
    await expect(october!.getByRole('button', { name: 'Adding to cart…' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    const other = november!.getByRole('button', { name: 'Order again' });
    await expect(other).toHaveAttribute('aria-disabled', 'true');

    await userEvent.click(other);

    await expect(args.onOrderAgain).not.toHaveBeenCalled();
  },
};

/** Older orders wait on the server: 'Show more' below the latest asks for the next page. */
export const OlderOrdersWaiting: Story = {
  args: { hasMore: true },
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.getAllByRole('article')).toHaveLength(3);

    await userEvent.click(canvas.getByRole('button', { name: 'Show more' }));

    await expect(args.onShowMore).toHaveBeenCalledOnce();
  },
};

/** The next page is on its way: the button says so and takes no second click. */
export const LoadingMore: Story = {
  args: { hasMore: true, loadingMore: true },
  play: async ({ args, canvas, userEvent }) => {
    const button = canvas.getByRole('button', { name: 'Loading more orders…' });
    await expect(button).toHaveAttribute('aria-disabled', 'true');

    await userEvent.click(button);

    await expect(args.onShowMore).not.toHaveBeenCalled();
    await expect(canvas.getAllByRole('article')).toHaveLength(3);
  },
};

/** The next page failed: the orders shown stay, the reason is read out, 'Show more' tries again. */
export const MoreFailed: Story = {
  args: { hasMore: true, moreFailed: true },
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'We could not load more orders. Check your connection and try again.',
    );
    await expect(canvas.getAllByRole('article')).toHaveLength(3);

    await userEvent.click(canvas.getByRole('button', { name: 'Show more' }));

    await expect(args.onShowMore).toHaveBeenCalledOnce();
  },
};

/**
 * The screen: the last page arrives, the button goes, and keyboard focus is on the first new order, so the
 * shopper reads on from there instead of starting again at the top of the page.
 */
export const LastPageArrives: Story = {
  render: () => <OrderHistory loadPage={async ({ cursor }) => twoPages(cursor)} />,
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Show more' }));

    const cards = await canvas.findAllByRole('article');
    await expect(cards).toHaveLength(3);
    await expect(cards[2]!.closest('li')).toHaveFocus();
    await expect(canvas.queryByRole('button', { name: 'Show more' })).toBeNull();
  },
};

/** Two pages of orders, as the backend sends them: the cursor of the first opens the second. */
const twoPages = (cursor?: string): OrderPage =>
  cursor === 'page-2'
    ? { orders: [septemberOrder], nextCursor: null }
    : { orders: [novemberOrder, octoberOrder], nextCursor: 'page-2' };

const loadFailingOnce = fn(async ({ cursor }: { cursor?: string }) => twoPages(cursor));

/** The first page does not arrive: what went wrong, and 'Try again' asks once more. */
export const LoadFailsThenRetries: Story = {
  beforeEach: () => {
    loadFailingOnce.mockClear().mockRejectedValueOnce(new Error('Network error'));
  },
  render: () => <OrderHistory loadPage={loadFailingOnce} />,
  play: async ({ canvas, userEvent }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'We could not load your orders. Check your connection and try again.',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(await canvas.findAllByRole('article')).toHaveLength(2);
    await expect(loadFailingOnce).toHaveBeenCalledTimes(2);
    await expect(canvas.getByRole('button', { name: 'Show more' })).toBeVisible();
  },
};
