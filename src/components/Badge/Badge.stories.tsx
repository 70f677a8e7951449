import type { Meta, StoryObj } from '@storybook/react-vite';
import { Star } from 'lucide-react';
import { expect } from 'storybook/test';
import { Badge } from './Badge';

const meta = {
  title: 'Primitives/Badge',
  tags: ['stable'],
  component: Badge,
  args: { children: 'New', tone: 'neutral' },
  argTypes: {
    tone: { control: 'inline-radio', options: ['neutral', 'primary', 'success', 'danger'] },
    icon: { control: false },
  },
} satisfies Meta<typeof Badge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Neutral: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('New')).toBeVisible();
  },
};

export const Primary: Story = {
  args: { tone: 'primary', children: 'Bestseller' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Bestseller')).toBeVisible();
  },
};

export const Success: Story = {
  args: { tone: 'success', children: 'Veg' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Veg')).toBeVisible();
  },
};

export const Danger: Story = {
  args: { tone: 'danger', children: 'Non-veg' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Non-veg')).toBeVisible();
  },
};

/** A count, e.g. the number of items in a cart row. */
export const Count: Story = {
  args: { tone: 'primary', children: 12 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('12')).toBeVisible();
  },
};

/**
 * The rating badge of a dish card: green for a vegetarian dish, red otherwise. The star is
 * decorative; give the number context with visually hidden text, as here.
 */
export const Rating: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 12 }}>
      <Badge tone="success" icon={<Star fill="currentColor" />}>
        4.5<span className="visually-hidden"> out of 5, vegetarian</span>
      </Badge>
      <Badge tone="danger" icon={<Star fill="currentColor" />}>
        3.8<span className="visually-hidden"> out of 5, non-vegetarian</span>
      </Badge>
    </div>
  ),
  play: async ({ canvas }) => {
    const veg = canvas.getByText(/4\.5/);
    await expect(veg).toHaveTextContent('4.5 out of 5, vegetarian');
    await expect(veg).toBeVisible();
    await expect(veg.querySelector('svg')?.closest('[aria-hidden="true"]')).not.toBeNull();
    await expect(canvas.getByText(/3\.8/)).toHaveTextContent('3.8 out of 5, non-vegetarian');
  },
};
