import type { Meta, StoryObj } from '@storybook/react-vite';
import { SearchX } from 'lucide-react';
import { expect } from 'storybook/test';
import { MissingNotice } from './MissingNotice';

const meta = {
  title: 'Components/MissingNotice',
  tags: ['stable'],
  component: MissingNotice,
  args: {
    icon: <SearchX aria-hidden="true" />,
    title: 'We could not find that dish',
    children: 'It may have left the menu, or the link may be mistyped.',
    wayBack: { to: '/foodItems', label: 'Browse all dishes' },
  },
} satisfies Meta<typeof MissingNotice>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The page's heading says what is missing, then why, then the link away from it. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const notice = canvas.getByRole('region', { name: 'We could not find that dish' });
    await expect(notice).toHaveTextContent(
      'It may have left the menu, or the link may be mistyped.',
    );
    await expect(canvas.getByRole('link', { name: 'Browse all dishes' })).toHaveAttribute(
      'href',
      '/foodItems',
    );
  },
};
