import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { NotFound } from './NotFound';

const meta = {
  title: 'Screens/NotFound',
  component: NotFound,
  parameters: { route: { url: '/no-such-page', path: '/no-such-page' } },
} satisfies Meta<typeof NotFound>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, userEvent }) => {
    await expect(
      canvas.getByRole('heading', { name: 'This page is not on the menu' }),
    ).toBeVisible();
    await userEvent.click(canvas.getByRole('link', { name: 'See our popular products' }));
    await expect(canvas.getByRole('status')).toHaveTextContent('Navigated to /foodItems');
  },
};
