import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { Choice } from './Choice';

/** The row that Checkbox and Radio share; screens use those two, not Choice itself. */
const meta = {
  title: 'Primitives/Choice',
  tags: ['stable'],
  component: Choice,
  args: { type: 'checkbox', label: 'Vegetarian', name: 'choice', onChange: fn() },
} satisfies Meta<typeof Choice>;

export default meta;
type Story = StoryObj<typeof meta>;

/** As a checkbox: the whole row is the label, and a description stays out of the name. */
export const AsCheckbox: Story = {
  args: { description: 'No meat, fish or egg' },
  play: async ({ args, canvas, userEvent }) => {
    const box = canvas.getByRole('checkbox', { name: 'Vegetarian' });
    await expect(box).toHaveAccessibleDescription('No meat, fish or egg');

    await userEvent.click(canvas.getByText('No meat, fish or egg'));

    await expect(box).toBeChecked();
    await expect(args.onChange).toHaveBeenCalledOnce();
  },
};

/** As a radio: the same row with a round control. */
export const AsRadio: Story = {
  args: { type: 'radio', label: '4 Stars & above' },
  play: async ({ canvas, userEvent }) => {
    const radio = canvas.getByRole('radio', { name: '4 Stars & above' });

    await userEvent.click(canvas.getByText('4 Stars & above'));

    await expect(radio).toBeChecked();
  },
};
