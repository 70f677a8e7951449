import type { Meta, StoryObj } from '@storybook/react-vite';
import { useLocation } from 'react-router';
import { expect, fn, within } from 'storybook/test';
import { OrderHistoryView } from '../OrderHistory';
import { novemberOrder } from '../OrderDetails/storyFixtures';
import { ProfileInformation } from '../ProfileInformation';
import { ProfileTabs } from './ProfileTabs';

const user = {
  _id: 'user-asha',
  firstName: 'Asha',
  lastName: 'Verma',
  email: 'asha.verma@example.com',
  createdAt: '2026-01-01T00:00:00Z',
  updatedAt: '2026-01-01T00:00:00Z',
};

/** Stands in for the app's `<Outlet />`: the current tab's screen. */
function CurrentTab() {
  const { pathname } = useLocation();
  if (pathname.endsWith('/order-history')) return <OrderHistoryView orders={[novemberOrder]} />;
  if (pathname.endsWith('/address'))
    return (
      <section aria-label="Addresses">
        <h2>Addresses</h2>
      </section>
    );
  return <ProfileInformation user={user} onLogout={fn()} />;
}

const meta = {
  title: 'Screens/ProfileTabs',
  tags: ['stable'],
  component: ProfileTabs,
  parameters: {
    route: { path: '/profile/*', url: '/profile/profile-information' },
    docs: {
      guidance: {
        whenToUse: `
          The /profile layout: the 'Profile' heading, links to its three sections (Profile
          Information, Addresses, Order History), and the current section below. Each section is a
          URL, so these are links rather than ARIA tabs: Back works, and a section can be shared.
        `,
        related: [
          'Screens/ProfileInformation',
          'Screens/AddressBook',
          'Screens/OrderHistory',
          ['Components/KitchenTabs', 'the same pattern in the kitchen'],
        ],
        keyboard: `
          - A navigation landmark, 'Profile sections': Tab moves between the links, Enter follows
            one.
          - The current section's link has \`aria-current="page"\`.
          - The section below is a region of its own, named like its link.
        `,
      },
    },
  },
  args: { children: <CurrentTab /> },
  argTypes: { children: { control: false } },
} satisfies Meta<typeof ProfileTabs>;

export default meta;
type Story = StoryObj<typeof meta>;

const TABS = [
  ['Profile Information', '/profile/profile-information'],
  ['Addresses', '/profile/address'],
  ['Order History', '/profile/order-history'],
] as const;

type TabName = (typeof TABS)[number][0];

/** Only `name` is the current page, and its screen (a region of that name) is below. */
async function expectCurrent(canvasElement: HTMLElement, name: TabName) {
  const canvas = within(canvasElement);
  const nav = within(canvas.getByRole('navigation', { name: 'Profile sections' }));
  await expect(nav.getAllByRole('link')).toHaveLength(3);
  for (const [label, href] of TABS) {
    const link = nav.getByRole('link', { name: label });
    await expect(link).toHaveAttribute('href', href);
    if (label === name) await expect(link).toHaveAttribute('aria-current', 'page');
    else await expect(link).not.toHaveAttribute('aria-current');
  }
  await expect(canvas.getByRole('region', { name })).toBeVisible();
}

/** /profile/profile-information: its tab is current, the name, email and Logout below. */
export const ProfileInformationTab: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Profile' })).toBeVisible();
    await expectCurrent(canvasElement, 'Profile Information');
    await expect(canvas.getByText('asha.verma@example.com')).toBeVisible();
  },
};

/** /profile/address: the Addresses tab is current; from the keyboard, Order History follows. */
export const AddressesTab: Story = {
  parameters: { route: { path: '/profile/*', url: '/profile/address' } },
  play: async ({ canvas, canvasElement, userEvent }) => {
    await expectCurrent(canvasElement, 'Addresses');
    canvas.getByRole('link', { name: 'Addresses' }).focus();
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Order History' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(await canvas.findByText('Total: ₹1,160')).toBeVisible();
    await expectCurrent(canvasElement, 'Order History');
  },
};

/** /profile/order-history: its tab is current, the orders below. */
export const OrderHistoryTab: Story = {
  parameters: { route: { path: '/profile/*', url: '/profile/order-history' } },
  play: async ({ canvas, canvasElement }) => {
    await expectCurrent(canvasElement, 'Order History');
    await expect(canvas.getByRole('heading', { level: 2, name: 'Order History' })).toBeVisible();
    await expect(canvas.getByText('Order date: 02-11-2026')).toBeVisible();
  },
};

/** Each tab is a URL: clicking one goes there (the story is mounted at /profile/address only). */
export const ClickingATabNavigates: Story = {
  parameters: { route: { path: '/profile/address', url: '/profile/address' } },
  play: async ({ canvas, canvasElement, userEvent }) => {
    await expectCurrent(canvasElement, 'Addresses');
    await userEvent.click(canvas.getByRole('link', { name: 'Order History' }));
    await expect(await canvas.findByRole('status')).toHaveTextContent(
      'Navigated to /profile/order-history',
    );
  },
};
