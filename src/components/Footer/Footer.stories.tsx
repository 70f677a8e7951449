import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Footer } from './Footer';

const meta = {
  title: 'Components/Footer',
  tags: ['stable'],
  component: Footer,
  parameters: { layout: 'fullscreen', route: { url: '/foodItems' } },
} satisfies Meta<typeof Footer>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Three named social links, all to the root, and the copyright line. */
export const Default: Story = {
  play: async ({ canvas, userEvent }) => {
    const social = within(canvas.getByRole('navigation', { name: 'Social media' }));
    const links = social.getAllByRole('link');
    await expect(links.map((link) => link.getAttribute('aria-label'))).toEqual([
      'Instagram',
      'Twitter',
      'Facebook',
    ]);
    for (const link of links) await expect(link).toHaveAttribute('href', '/');
    await expect(canvas.getByText(/© \d{4} Cravings/)).toBeVisible();
    await userEvent.click(social.getByRole('link', { name: 'Instagram' }));
    await expect(await canvas.findByRole('status')).toHaveTextContent('Navigated to /');
  },
};
