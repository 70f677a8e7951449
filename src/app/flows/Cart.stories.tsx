import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { expectToast } from '../../testing/expectToast';
import { MemoryApp } from './MemoryApp';

const meta = {
  title: 'Flows/Cart',
  component: MemoryApp,
  parameters: { route: false, layout: 'fullscreen' },
} satisfies Meta<typeof MemoryApp>;

export default meta;
type Story = StoryObj<typeof meta>;

export const VisitorLogsInAsGuestAndFillsTheCart: Story = {
  args: { url: '/foodItems' },
  play: async ({ canvas, userEvent, step }) => {
    const gelato = () => within(canvas.getByRole('article', { name: 'Gelato' }));

    await step('A visitor adding to the cart is sent to log in', async () => {
      await canvas.findByText('Total Food Items: 30');
      await userEvent.click(gelato().getByRole('button', { name: 'Add to cart' }));
      await userEvent.click(await canvas.findByRole('button', { name: 'Be My Guest' }));
      await expectToast('Successfully logged in as Guest');
    });

    await step('Back on the dishes, the guest adds Gelato', async () => {
      await canvas.findByText('Total Food Items: 30');
      await userEvent.click(gelato().getByRole('button', { name: 'Add to cart' }));
      await expectToast('Successfully added to the cart');
      await userEvent.click(await gelato().findByRole('link', { name: 'Go to cart' }));
    });

    await step('In the cart, the quantity goes up and the total follows', async () => {
      await expect(await canvas.findByRole('heading', { name: 'MY CART (1)' })).toBeVisible();
      await userEvent.click(canvas.getByRole('button', { name: 'Increase quantity of Gelato' }));
      // The line waits (aria-disabled) until the server has answered.
      const remove = canvas.getByRole('button', { name: 'Remove from Cart' });
      await waitFor(() => expect(remove).not.toHaveAttribute('aria-disabled', 'true'));
      await expect(canvas.getByRole('status', { name: 'Quantity 2' })).toBeVisible();
      await expect(canvas.getByText('₹300')).toBeVisible(); // 2 × ₹100 + ₹100 delivery
    });

    await step('Removing it empties the cart', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Remove from Cart' }));
      await expect(await canvas.findByText('Your Cart is Empty')).toBeVisible();
    });
  },
};
