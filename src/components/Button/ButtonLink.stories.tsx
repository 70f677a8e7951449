import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { ButtonLink } from './ButtonLink';

const meta = {
  title: 'Primitives/ButtonLink',
  tags: ['stable'],
  component: ButtonLink,
  args: { to: '/foodItems', children: "I'm Hungry" },
} satisfies Meta<typeof ButtonLink>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Primary: Story = {
  play: async ({ canvas, userEvent }) => {
    const link = canvas.getByRole('link', { name: "I'm Hungry" });
    await expect(link).toHaveAttribute('href', '/foodItems');
    await userEvent.click(link);
    await expect(canvas.getByRole('status')).toHaveTextContent('Navigated to /foodItems');
  },
};

export const SecondaryWithKeyboard: Story = {
  args: { to: '/cart', children: 'Go to cart', variant: 'secondary' },
  play: async ({ canvas, userEvent }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Go to cart' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('status')).toHaveTextContent('Navigated to /cart');
  },
};
