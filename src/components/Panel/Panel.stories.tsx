import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Button } from '../Button';
import { Text } from '../Text';
import { Panel } from './Panel';

const space = ['none', 'xxs', 'xs', 'sm', 'md', 'lg', 'xl', 'xxl', 'xxxl'];

const meta = {
  title: 'Primitives/Panel',
  tags: ['stable'],
  component: Panel,
  args: { $padding: 'md', $widePadding: 'lg' },
  argTypes: {
    $padding: { control: 'select', options: space },
    $widePadding: { control: 'select', options: space },
    $gap: { control: 'select', options: space },
    $shadow: { control: 'inline-radio', options: ['sm', 'md', 'lg'] },
    $dashed: { control: 'boolean' },
  },
} satisfies Meta<typeof Panel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A card holding a few parts, spaced as a stack, with more room from a large phone up. */
export const Default: Story = {
  args: { as: 'section', $gap: 'sm', $shadow: 'sm', 'aria-label': 'Order #1042' },
  render: (args) => (
    <Panel {...args}>
      <Text as="h2" $size="xl">
        Order #1042
      </Text>
      <Text $tone="muted">Delivered to 12 Park Street, Kolkata</Text>
      <Button variant="secondary">Order again</Button>
    </Panel>
  ),
  play: async ({ canvas }) => {
    const card = canvas.getByRole('region', { name: 'Order #1042' });
    await expect(card).toContainElement(canvas.getByRole('heading', { name: 'Order #1042' }));
    await expect(canvas.getByRole('button', { name: 'Order again' })).toBeVisible();
  },
};

/** A dashed frame stands for what is not there yet. */
export const Dashed: Story = {
  args: { $dashed: true, $padding: ['lg', 'md'], $widePadding: undefined },
  render: (args) => (
    <Panel {...args}>
      <Text $tone="muted" style={{ textAlign: 'center' }}>
        No saved addresses yet.
      </Text>
    </Panel>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No saved addresses yet.')).toBeVisible();
  },
};
