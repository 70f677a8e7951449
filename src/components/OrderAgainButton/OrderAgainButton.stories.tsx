import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { OrderAgainButton } from './OrderAgainButton';

const meta = {
  title: 'Components/OrderAgainButton',
  tags: ['stable'],
  component: OrderAgainButton,
  args: { onOrderAgain: fn() },
} satisfies Meta<typeof OrderAgainButton>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Ready: a click asks for the order's dishes in the cart. */
export const Ready: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Order again' }));

    await expect(args.onOrderAgain).toHaveBeenCalledOnce();
  },
};

/** This order's dishes are on their way into the cart: it says so and takes no second click. */
export const Busy: Story = {
  args: { busy: true },
  play: async ({ args, canvas, userEvent }) => {
    const button = canvas.getByRole('button', { name: 'Adding to cart…' });
    await expect(button).toHaveAttribute('aria-disabled', 'true');

    await userEvent.click(button);

    await expect(args.onOrderAgain).not.toHaveBeenCalled();
  },
};

/** Another order's dishes are on their way: this button waits, still focusable. */
export const WhileAnotherOrderIsAdded: Story = {
  args: { unavailable: true },
  play: async ({ args, canvas, userEvent }) => {
    const button = canvas.getByRole('button', { name: 'Order again' });
    await expect(button).toHaveAttribute('aria-disabled', 'true');

    await userEvent.click(button);

    await expect(button).toHaveFocus();
    await expect(args.onOrderAgain).not.toHaveBeenCalled();
  },
};
