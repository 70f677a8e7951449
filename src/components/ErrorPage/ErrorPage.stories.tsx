import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { ErrorPage } from './ErrorPage';

const meta = {
  title: 'Screens/ErrorPage',
  component: ErrorPage,
} satisfies Meta<typeof ErrorPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const RouteErrorResponse: Story = {
  args: { status: 503, statusText: 'Service Unavailable' },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { name: 'Unexpected Application Error!' }),
    ).toBeVisible();
    await expect(canvas.getByText('503 Service Unavailable')).toBeVisible();
  },
};

export const ThrownError: Story = {
  args: { message: 'Cannot read properties of undefined' },
  parameters: { route: { url: '/broken-page' } },
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByText('Cannot read properties of undefined')).toBeVisible();
    await userEvent.click(canvas.getByRole('link', { name: 'Back to the store' }));
    await expect(canvas.getByRole('status')).toHaveTextContent('Navigated to /');
  },
};
