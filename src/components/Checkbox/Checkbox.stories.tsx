import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { Checkbox } from './Checkbox';

const meta = {
  title: 'Primitives/Checkbox',
  tags: ['stable'],
  component: Checkbox,
  args: {
    label: 'Vegetarian only',
    name: 'veg',
    onChange: fn(),
  },
} satisfies Meta<typeof Checkbox>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Click the box or its label to tick it. */
export const Unchecked: Story = {
  play: async ({ canvas, args, userEvent }) => {
    const checkbox = canvas.getByRole('checkbox', { name: 'Vegetarian only' });
    await expect(checkbox).not.toBeChecked();
    await userEvent.click(canvas.getByText('Vegetarian only'));
    await expect(checkbox).toBeChecked();
    await expect(args.onChange).toHaveBeenCalledOnce();
  },
};

/** Ticked. Tab to it and press Space to untick it. */
export const Checked: Story = {
  args: { defaultChecked: true },
  play: async ({ canvas, args, userEvent }) => {
    const checkbox = canvas.getByRole('checkbox', { name: 'Vegetarian only' });
    await expect(checkbox).toBeChecked();
    await userEvent.tab();
    await expect(checkbox).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(checkbox).not.toBeChecked();
    await expect(args.onChange).toHaveBeenCalledOnce();
  },
};

/** Disabled: it keeps its state, clicks do nothing, Tab skips it. */
export const Disabled: Story = {
  args: { disabled: true, defaultChecked: true },
  play: async ({ canvas, args, userEvent }) => {
    const checkbox = canvas.getByRole('checkbox', { name: 'Vegetarian only' });
    await expect(checkbox).toBeDisabled();
    await userEvent.click(checkbox);
    await expect(checkbox).toBeChecked();
    await expect(args.onChange).not.toHaveBeenCalled();
    await userEvent.tab();
    await expect(checkbox).not.toHaveFocus();
  },
};

/** A second line of explanation, read as the checkbox's description. */
export const WithDescription: Story = {
  args: {
    label: 'Save this address',
    name: 'save',
    description: 'Use it again at your next checkout',
  },
  play: async ({ canvas, userEvent }) => {
    const checkbox = canvas.getByRole('checkbox', { name: 'Save this address' });
    await expect(checkbox).toHaveAccessibleDescription('Use it again at your next checkout');
    await userEvent.click(checkbox);
    await expect(checkbox).toBeChecked();
  },
};

/** Several options: each one a tab stop, as checkboxes are. */
export const Group: Story = {
  render: (args) => (
    <fieldset style={{ border: 0, padding: 0, margin: 0 }}>
      <legend>Categories</legend>
      <div style={{ display: 'flex', flexDirection: 'column' }}>
        <Checkbox {...args} label="Indian" name="category" value="Indian" />
        <Checkbox {...args} label="Chinese" name="category" value="Chinese" />
        <Checkbox {...args} label="Desserts" name="category" value="Desserts" />
      </div>
    </fieldset>
  ),
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByRole('group', { name: 'Categories' })).toBeVisible();
    await userEvent.tab();
    await expect(canvas.getByRole('checkbox', { name: 'Indian' })).toHaveFocus();
    await userEvent.tab();
    const chinese = canvas.getByRole('checkbox', { name: 'Chinese' });
    await expect(chinese).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(chinese).toBeChecked();
    await expect(canvas.getByRole('checkbox', { name: 'Indian' })).not.toBeChecked();
  },
};
