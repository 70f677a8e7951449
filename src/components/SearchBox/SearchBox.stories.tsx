import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, waitFor, within } from 'storybook/test';
import type { Product } from '../../domain/types';
import { PRODUCTS } from '../../backend/seed/catalog';
import { Button } from '../Button';
import { SearchBox, type SearchBoxProps } from './SearchBox';

const meta = {
  title: 'Components/SearchBox',
  tags: ['stable'],
  parameters: {
    docs: {
      guidance: {
        whenToUse: `
          The header's search of the catalog (D17): type to list matching dishes, choose one to open
          its page. It searches the products it is given. To narrow the grid instead, use
          FilterSidebar.
        `,
        related: ['Components/Header', 'Screens/ProductDetail', 'Components/FilterSidebar'],
        keyboard: `
          - An ARIA 1.2 combobox with a listbox, 'Matching dishes'. Typing opens the list; ArrowDown
            and ArrowUp move through it, wrapping; Enter opens the active dish and empties the box;
            Escape closes the list and keeps the text.
          - The focus stays in the box; the active option is pointed at with
            \`aria-activedescendant\`.
          - When nothing matches, a status says 'No data found'.
        `,
      },
    },
  },
  component: SearchBox,
  args: {
    products: PRODUCTS,
    onOpenProduct: fn(),
  },
  argTypes: {
    products: { control: false },
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 480 }}>
        <Story />
        <p>Today&apos;s specials are on the menu below the search.</p>
      </div>
    ),
  ],
} satisfies Meta<typeof SearchBox>;

export default meta;
type Story = StoryObj<typeof meta>;

const MATCHES_FOR_PA = ['Palak Paneer', 'Paneer Tikka', 'Pasta Carbonara', 'Panna Cotta'];

/** Nothing typed: a box with a placeholder and no list; the arrow keys do not open one. */
export const Empty: Story = {
  play: async ({ canvas, userEvent }) => {
    const box = canvas.getByRole('combobox', { name: 'Search dishes' });
    await expect(box).toHaveValue('');
    await expect(box).toHaveAttribute('placeholder', 'Search for dishes');
    await expect(box).toHaveAttribute('aria-expanded', 'false');
    await userEvent.tab();
    await expect(box).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(box).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.queryByRole('listbox')).not.toBeInTheDocument();
  },
};

/** Typing opens a list of the dishes whose title contains the text, with image and price. */
export const TypingShowsMatches: Story = {
  play: async ({ canvas, userEvent }) => {
    const box = canvas.getByRole('combobox', { name: 'Search dishes' });
    await userEvent.type(box, 'pa');
    const listbox = await canvas.findByRole('listbox', { name: 'Matching dishes' });
    await expect(box).toHaveAttribute('aria-expanded', 'true');
    await expect(box).toHaveAttribute('aria-controls', listbox.id);
    await expect(box).toHaveAttribute('aria-autocomplete', 'list');
    await expect(box).not.toHaveAttribute('aria-activedescendant');
    const options = within(listbox).getAllByRole('option');
    await expect(options.map((option) => option.textContent)).toEqual([
      'Palak Paneer₹180',
      'Paneer Tikka₹220',
      'Pasta Carbonara₹250',
      'Panna Cotta₹150',
    ]);
    for (const option of options) await expect(option).toHaveAttribute('aria-selected', 'false');
    const image = canvas.getByRole('option', { name: /Palak Paneer/ }).querySelector('img');
    await expect(image).toHaveAttribute('src', '/images/dishes/palak-paneer.svg');
    await expect(image).toHaveAttribute('width', '40');
    await expect(image).toHaveAttribute('height', '40');
  },
};

/** Nothing matches: the panel reads 'No data found', and there is no option to choose. */
export const NoDataFound: Story = {
  play: async ({ canvas, userEvent }) => {
    const box = canvas.getByRole('combobox', { name: 'Search dishes' });
    await userEvent.type(box, 'sushi');
    await expect(await canvas.findByRole('status')).toHaveTextContent('No data found');
    await expect(canvas.queryByRole('option')).not.toBeInTheDocument();
    await expect(box).toHaveAttribute('aria-expanded', 'false');
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(box).toHaveValue('sushi');
  },
};

/** ArrowDown moves to a dish, Enter opens it and empties the box. Focus never leaves the box. */
export const ChooseWithKeyboard: Story = {
  parameters: { visual: { sameAs: 'Empty' } },
  play: async ({ canvas, args, userEvent }) => {
    const box = canvas.getByRole('combobox', { name: 'Search dishes' });
    await userEvent.type(box, 'pa');
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    const paneerTikka = canvas.getByRole('option', { name: /Paneer Tikka/ });
    await expect(paneerTikka).toHaveAttribute('aria-selected', 'true');
    await expect(box).toHaveAttribute('aria-activedescendant', paneerTikka.id);
    await expect(box).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onOpenProduct).toHaveBeenCalledTimes(1);
    await expect(args.onOpenProduct).toHaveBeenCalledWith('prod-paneer-tikka');
    await expect(box).toHaveValue('');
    await expect(canvas.queryByRole('listbox')).not.toBeInTheDocument();
  },
};

