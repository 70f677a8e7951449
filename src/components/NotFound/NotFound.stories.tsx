import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { NotFound } from './NotFound';

const meta = {
  title: 'Screens/NotFound',
  tags: ['stable'],
  component: NotFound,
  parameters: {
    route: { url: '/no-such-page', path: '/no-such-page' },
    docs: {
      guidance: {
        whenToUse: `
          The page for any path the store does not know (the router's catch-all). For a known page
          whose dish or order is missing, use MissingNotice; for a page that failed, ErrorPage.
        `,
        related: ['Screens/ErrorPage', 'Components/MissingNotice'],
        keyboard: `
          - A region named by its h1, 'This page is not on the menu'. The big '404' is hidden from
            screen readers, as the heading says the same.
          - Its one control is the link 'See our popular products'.
        `,
      },
    },
  },
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
