import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { ErrorPage } from './ErrorPage';

const meta = {
  title: 'Screens/ErrorPage',
  tags: ['stable'],
  parameters: {
    docs: {
      guidance: {
        whenToUse: `
          The router's fallback when a page throws or its code fails to load: the spec's title, the
          status or message, and a link home. Not for an unknown path (NotFound), a missing dish or
          order (MissingNotice), or data that failed to load inside a working page (LoadError).
        `,
        related: ['Screens/NotFound', 'Components/MissingNotice', 'Components/LoadError'],
        keyboard: `
          - The page is an alert, so its title and detail are read as it appears.
          - Its one control is the link 'Back to the store'.
        `,
      },
    },
  },
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
