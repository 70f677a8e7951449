import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { Radio } from './Radio';

const meta = {
  title: 'Primitives/Radio',
  tags: ['stable'],
  component: Radio,
  args: {
    label: 'Price: low to high',
    name: 'sort',
    value: 'price-asc',
    onChange: fn(),
  },
} satisfies Meta<typeof Radio>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Not selected. Clicking the label selects it. */
export const Unselected: Story = {
  parameters: { visual: { sameAs: 'Selected' } },
  play: async ({ canvas, args, userEvent }) => {
    const radio = canvas.getByRole('radio', { name: 'Price: low to high' });
    await expect(radio).not.toBeChecked();
    await userEvent.click(canvas.getByText('Price: low to high'));
    await expect(radio).toBeChecked();
    await expect(args.onChange).toHaveBeenCalledOnce();
  },
};

/** Selected, and reachable with Tab. */
export const Selected: Story = {
  args: { defaultChecked: true },
  play: async ({ canvas, userEvent }) => {
    const radio = canvas.getByRole('radio', { name: 'Price: low to high' });
    await expect(radio).toBeChecked();
    await userEvent.tab();
    await expect(radio).toHaveFocus();
  },
};

/** Disabled: clicks do nothing. */
export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvas, args, userEvent }) => {
    const radio = canvas.getByRole('radio', { name: 'Price: low to high' });
    await expect(radio).toBeDisabled();
    await userEvent.click(radio);
    await expect(radio).not.toBeChecked();
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

/**
 * One question: a `<fieldset>` whose `<legend>` is the question, options sharing a `name`.
 * The group is one tab stop; the arrow keys move the selection.
 */
export const Group: Story = {
  render: (args) => (
    <fieldset style={{ border: 0, padding: 0, margin: 0 }}>
      <legend>Sort by</legend>
      <div style={{ display: 'flex', flexDirection: 'column' }}>
        <Radio {...args} label="Relevance" value="relevance" defaultChecked />
        <Radio {...args} label="Price: low to high" value="price-asc" />
        <Radio {...args} label="Rating" value="rating" description="Best rated first" />
      </div>
    </fieldset>
  ),
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getByRole('group', { name: 'Sort by' })).toBeVisible();
    const relevance = canvas.getByRole('radio', { name: 'Relevance' });
    await userEvent.tab();
    await expect(relevance).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    const cheapest = canvas.getByRole('radio', { name: 'Price: low to high' });
    await expect(cheapest).toHaveFocus();
    await expect(cheapest).toBeChecked();
    await expect(relevance).not.toBeChecked();
    await expect(args.onChange).toHaveBeenCalled();
    await userEvent.click(canvas.getByText('Rating'));
    await expect(canvas.getByRole('radio', { name: 'Rating' })).toBeChecked();
    await expect(canvas.getByRole('radio', { name: 'Rating' })).toHaveAccessibleDescription(
      'Best rated first',
    );
  },
};
