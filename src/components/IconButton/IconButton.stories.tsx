import type { Meta, StoryObj } from '@storybook/react-vite';
import { Heart, Search, ShoppingCart } from 'lucide-react';
import { useState } from 'react';
import { expect, fn } from 'storybook/test';
import { IconButton, type IconButtonProps } from './IconButton';

const meta = {
  title: 'Primitives/IconButton',
  tags: ['stable'],
  component: IconButton,
  args: {
    label: 'Search',
    icon: <Search />,
    onClick: fn(),
  },
  argTypes: {
    icon: { control: false },
    variant: { control: 'inline-radio', options: ['ghost', 'secondary'] },
  },
} satisfies Meta<typeof IconButton>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An icon-only button: its `label` is its accessible name and its tooltip. */
export const Default: Story = {
  play: async ({ canvas, args, userEvent }) => {
    const button = canvas.getByRole('button', { name: 'Search' });
    await expect(button).toHaveAttribute('title', 'Search');
    const { width, height } = button.getBoundingClientRect();
    await expect(width).toBeGreaterThanOrEqual(44);
    await expect(height).toBeGreaterThanOrEqual(44);
    await userEvent.click(button);
    await expect(args.onClick).toHaveBeenCalledOnce();
  },
};

/** The outlined variant, for use on busy backgrounds. Reachable with Tab, pressed with Enter. */
export const Secondary: Story = {
  args: { variant: 'secondary' },
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Search' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onClick).toHaveBeenCalledOnce();
  },
};

/**
 * With a count. The badge is only visual (`aria-hidden`); the count is spoken once, as part of
 * the name: "Cart, 3 items".
 */
export const WithBadge: Story = {
  args: { label: 'Cart', icon: <ShoppingCart />, badgeCount: 3 },
  play: async ({ canvas, args, userEvent }) => {
    const button = canvas.getByRole('button', { name: 'Cart, 3 items' });
    const badge = canvas.getByTestId('icon-button-badge');
    await expect(badge).toHaveTextContent('3');
    await expect(badge).toBeVisible();
    await expect(badge).toHaveAttribute('aria-hidden', 'true');
    await userEvent.click(button);
    await expect(args.onClick).toHaveBeenCalledOnce();
  },
};

/** One item: singular wording. A count of 0 shows no badge and leaves the name alone. */
export const SingleAndEmpty: Story = {
  args: { label: 'Cart', icon: <ShoppingCart />, badgeCount: 1 },
  render: (args) => (
    <div style={{ display: 'flex', gap: 16 }}>
      <IconButton {...args} />
      <IconButton {...args} label="Wishlist" icon={<Heart />} badgeCount={0} />
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Cart, 1 item' })).toBeVisible();
    const wishlist = canvas.getByRole('button', { name: 'Wishlist' });
    await expect(wishlist.querySelector('[data-testid="icon-button-badge"]')).toBeNull();
  },
};

/**
 * A big count is shown in full (the pill widens) rather than as "99+", so the visible number is
 * also in the name (WCAG 2.5.3 Label in Name).
 */
export const LargeCount: Story = {
  args: { label: 'Cart', icon: <ShoppingCart />, badgeCount: 120 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Cart, 120 items' })).toBeVisible();
    await expect(canvas.getByTestId('icon-button-badge')).toHaveTextContent('120');
  },
};

function WishlistToggle(props: IconButtonProps) {
  const [saved, setSaved] = useState(false);
  return (
    <IconButton
      {...props}
      pressed={saved}
      icon={<Heart fill={saved ? 'currentColor' : 'none'} />}
      onClick={(event) => {
        setSaved((value) => !value);
        props.onClick?.(event);
      }}
    />
  );
}

/** A toggle: `pressed` sets `aria-pressed`; the label stays the same in both states. */
export const Toggle: Story = {
  args: { label: 'Save to wishlist', icon: <Heart /> },
  render: (args) => <WishlistToggle {...args} />,
  play: async ({ canvas, args, userEvent }) => {
    const button = canvas.getByRole('button', { name: 'Save to wishlist' });
    await expect(button).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(button);
    await expect(button).toHaveAttribute('aria-pressed', 'true');
    await expect(args.onClick).toHaveBeenCalledOnce();
    await userEvent.click(button);
    await expect(button).toHaveAttribute('aria-pressed', 'false');
  },
};

/** Disabled: not clickable, still named. */
export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvas, args, userEvent }) => {
    const button = canvas.getByRole('button', { name: 'Search' });
    await expect(button).toBeDisabled();
    await userEvent.click(button);
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

/** Unavailable (`aria-disabled`): ignores clicks and Enter, and stays focused. */
export const Unavailable: Story = {
  args: { unavailable: true },
  play: async ({ canvas, args, userEvent }) => {
    const button = canvas.getByRole('button', { name: 'Search' });
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(button);
    await userEvent.keyboard('{Enter}');
    await expect(args.onClick).not.toHaveBeenCalled();
    await expect(button).toHaveFocus();
  },
};
