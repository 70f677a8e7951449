import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn } from 'storybook/test';
import type { ThemeChoice } from '../../domain/theme';
import { expectDarkPage } from '../../testing/expectDarkPage';
import { ThemeMenu } from '../ThemeMenu';
import { Header, type HeaderProps } from './Header';

/** Stands in for the app's SearchBox, which the header only places. */
const searchPlaceholder = (
  <input
    type="search"
    aria-label="Search dishes"
    placeholder="Search dishes"
    style={{ width: '100%', minHeight: '2.75rem', padding: '0 0.75rem' }}
  />
);

/** Stands in for the app's ThemeControl: the theme menu, keeping the choice. */
function ThemeControl() {
  const [choice, setChoice] = useState<ThemeChoice>('system');
  return <ThemeMenu choice={choice} onChoose={setChoice} />;
}

const meta = {
  title: 'Components/Header',
  tags: ['stable'],
  component: Header,
  parameters: {
    layout: 'fullscreen',
    docs: {
      guidance: {
        whenToUse: `
          The sticky top bar of every store page: the logo, search, 'Cravings?!', Profile or Login,
          Cart and Wishlist with their counts, and the Theme control; on /foodItems, the Filters
          button. The search and the theme control come in as slots, so the header holds none of
          their state.
        `,
        related: [
          'Components/SearchBox',
          'Components/ThemeMenu',
          'Components/FilterSidebar',
          'Primitives/IconLink',
          'Components/Footer',
        ],
        keyboard: `
          - Its links are in a navigation landmark, 'Main'; the logo is a link named 'Cravings'.
          - Cart and Wishlist are icon links whose count is part of their name ('Cart, 3 items');
            the badge is hidden from screen readers, so the count is heard once.
          - Filters is a button with \`aria-expanded\` and \`aria-controls\` (the sidebar).
        `,
      },
    },
  },
  args: {
    isLoggedIn: false,
    cartCount: 3,
    wishlistCount: 2,
    search: searchPlaceholder,
    themeControl: <ThemeControl />,
  },
  argTypes: { search: { control: false }, themeControl: { control: false } },
} satisfies Meta<typeof Header>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A visitor: a Login link, and no badges even when the counts are above 0. */
export const Visitor: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('banner')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Cravings' })).toHaveAttribute('href', '/');
    await expect(canvas.getByRole('searchbox', { name: 'Search dishes' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
    await expect(canvas.queryByRole('link', { name: 'Profile' })).toBeNull();
    await expect(canvas.getByRole('link', { name: 'Cart' })).toHaveAttribute('href', '/cart');
    await expect(canvas.getByRole('link', { name: 'Wishlist' })).toHaveAttribute(
      'href',
      '/wishList',
    );
    const badges = canvas.getAllByTestId('icon-link-badge');
    await expect(badges).toHaveLength(2);
    for (const badge of badges) await expect(badge).not.toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Filters' })).toBeNull();
  },
};

/** A visitor on a dish's page: the Login link tells login to return to that page (D10). */
export const LoginReturnsHere: Story = {
  args: { loginLinkState: { from: '/foodItems/prod-gelato' } },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('link', { name: 'Login' }));
    await expect(await canvas.findByRole('status')).toHaveTextContent(
      'Navigated to /login, to return to /foodItems/prod-gelato',
    );
  },
};

/** Logged in: the profile link, and the counts on the badges and in the links' names. */
export const LoggedIn: Story = {
  args: { isLoggedIn: true },
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.queryByRole('link', { name: 'Login' })).toBeNull();
    await expect(canvas.getByRole('link', { name: 'Cart, 3 items' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Wishlist, 2 items' })).toBeVisible();
    const badges = canvas.getAllByTestId('icon-link-badge').filter((badge) => !badge.hidden);
    await expect(badges.map((badge) => badge.textContent)).toEqual(['3', '2']);
    await userEvent.click(canvas.getByRole('link', { name: 'Profile' }));
    await expect(await canvas.findByRole('status')).toHaveTextContent(
      'Navigated to /profile/profile-information',
    );
  },
};

/** A count of 0 shows no badge: the empty cart is just 'Cart'. */
export const LoggedInEmptyCart: Story = {
  args: { isLoggedIn: true, cartCount: 0, wishlistCount: 1 },
  play: async ({ canvas }) => {
    const cart = canvas.getByRole('link', { name: 'Cart' });
    await expect(cart.querySelector('[data-testid="icon-link-badge"]')).not.toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Wishlist, 1 item' })).toBeVisible();
    await expect(
      canvas.getAllByTestId('icon-link-badge').filter((badge) => !badge.hidden),
    ).toHaveLength(1);
  },
};

/** Keeps the sidebar's open state, as the app's layout does, and shows what the button controls. */
function WithFilterToggle({ filterToggle, ...args }: HeaderProps) {
  const [open, setOpen] = useState(filterToggle?.open ?? false);
  return (
    <>
      <Header
        {...args}
        filterToggle={{
          open,
          controls: filterToggle?.controls ?? 'filters',
          onToggle: () => {
            setOpen((value) => !value);
            filterToggle?.onToggle();
          },
        }}
      />
      <section id="filters" aria-label="Filters" hidden={!open}>
        The filter sidebar
      </section>
    </>
  );
}

/** On /foodItems: the Filters button shows and hides the sidebar it controls. */
export const OnFoodItems: Story = {
  args: { filterToggle: { open: false, controls: 'filters', onToggle: fn() } },
  parameters: { route: { url: '/foodItems' } },
  render: (args) => <WithFilterToggle {...args} />,
  play: async ({ canvas, args, userEvent }) => {
    const toggle = canvas.getByRole('button', { name: 'Filters' });
    await expect(toggle).toHaveAttribute('aria-controls', 'filters');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(args.filterToggle?.onToggle).toHaveBeenCalledOnce();
    await expect(canvas.getByRole('region', { name: 'Filters' })).toBeVisible();
    await userEvent.keyboard('{Enter}');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(args.filterToggle?.onToggle).toHaveBeenCalledTimes(2);
    await expect(canvas.getByRole('link', { name: 'Cravings?!' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  },
};

/** 'Cravings?!' leads to the dishes. */
export const Navigation: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('link', { name: 'Cravings?!' }));
    await expect(await canvas.findByRole('status')).toHaveTextContent('Navigated to /foodItems');
  },
};

/** The 'Theme' control, last in the bar: it opens on 'System' and applies the shopper's choice. */
export const ChoosingATheme: Story = {
  play: async ({ canvas, userEvent }) => {
    const button = canvas.getByRole('button', { name: 'Theme' });
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(button);
    await expect(canvas.getByRole('group', { name: 'Theme' })).toBeVisible();
    await expect(canvas.getByRole('radio', { name: 'System' })).toBeChecked();
    await userEvent.click(canvas.getByRole('radio', { name: 'Dark' }));
    await expect(canvas.getByRole('radio', { name: 'Dark' })).toBeChecked();
  },
};

/** The bar in the dark theme. */
export const Dark: Story = {
  args: { isLoggedIn: true },
  globals: { theme: 'dark' },
  play: async ({ canvas }) => {
    await expectDarkPage();
    await expect(canvas.getByRole('link', { name: 'Cart, 3 items' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Theme' })).toBeVisible();
  },
};
