import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { MemoryApp } from './MemoryApp';

const meta = {
  title: 'Flows/Browse',
  component: MemoryApp,
  parameters: { route: false, layout: 'fullscreen' },
} satisfies Meta<typeof MemoryApp>;

export default meta;
type Story = StoryObj<typeof meta>;

export const HungryToVegetarianIndianDish: Story = {
  play: async ({ canvas, userEvent, step }) => {
    await step("Landing: 'I'm Hungry' opens every dish", async () => {
      await userEvent.click(await canvas.findByRole('link', { name: "I'm Hungry" }));
      await expect(await canvas.findByText('Total Food Items: 30')).toBeVisible();
    });

    await step('Filter to vegetarian Indian dishes rated 4 and above, cheapest first', async () => {
      await userEvent.click(canvas.getByRole('checkbox', { name: 'Vegetarian' }));
      await userEvent.click(canvas.getByRole('checkbox', { name: 'Indian' }));
      await userEvent.click(canvas.getByRole('radio', { name: '4 Stars & above' }));
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

    await step('Open a dish', async () => {
      await userEvent.click(canvas.getByRole('link', { name: 'Masala Dosa' }));
      await expect(
        await canvas.findByRole('heading', { level: 1, name: 'Masala Dosa' }),
      ).toBeVisible();
      await expect(canvas.getByText(/Dosa Corner/)).toBeVisible();
    });
  },
};

export const CategoryTilePreselectsCuisine: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('link', { name: 'Chinese' }));
    await expect(await canvas.findByText('Total Food Items: 10')).toBeVisible();
    await expect(canvas.getByRole('checkbox', { name: 'Chinese' })).toBeChecked();
  },
};

export const SearchOpensADish: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(await canvas.findByRole('combobox', { name: 'Search dishes' }), 'tira');
    await userEvent.click(await canvas.findByRole('option', { name: /Tiramisu/ }));
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Tiramisu' })).toBeVisible();
    await expect(canvas.getByRole('combobox', { name: 'Search dishes' })).toHaveValue('');
  },
};

export const UnknownDishShowsNotFound: Story = {
  args: { url: '/foodItems/no-such-dish' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('link', { name: 'Browse all dishes' })).toHaveAttribute(
      'href',
      '/foodItems',
    );
  },
};
