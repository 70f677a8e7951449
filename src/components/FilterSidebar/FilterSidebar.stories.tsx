import type { Meta, StoryObj } from '@storybook/react-vite';
import { SlidersHorizontal } from 'lucide-react';
import { useState } from 'react';
import { expect, fireEvent, fn, waitFor, within } from 'storybook/test';
import { DEFAULT_FILTERS, type Filters } from '../../domain/filters';
import { IconButton } from '../IconButton';
import { FilterSidebar, type FilterSidebarProps } from './FilterSidebar';

/** Holds the filters as the page does, so the controls show what the user changed. */
function StatefulSidebar(args: FilterSidebarProps) {
  const [filters, setFilters] = useState(args.filters);
  return (
    <FilterSidebar
      {...args}
      filters={filters}
      onChange={(next, ...gesture) => {
        setFilters(next);
        args.onChange(next, ...gesture);
      }}
      onClear={() => {
        setFilters(DEFAULT_FILTERS);
        args.onClear();
      }}
    />
  );
}

const meta = {
  title: 'Components/FilterSidebar',
  tags: ['stable'],
  parameters: {
    docs: {
      guidance: {
        whenToUse: `
          The filters of /foodItems: maximum price, food preference, rating, sort and category, and
          'Clear'. Each control reports the whole new filters, which the owner keeps (in the URL).
          From the \`md\` breakpoint it is a column beside the grid; below it, a drawer opened by
          the header's Filters button.
        `,
        related: [
          ['Components/Header', 'its Filters button'],
          'Screens/ProductGrid',
          'Primitives/Checkbox',
          'Primitives/Radio',
        ],
        keyboard: `
          - Each group is a fieldset with a legend; the price is a native range (arrow, Home/End and
            Page keys), read in rupees.
          - The drawer is a native modal dialog: the page behind is inert, the focus starts on
            'Close filters', Escape or a click on the backdrop closes it, and the focus goes back to
            the Filters button.
          - The Filters button says whether the filters are shown (\`aria-expanded\`) and what it
            controls.
        `,
      },
    },
  },
  component: FilterSidebar,
  args: {
    filters: DEFAULT_FILTERS,
    open: true,
    layout: 'column',
    onChange: fn(),
    onClear: fn(),
    onClose: fn(),
  },
  argTypes: {
    layout: { control: 'inline-radio', options: ['auto', 'column', 'drawer'] },
  },
  render: (args) => <StatefulSidebar {...args} />,
} satisfies Meta<typeof FilterSidebar>;

export default meta;
type Story = StoryObj<typeof meta>;

const changedTo = (changes: Partial<Filters>): Filters => ({ ...DEFAULT_FILTERS, ...changes });

/** Everything at its default: the price cap at ₹500, nothing ticked or chosen. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const region = canvas.getByRole('region', { name: 'Filters' });
    await expect(region).toHaveAttribute('id', 'filters');
    await expect(canvas.getByRole('heading', { level: 2, name: 'Filters' })).toBeVisible();
    const slider = canvas.getByRole('slider', { name: 'Maximum price' });
    await expect(slider).toHaveValue('500');
    await expect(slider).toHaveAttribute('min', '0');
    await expect(slider).toHaveAttribute('max', '500');
    await expect(canvas.getByText('₹500')).toBeVisible();
    for (const tick of ['0', '225', '500']) await expect(canvas.getByText(tick)).toBeVisible();
    for (const box of canvas.getAllByRole('checkbox')) await expect(box).not.toBeChecked();
    for (const radio of canvas.getAllByRole('radio')) await expect(radio).not.toBeChecked();
    await expect(canvas.getAllByRole('checkbox')).toHaveLength(5);
    await expect(canvas.getAllByRole('radio')).toHaveLength(6);
    await expect(canvas.getByRole('button', { name: 'Clear' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Close filters' })).toBeNull();
  },
};

/** Ticking 'Vegetarian' reports the whole new filters. */
export const VegetarianTicked: Story = {
  play: async ({ canvas, args, userEvent }) => {
    const veg = canvas.getByRole('checkbox', { name: 'Vegetarian' });
    await userEvent.click(veg);
    await expect(veg).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith(changedTo({ vegetarian: true }));
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Non-vegetarian' }));
    await expect(args.onChange).toHaveBeenLastCalledWith(
      changedTo({ vegetarian: true, nonVegetarian: true }),
    );
  },
};

