import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Badge } from '../Badge';
import { Button } from '../Button';
import { Cluster } from './Cluster';

const meta = {
  title: 'Primitives/Cluster',
  tags: ['stable'],
  component: Cluster,
  args: { $gap: 'xs' },
  argTypes: {
    $gap: {
      control: 'select',
      options: ['none', 'xxs', 'xs', 'sm', 'md', 'lg', 'xl', 'xxl', 'xxxl'],
    },
    $align: { control: 'inline-radio', options: ['flex-start', 'center', 'baseline', 'flex-end'] },
    $justify: {
      control: 'inline-radio',
      options: ['flex-start', 'center', 'space-between', 'flex-end'],
    },
    $wrap: { control: 'boolean' },
  },
} satisfies Meta<typeof Cluster>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Items side by side, moving to a next line when the screen is too narrow for them. */
export const Default: Story = {
  render: (args) => (
    <Cluster {...args}>
      {['Veg', 'Spicy', 'Bestseller', 'New', 'Chef’s pick', 'Gluten free'].map((label) => (
        <Badge key={label}>{label}</Badge>
      ))}
    </Cluster>
  ),
  play: async ({ canvas }) => {
    const labels = canvas.getAllByText(/./).map((badge) => badge.textContent);
    await expect(labels).toEqual([
      'Veg',
      'Spicy',
      'Bestseller',
      'New',
      'Chef’s pick',
      'Gluten free',
    ]);
    await expect(canvas.getByText('Gluten free')).toBeVisible();
  },
};

/** A title with its action at the far end: the header of a card or a section. */
export const SpaceBetween: Story = {
  args: { as: 'header', $align: 'center', $justify: 'space-between', $gap: ['xs', 'md'] },
  render: (args) => (
    <Cluster {...args}>
      <h2 style={{ margin: 0 }}>Saved addresses</h2>
      <Button variant="secondary" size="sm">
        Add address
      </Button>
    </Cluster>
  ),
  play: async ({ canvas, canvasElement }) => {
    const title = canvas.getByRole('heading', { name: 'Saved addresses' });
    const button = canvas.getByRole('button', { name: 'Add address' });
    await expect(canvasElement.querySelector('header')).toContainElement(title);
    await expect(button).toBeVisible();
    await expect(button.getBoundingClientRect().left).toBeGreaterThan(
      title.getBoundingClientRect().left,
    );
  },
};

/** Buttons at the end of a form, kept as a list with `as="ul"`. */
export const Actions: Story = {
  args: { as: 'ul', $justify: 'flex-end', $gap: 'sm' },
  render: (args) => (
    <Cluster {...args}>
      <li>
        <Button variant="ghost">Cancel</Button>
      </li>
      <li>
        <Button>Save address</Button>
      </li>
    </Cluster>
  ),
  play: async ({ canvas }) => {
    const items = canvas.getAllByRole('listitem');
    await expect(items).toHaveLength(2);
    await expect(items[0]).toHaveTextContent('Cancel');
    await expect(items[1]).toHaveTextContent('Save address');
  },
};
