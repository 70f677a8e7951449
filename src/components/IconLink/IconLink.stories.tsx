import type { Meta, StoryObj } from '@storybook/react-vite';
import { Heart, ShoppingCart } from 'lucide-react';
import { expect } from 'storybook/test';
import { IconLink } from './IconLink';

const meta = {
  title: 'Primitives/IconLink',
  tags: ['stable'],
  component: IconLink,
  args: {
    label: 'Cart',
    icon: <ShoppingCart />,
    to: '/cart',
  },
  argTypes: {
    icon: { control: false },
    variant: { control: 'inline-radio', options: ['ghost', 'secondary'] },
  },
} satisfies Meta<typeof IconLink>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A link that looks like an IconButton: its `label` is its name and tooltip. */
export const Default: Story = {
  play: async ({ canvas, userEvent }) => {
    const link = canvas.getByRole('link', { name: 'Cart' });
    await expect(link).toHaveAttribute('href', '/cart');
    await expect(link).toHaveAttribute('title', 'Cart');
    const { width, height } = link.getBoundingClientRect();
    await expect(width).toBeGreaterThanOrEqual(44);
    await expect(height).toBeGreaterThanOrEqual(44);
    await userEvent.click(link);
    await expect(await canvas.findByRole('status')).toHaveTextContent('Navigated to /cart');
  },
};

/** With a count: the badge is visual only, the count is spoken in the name. */
export const WithBadge: Story = {
  args: { badgeCount: 3 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Cart, 3 items' })).toBeVisible();
    const badge = canvas.getByTestId('icon-link-badge');
    await expect(badge).toHaveTextContent('3');
    await expect(badge).toHaveAttribute('aria-hidden', 'true');
  },
};

/** One item reads in the singular; 0 shows no badge and leaves the name alone. */
export const SingleAndEmpty: Story = {
  args: { badgeCount: 1 },
  render: (args) => (
    <div style={{ display: 'flex', gap: 16 }}>
      <IconLink {...args} />
      <IconLink {...args} label="Wishlist" icon={<Heart />} to="/wishList" badgeCount={0} />
    </div>
  ),
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByRole('link', { name: 'Cart, 1 item' })).toBeVisible();
    const wishlist = canvas.getByRole('link', { name: 'Wishlist' });
    await expect(wishlist.querySelector('[data-testid="icon-link-badge"]')).not.toBeVisible();
    await userEvent.tab();
    await userEvent.tab();
    await expect(wishlist).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(await canvas.findByRole('status')).toHaveTextContent('Navigated to /wishList');
  },
};
