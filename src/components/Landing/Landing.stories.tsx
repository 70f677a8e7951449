import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { CATEGORIES } from '../../backend/seed/catalog';
import { expectDarkPage } from '../../testing/expectDarkPage';
import { Landing } from './Landing';

const meta = {
  title: 'Screens/Landing',
  tags: ['stable'],
  parameters: {
    docs: {
      guidance: {
        whenToUse: `
          The home page (/): the hero with 'I'm Hungry', and a tile per cuisine that opens the
          dishes with that cuisine ticked. Until the categories arrive, skeleton tiles hold their
          place.
        `,
        related: [
          'Primitives/ButtonLink',
          ['Screens/ProductGrid', 'where it leads'],
          ['Components/FilterSidebar', 'the category a tile ticks'],
        ],
        keyboard: `
          - Two regions named by their headings: the hero's h1 and 'Browse by cuisine'.
          - Each cuisine's name is a link inside an h3, so the list of headings reaches every
            cuisine; the pictures are decorative.
          - While loading, a busy region says 'Loading cuisines'.
        `,
      },
    },
  },
  component: Landing,
  args: { categories: CATEGORIES },
} satisfies Meta<typeof Landing>;

export default meta;
type Story = StoryObj<typeof meta>;

/** While the cuisines load: three skeleton tiles in a busy region, announced once. */
export const Loading: Story = {
  args: { categories: undefined },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(canvas.getByRole('link', { name: "I'm Hungry" })).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading cuisines');
    const busy = canvasElement.querySelector('[aria-busy="true"]');
    await expect(busy).not.toBeNull();
    await expect(within(busy as HTMLElement).getAllByRole('listitem')).toHaveLength(3);
    await expect(canvas.queryByRole('link', { name: 'Indian' })).toBeNull();
  },
};

/** A tile per cuisine; each opens the dishes with that cuisine ticked. */
export const Loaded: Story = {
  play: async ({ canvas, canvasElement, userEvent }) => {
    await expect(canvasElement.querySelector('[aria-busy="true"]')).toBeNull();
    const tiles = within(canvas.getByRole('region', { name: 'Browse by cuisine' }));
    for (const { categoryName, description } of CATEGORIES) {
      await expect(tiles.getByRole('heading', { level: 3, name: categoryName })).toBeVisible();
      await expect(tiles.getByText(description)).toBeVisible();
    }
    for (const image of canvasElement.querySelectorAll('img')) {
      await expect(image).toHaveAttribute('width');
      await expect(image).toHaveAttribute('height');
    }
    await userEvent.click(tiles.getByRole('link', { name: 'Indian' }));
    await expect(await canvas.findByRole('status')).toHaveTextContent(
      'Navigated to /foodItems?category=Indian',
    );
  },
};

/** 'I'm Hungry' goes straight to the dishes. */
export const ImHungry: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('link', { name: "I'm Hungry" }));
    await expect(await canvas.findByRole('status')).toHaveTextContent('Navigated to /foodItems');
  },
};

/** The landing page in the dark theme. */
export const Dark: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvas }) => {
    await expectDarkPage();
    await expect(canvas.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(canvas.getByRole('link', { name: "I'm Hungry" })).toBeVisible();
    const tiles = within(canvas.getByRole('region', { name: 'Browse by cuisine' }));
    await expect(tiles.getAllByRole('link')).toHaveLength(CATEGORIES.length);
  },
};