/** A click on a dish opens it and empties the box. */
export const ChooseWithMouse: Story = {
  parameters: { visual: { sameAs: 'Empty' } },
  play: async ({ canvas, args, userEvent }) => {
    const box = canvas.getByRole('combobox', { name: 'Search dishes' });
    await userEvent.type(box, 'pa');
    await userEvent.click(await canvas.findByRole('option', { name: /Pasta Carbonara/ }));
    await expect(args.onOpenProduct).toHaveBeenCalledWith('prod-pasta-carbonara');
    await expect(box).toHaveValue('');
    await expect(box).toHaveFocus();
    await expect(canvas.queryByRole('listbox')).not.toBeInTheDocument();
  },
};

/** The arrow keys wrap around: ArrowUp from the box goes to the last dish, then back to the first. */
export const ArrowsWrapAround: Story = {
  play: async ({ canvas, userEvent }) => {
    const box = canvas.getByRole('combobox', { name: 'Search dishes' });
    await userEvent.type(box, 'pa');
    await userEvent.keyboard('{ArrowUp}');
    await expect(canvas.getByRole('option', { selected: true })).toHaveTextContent('Panna Cotta');
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('option', { selected: true })).toHaveTextContent('Palak Paneer');
    await userEvent.keyboard('{ArrowUp}');
    await expect(canvas.getByRole('option', { selected: true })).toHaveTextContent('Panna Cotta');
  },
};

/** Escape closes the list and keeps the text; ArrowDown brings the list back. */
export const EscapeCloses: Story = {
  play: async ({ canvas, args, userEvent }) => {
    const box = canvas.getByRole('combobox', { name: 'Search dishes' });
    await userEvent.type(box, 'pa');
    await canvas.findByRole('listbox');
    await userEvent.keyboard('{Escape}');
    await expect(canvas.queryByRole('listbox')).not.toBeInTheDocument();
    await expect(box).toHaveAttribute('aria-expanded', 'false');
    await expect(box).toHaveValue('pa');
    await expect(box).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('option', { selected: true })).toHaveTextContent('Palak Paneer');
    await expect(args.onOpenProduct).not.toHaveBeenCalled();
  },
};

/** A click elsewhere on the page closes the list and keeps the text. */
export const ClickOutsideCloses: Story = {
  play: async ({ canvas, args, userEvent }) => {
    const box = canvas.getByRole('combobox', { name: 'Search dishes' });
    await userEvent.type(box, 'pa');
    await canvas.findByRole('listbox');
    await userEvent.click(canvas.getByText(/Today's specials/));
    await expect(canvas.queryByRole('listbox')).not.toBeInTheDocument();
    await expect(box).not.toHaveFocus();
    await expect(box).toHaveValue('pa');
    await expect(args.onOpenProduct).not.toHaveBeenCalled();
  },
};

/** Clicking back into the box keeps its text and brings the list back (D17). */
export const ClickIntoKeepsText: Story = {
  parameters: { visual: { sameAs: 'Typing Shows Matches' } },
  play: async ({ canvas, userEvent }) => {
    const box = canvas.getByRole('combobox', { name: 'Search dishes' });
    await userEvent.type(box, 'pa');
    await userEvent.click(canvas.getByText(/Today's specials/));
    await expect(canvas.queryByRole('listbox')).not.toBeInTheDocument();
    await userEvent.click(box);
    await expect(box).toHaveValue('pa');
    const listbox = await canvas.findByRole('listbox');
    await expect(within(listbox).getAllByRole('option')).toHaveLength(MATCHES_FOR_PA.length);
  },
};

function LateCatalog(props: SearchBoxProps) {
  const [products, setProducts] = useState<Product[]>([]);
  return (
    <>
      <SearchBox {...props} products={products} />
      <Button onClick={() => setProducts(props.products)}>Load the catalog</Button>
    </>
  );
}

/** The catalog arrives while the user is typing: the list follows it, the text stays. */
export const CatalogArrivesLater: Story = {
  render: (args) => <LateCatalog {...args} />,
  play: async ({ canvas, userEvent }) => {
    const box = canvas.getByRole('combobox', { name: 'Search dishes' });
    await userEvent.type(box, 'pa');
    await expect(await canvas.findByRole('status')).toHaveTextContent('No data found');
    await userEvent.click(canvas.getByRole('button', { name: 'Load the catalog' }));
    await userEvent.click(box);
    await waitFor(() =>
      expect(canvas.getAllByRole('option').map((option) => option.textContent)).toEqual(
        MATCHES_FOR_PA.map((title) => expect.stringContaining(title)),
      ),
    );
    await expect(box).toHaveValue('pa');
  },
};