/** One minimum rating at a time; arrow keys move the choice. */
export const RatingChosen: Story = {
  play: async ({ canvas, args, userEvent }) => {
    const rating = within(canvas.getByRole('group', { name: 'Rating' }));
    await expect(rating.getAllByRole('radio').map((radio) => radio.getAttribute('value'))).toEqual([
      '4',
      '3',
      '2',
      '1',
    ]);
    await userEvent.click(rating.getByRole('radio', { name: '4 Stars & above' }));
    await expect(args.onChange).toHaveBeenLastCalledWith(changedTo({ minRating: 4 }));
    await userEvent.keyboard('{ArrowDown}');
    await expect(rating.getByRole('radio', { name: '3 Stars & above' })).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith(changedTo({ minRating: 3 }));
    await expect(rating.getByRole('radio', { name: '4 Stars & above' })).not.toBeChecked();
    await expect(rating.getByRole('radio', { name: '1 Star & above' })).toBeVisible();
  },
};

/** Sorting by price, highest first. */
export const SortHighToLow: Story = {
  play: async ({ canvas, args, userEvent }) => {
    const sort = within(canvas.getByRole('group', { name: 'Sort by' }));
    await expect(sort.getByRole('radio', { name: 'Price - Low to High' })).not.toBeChecked();
    await userEvent.click(sort.getByRole('radio', { name: 'Price - High to Low' }));
    await expect(sort.getByRole('radio', { name: 'Price - High to Low' })).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith(changedTo({ sort: 'highToLow' }));
  },
};

/** Categories toggle independently and are reported in their usual order. */
export const CategoryToggled: Story = {
  play: async ({ canvas, args, userEvent }) => {
    const category = within(canvas.getByRole('group', { name: 'Category' }));
    await userEvent.click(category.getByRole('checkbox', { name: 'Italian' }));
    await userEvent.click(category.getByRole('checkbox', { name: 'Indian' }));
    await expect(args.onChange).toHaveBeenLastCalledWith(
      changedTo({ categories: ['Indian', 'Italian'] }),
    );
    await userEvent.click(category.getByRole('checkbox', { name: 'Italian' }));
    await expect(category.getByRole('checkbox', { name: 'Italian' })).not.toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith(changedTo({ categories: ['Indian'] }));
  },
};

/**
 * Lowering the price cap. The slider is a native range input, so the browser gives it arrow
 * keys, Home/End and Page Up/Down; user-event does not simulate those on a range, so the story
 * moves it the way the browser reports a move: a new value and an input event. Later moves of
 * one drag or one held key say they continue it, so the page keeps one history entry per drag.
 */
export const PriceLowered: Story = {
  play: async ({ canvas, args }) => {
    const slider = canvas.getByRole('slider', { name: 'Maximum price' });
    const moveTo = (value: number) => fireEvent.change(slider, { target: { value } });
    await expect(slider).toHaveAttribute('step', '10');
    slider.focus();
    await expect(slider).toHaveFocus();

    await fireEvent.pointerDown(slider);
    await moveTo(250);
    await expect(args.onChange).toHaveBeenLastCalledWith(changedTo({ priceCap: 250 }), false);
    await expect(slider).toHaveValue('250');
    await expect(slider).toHaveAttribute('aria-valuetext', '₹250');
    await expect(canvas.getByText('₹250')).toBeVisible();
    await moveTo(200);
    await expect(args.onChange).toHaveBeenLastCalledWith(changedTo({ priceCap: 200 }), true);
    await fireEvent.pointerUp(slider);

    // A key press is a gesture of its own; holding the key repeats it and continues it.
    await fireEvent.keyDown(slider, { key: 'ArrowLeft' });
    await moveTo(190);
    await expect(args.onChange).toHaveBeenLastCalledWith(changedTo({ priceCap: 190 }), false);
    await fireEvent.keyDown(slider, { key: 'ArrowLeft', repeat: true });
    await moveTo(180);
    await expect(args.onChange).toHaveBeenLastCalledWith(changedTo({ priceCap: 180 }), true);
    await fireEvent.keyUp(slider, { key: 'ArrowLeft' });

    // A move outside any gesture (e.g. from a screen reader) stands on its own.
    await moveTo(0);
    await expect(args.onChange).toHaveBeenLastCalledWith(changedTo({ priceCap: 0 }), false);
  },
};

const preselected: Filters = changedTo({ categories: ['Indian'], minRating: 4, priceCap: 300 });

