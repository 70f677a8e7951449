import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { MemoryApp } from './MemoryApp';
import { flowParameters } from './flowParameters';

const meta = {
  title: 'Flows/Browse',
  component: MemoryApp,
  parameters: flowParameters(
    "**Browse and filter.** A hungry visitor, not signed in, finds a dish: from the landing page's 'I'm Hungry' or a cuisine's tile, through the filters and the sort, or by typing in the search box, then opens its page. For whoever shapes the menu, its filters and its search.",
  ),
} satisfies Meta<typeof MemoryApp>;

export default meta;
type Story = StoryObj<typeof meta>;

/** From the landing page to one vegetarian Indian dish, narrowing the menu one filter at a time. */
export const HungryToVegetarianIndianDish: Story = {
  play: async ({ canvas, userEvent, step }) => {
    await step("Open the menu with 'I'm Hungry': all 30 dishes", async () => {
      await userEvent.click(await canvas.findByRole('link', { name: "I'm Hungry" }));
      await expect(await canvas.findByText('Total Food Items: 30')).toBeVisible();
    });

    await step('Filter to vegetarian dishes: 20 of them', async () => {
      await userEvent.click(canvas.getByRole('checkbox', { name: 'Vegetarian' }));
      await expect(await canvas.findByText('Total Food Items: 20')).toBeVisible();
    });

    await step('Keep the Indian ones: 7', async () => {
      await userEvent.click(canvas.getByRole('checkbox', { name: 'Indian' }));
      await expect(await canvas.findByText('Total Food Items: 7')).toBeVisible();
    });

    await step('Keep those rated 4 stars and above: 6', async () => {
      await userEvent.click(canvas.getByRole('radio', { name: '4 Stars & above' }));
      await expect(await canvas.findByText('Total Food Items: 6')).toBeVisible();
    });

    await step('Sort by price, low to high: Mango Lassi first, Paneer Tikka last', async () => {
      await userEvent.click(canvas.getByRole('radio', { name: 'Price - Low to High' }));
      await expect(await canvas.findByText('Total Food Items: 6')).toBeVisible();
      // The grid follows the controls a frame later, so the count can be right before the order.
      const dishes = within(canvas.getByRole('region', { name: 'Dishes' }));
      const titles = () => dishes.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
      await waitFor(() =>
        expect(titles()).toEqual([
          'Mango Lassi',
          'Gulab Jamun',
          'Masala Dosa',
          'Chole Bhature',
          'Rajma Chawal',
          'Paneer Tikka',
        ]),
      );
    });

    await step('Open Masala Dosa: its page names the restaurant, Dosa Corner', async () => {
      await userEvent.click(canvas.getByRole('link', { name: 'Masala Dosa' }));
      await expect(
        await canvas.findByRole('heading', { level: 1, name: 'Masala Dosa' }),
      ).toBeVisible();
      await expect(canvas.getByText(/Dosa Corner/)).toBeVisible();
    });
  },
};

/** A cuisine's tile on the landing page opens the menu with that cuisine already ticked. */
export const CategoryTilePreselectsCuisine: Story = {
  play: async ({ canvas, userEvent, step }) => {
    await step('Choose the Chinese tile on the landing page', async () => {
      await userEvent.click(await canvas.findByRole('link', { name: 'Chinese' }));
    });

    await step('The menu shows the 10 Chinese dishes, with Chinese ticked', async () => {
      await expect(await canvas.findByText('Total Food Items: 10')).toBeVisible();
      await expect(canvas.getByRole('checkbox', { name: 'Chinese' })).toBeChecked();
    });
  },
};

/** The header's search suggests dishes as the visitor types; choosing one opens its page. */
export const SearchOpensADish: Story = {
  play: async ({ canvas, userEvent, step }) => {
    await step("Type 'tira' in the search box and choose Tiramisu", async () => {
      await userEvent.type(await canvas.findByRole('combobox', { name: 'Search dishes' }), 'tira');
      await userEvent.click(await canvas.findByRole('option', { name: /Tiramisu/ }));
    });

    await step("Tiramisu's page opens, and the search box is empty again", async () => {
      await expect(
        await canvas.findByRole('heading', { level: 1, name: 'Tiramisu' }),
      ).toBeVisible();
      await expect(canvas.getByRole('combobox', { name: 'Search dishes' })).toHaveValue('');
    });
  },
};

/** A link to a dish the menu does not have: the page says so and leads back to every dish. */
export const UnknownDishShowsNotFound: Story = {
  args: { url: '/foodItems/no-such-dish' },
  play: async ({ canvas, step }) => {
    await step("A link to a dish not on the menu offers 'Browse all dishes'", async () => {
      await expect(await canvas.findByRole('link', { name: 'Browse all dishes' })).toHaveAttribute(
        'href',
        '/foodItems',
      );
    });
  },
};
