import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { KitchenTabs } from './KitchenTabs';

const meta = {
  title: 'Components/KitchenTabs',
  tags: ['beta'],
  component: KitchenTabs,
  parameters: {
    route: { path: '/kitchen/*', url: '/kitchen' },
    docs: {
      guidance: {
        whenToUse: `
          The kitchen's two pages: Orders (the board) and Menu. Each is a URL, so they are links
          rather than ARIA tabs.
        `,
        related: [
          'Screens/KitchenBoard',
          'Screens/MenuEditor',
          ['Screens/ProfileTabs', 'the same pattern on the profile'],
        ],
        keyboard: `
          - A navigation landmark, 'Kitchen'; the current page's link has \`aria-current="page"\`.
          - The icons are decorative.
        `,
      },
    },
  },
} satisfies Meta<typeof KitchenTabs>;

export default meta;
type Story = StoryObj<typeof meta>;

const tabs = (canvasElement: HTMLElement) =>
  within(within(canvasElement).getByRole('navigation', { name: 'Kitchen' }));

/** On the board: 'Orders' is the current page; 'Menu' leads to the menu, which becomes it. */
export const OnTheBoard: Story = {
  play: async ({ canvasElement, userEvent }) => {
    const nav = tabs(canvasElement);
    const orders = nav.getByRole('link', { name: 'Orders' });
    const menu = nav.getByRole('link', { name: 'Menu' });
    await expect(orders).toHaveAttribute('href', '/kitchen');
    await expect(orders).toHaveAttribute('aria-current', 'page');
    await expect(menu).toHaveAttribute('href', '/kitchen/menu');
    await expect(menu).not.toHaveAttribute('aria-current');

    await userEvent.click(menu);
    await expect(menu).toHaveAttribute('aria-current', 'page');
    await expect(orders).not.toHaveAttribute('aria-current');
  },
};

/** On the menu: 'Menu' is the current page, and the board's 'Orders' is not. */
export const OnTheMenu: Story = {
  parameters: { route: { path: '/kitchen/*', url: '/kitchen/menu' } },
  play: async ({ canvasElement }) => {
    const nav = tabs(canvasElement);
    await expect(nav.getByRole('link', { name: 'Menu' })).toHaveAttribute('aria-current', 'page');
    await expect(nav.getByRole('link', { name: 'Orders' })).not.toHaveAttribute('aria-current');
  },
};
