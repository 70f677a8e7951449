import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Button } from '../Button';
import { amountOf, cartItem } from '../Cart/storyFixtures';
import { PriceDetails } from './PriceDetails';

const meta = {
  title: 'Components/PriceDetails',
  tags: ['stable'],
  component: PriceDetails,
  args: { lines: [] },
  argTypes: { children: { control: false } },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: '22rem' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof PriceDetails>;

export default meta;
type Story = StoryObj<typeof meta>;

/** No lines: ₹0 of items, the flat ₹100 delivery, ₹100 in all. */
export const EmptyCart: Story = {
  play: async ({ canvas }) => {
    const panel = canvas.getByRole('region', { name: 'Price details' });
    await expect(canvas.getByRole('heading', { level: 2, name: 'Price details' })).toBeVisible();
    await expect(canvas.getAllByRole('term')).toHaveLength(3);
    await expect(canvas.getAllByRole('definition')).toHaveLength(3);
    await expect(amountOf(panel, 'Price (0 items)')).toBe('₹0');
    await expect(amountOf(panel, 'Delivery Charges')).toBe('₹100');
    await expect(amountOf(panel, 'Total Amount')).toBe('₹100');
  },
};

/**
 * Mixed quantities: 3 × ₹320 + ₹90 + 2 × ₹300 = ₹1,650 for 6 items, ₹1,750 in all. The action
 * below the total is the caller's: the cart's CHECKOUT link, here the checkout's button.
 */
export const SeveralLines: Story = {
  args: {
    lines: [
      cartItem('prod-lasagna', 3),
      cartItem('prod-mango-lassi'),
      cartItem('prod-margherita-pizza', 2),
    ],
    children: <Button fullWidth>Place Order</Button>,
  },
  play: async ({ canvas }) => {
    const panel = canvas.getByRole('region', { name: 'Price details' });
    await expect(amountOf(panel, 'Price (6 items)')).toBe('₹1,650');
    await expect(amountOf(panel, 'Delivery Charges')).toBe('₹100');
    await expect(amountOf(panel, 'Total Amount')).toBe('₹1,750');
    await expect(canvas.getByRole('button', { name: 'Place Order' })).toBeVisible();
  },
};

/** A large order: en-IN grouping (₹1,00,100 rather than ₹100,100). */
export const LargeOrder: Story = {
  args: { lines: [{ price: '250', qty: 400 }] },
  play: async ({ canvas }) => {
    const panel = canvas.getByRole('region', { name: 'Price details' });
    await expect(amountOf(panel, 'Price (400 items)')).toBe('₹1,00,000');
    await expect(amountOf(panel, 'Total Amount')).toBe('₹1,00,100');
  },
};
