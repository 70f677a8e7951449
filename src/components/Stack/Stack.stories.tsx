import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { theme } from '../theme';
import { Stack } from './Stack';

const meta = {
  title: 'Primitives/Stack',
  tags: ['stable'],
  component: Stack,
  args: { $gap: 'md' },
  argTypes: {
    $gap: {
      control: 'select',
      options: ['none', 'xxs', 'xs', 'sm', 'md', 'lg', 'xl', 'xxl', 'xxxl'],
    },
    $align: { control: 'inline-radio', options: ['stretch', 'start', 'center', 'end'] },
  },
} satisfies Meta<typeof Stack>;

export default meta;
type Story = StoryObj<typeof meta>;

const box = {
  padding: '0.75rem 1rem',
  border: '1px solid var(--color-border)',
  borderRadius: 8,
  background: 'var(--color-surface)',
};

/** Parts one under the other, the same space between each, each as wide as the column. */
export const Default: Story = {
  render: (args) => (
    <Stack {...args}>
      <div style={box}>Delivery address</div>
      <div style={box}>Payment</div>
      <div style={box}>Review your order</div>
    </Stack>
  ),
  play: async ({ canvas }) => {
    const first = canvas.getByText('Delivery address');
    const second = canvas.getByText('Payment');
    const third = canvas.getByText('Review your order');
    await expect(third).toBeVisible();
    await expect(first.getBoundingClientRect().bottom).toBeLessThan(
      second.getBoundingClientRect().top,
    );
    await expect(second.getBoundingClientRect().bottom).toBeLessThan(
      third.getBoundingClientRect().top,
    );
    await expect(first.getBoundingClientRect().width).toBe(third.getBoundingClientRect().width);
  },
};

/** A list stays a list with `as="ul"`; a small gap suits short lines. */
export const AsList: Story = {
  args: { as: 'ul', $gap: 'xs' },
  render: (args) => (
    <Stack {...args}>
      <li style={box}>Paneer tikka × 2</li>
      <li style={box}>Garlic naan × 4</li>
      <li style={box}>Mango lassi × 1</li>
    </Stack>
  ),
  play: async ({ canvas }) => {
    const items = canvas.getAllByRole('listitem');
    await expect(items.map((item) => item.textContent)).toEqual([
      'Paneer tikka × 2',
      'Garlic naan × 4',
      'Mango lassi × 1',
    ]);
  },
};

/** Items centred in the column, each as wide as its content. */
export const Centred: Story = {
  args: { $align: 'center', $gap: 'sm' },
  render: (args) => (
    <Stack {...args}>
      <div style={box}>Your order is on its way</div>
      <div style={box}>Track it</div>
    </Stack>
  ),
  play: async ({ canvas }) => {
    const wide = canvas.getByText('Your order is on its way').getBoundingClientRect();
    const narrow = canvas.getByText('Track it').getBoundingClientRect();
    await expect(narrow.width).toBeLessThan(wide.width);
    await expect(Math.abs(narrow.left + narrow.right - (wide.left + wide.right))).toBeLessThan(2);
  },
};

/**
 * Side by side in equal columns once there is room (`$columns`, from `$columnsFrom`), one under
 * the other on a phone: a form's first and last name, the cuisines' tiles.
 */
export const Columns: Story = {
  args: { $columns: 3, $columnsFrom: 'sm' },
  render: (args) => (
    <Stack {...args}>
      <div style={box}>Indian</div>
      <div style={box}>Chinese</div>
      <div style={box}>Italian</div>
    </Stack>
  ),
  play: async ({ canvas }) => {
    const wide = window.matchMedia(`(min-width: ${theme.breakpoints.sm}px)`).matches;
    const first = canvas.getByText('Indian').getBoundingClientRect();
    const last = canvas.getByText('Italian').getBoundingClientRect();
    if (wide) await expect(last.top).toBe(first.top);
    else await expect(last.top).toBeGreaterThan(first.bottom);
  },
};