/** Filters from the URL show as chosen (a tile link opens it with 'Indian' ticked). */
export const Preselected: Story = {
  args: { filters: preselected },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('checkbox', { name: 'Indian' })).toBeChecked();
    await expect(canvas.getByRole('checkbox', { name: 'Chinese' })).not.toBeChecked();
    await expect(canvas.getByRole('radio', { name: '4 Stars & above' })).toBeChecked();
    await expect(canvas.getByRole('slider', { name: 'Maximum price' })).toHaveValue('300');
    await expect(canvas.getByText('₹300')).toBeVisible();
  },
};

/** 'Clear' asks the owner to reset everything. */
export const Clear: Story = {
  args: { filters: preselected },
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Clear' }));
    await expect(args.onClear).toHaveBeenCalledOnce();
    await expect(args.onChange).not.toHaveBeenCalled();
    await expect(canvas.getByRole('checkbox', { name: 'Indian' })).not.toBeChecked();
    await expect(canvas.getByRole('radio', { name: '4 Stars & above' })).not.toBeChecked();
    await expect(canvas.getByText('₹500')).toBeVisible();
  },
};

/** Opens the drawer the way the header's Filters button does. */
function DrawerWithOpener(args: FilterSidebarProps) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <IconButton
        label="Filters"
        icon={<SlidersHorizontal />}
        aria-expanded={open}
        aria-controls="filters"
        onClick={() => setOpen(true)}
      />
      <StatefulSidebar
        {...args}
        open={open}
        onClose={() => {
          setOpen(false);
          args.onClose();
        }}
      />
    </>
  );
}

/**
 * Narrow screens (below 768 px, `layout: 'auto'`; pinned here): a modal drawer. Focus moves
 * into it, the page behind is inert; Escape, the close button or the backdrop close it, and
 * focus goes back to the button that opened it.
 */
export const NarrowDrawer: Story = {
  args: { layout: 'drawer', open: false },
  render: (args) => <DrawerWithOpener {...args} />,
  play: async ({ canvas, args, userEvent }) => {
    const opener = canvas.getByRole('button', { name: 'Filters' });
    await expect(canvas.queryByRole('dialog')).toBeNull();
    await userEvent.click(opener);
    const drawer = await canvas.findByRole('dialog', { name: 'Filters' });
    await expect(drawer).toHaveAttribute('id', 'filters');
    await waitFor(() =>
      expect(within(drawer).getByRole('button', { name: 'Close filters' })).toHaveFocus(),
    );
    await userEvent.click(within(drawer).getByRole('checkbox', { name: 'Vegetarian' }));
    await expect(args.onChange).toHaveBeenLastCalledWith(changedTo({ vegetarian: true }));

    await userEvent.keyboard('{Escape}');
    await expect(args.onClose).toHaveBeenCalledOnce();
    await waitFor(() => expect(canvas.queryByRole('dialog')).toBeNull());
    await expect(opener).toHaveFocus();

    await userEvent.click(opener);
    const reopened = await canvas.findByRole('dialog', { name: 'Filters' });
    await expect(within(reopened).getByRole('checkbox', { name: 'Vegetarian' })).toBeChecked();
    await userEvent.click(within(reopened).getByRole('button', { name: 'Close filters' }));
    await expect(args.onClose).toHaveBeenCalledTimes(2);
    await waitFor(() => expect(canvas.queryByRole('dialog')).toBeNull());
  },
};

/**
 * Closed and opened again before the next frame: the drawer stays open. (Chromium fires a
 * dialog's `close` event at the next animation frame, after the drawer has been opened again.)
 */
export const ReopenedAtOnce: Story = {
  args: { layout: 'drawer', open: false },
  render: (args) => <DrawerWithOpener {...args} />,
  play: async ({ canvas, args, userEvent }) => {
    const opener = canvas.getByRole('button', { name: 'Filters' });
    await userEvent.click(opener);
    const drawer = await canvas.findByRole('dialog', { name: 'Filters' });
    await fireEvent.keyDown(drawer, { key: 'Escape' });
    await fireEvent.click(opener);
    await new Promise(requestAnimationFrame);
    await new Promise(requestAnimationFrame);
    await expect(canvas.getByRole('dialog', { name: 'Filters' })).toBeVisible();
    await expect(args.onClose).toHaveBeenCalledOnce();
  },
};

/** Closed on a wide screen: nothing shows, the grid takes the room. */
export const Closed: Story = {
  args: { open: false },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.queryByRole('region', { name: 'Filters' })).toBeNull();
    await expect(canvas.queryByRole('heading', { name: 'Filters' })).toBeNull();
    await expect(canvasElement.querySelector('#filters')).not.toBeVisible();
  },
};
