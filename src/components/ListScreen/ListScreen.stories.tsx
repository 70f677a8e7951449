import type { Meta, StoryObj } from '@storybook/react-vite';
import { Heart, ShoppingBag } from 'lucide-react';
import { expect } from 'storybook/test';
import { EmptyState, ListHeading } from './ListScreen';

/** The pieces the cart, wishlist, checkout and order screens share: heading and empty state. */
const meta = {
  title: 'Components/ListScreen',
  tags: ['stable'],
  component: EmptyState,
  args: { icon: <ShoppingBag />, message: 'Your Cart is Empty' },
  argTypes: { icon: { control: false } },
  render: (args) => (
    <>
      <ListHeading>MY CART (0)</ListHeading>
      <EmptyState {...args} />
    </>
  ),
} satisfies Meta<typeof EmptyState>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The screen's heading, the spec's message, and the way back to the dishes. */
export const EmptyCart: Story = {
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'MY CART (0)' })).toBeVisible();
    await expect(canvas.getByText('Your Cart is Empty')).toBeVisible();
    await userEvent.click(canvas.getByRole('link', { name: 'Browse dishes' }));
    await expect(await canvas.findByRole('status')).toHaveTextContent('Navigated to /foodItems');
  },
};

export const EmptyWishlist: Story = {
  args: { icon: <Heart />, message: 'Your Wishlist is empty' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Your Wishlist is empty')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Browse dishes' })).toHaveAttribute(
      'href',
      '/foodItems',
    );
  },
};
