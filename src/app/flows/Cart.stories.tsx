import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { expectToast } from '../../testing/expectToast';
import { MemoryApp } from './MemoryApp';
import { flowParameters } from './flowParameters';

const meta = {
  title: 'Flows/Cart',
  component: MemoryApp,
  parameters: flowParameters(
    "**Cart.** A visitor fills a cart: asked to log in on their first 'Add to cart', they come in as a guest, add Gelato, change its quantity in the cart and remove it, the total following each change. For whoever owns the cart and the way into it.",
  ),
} satisfies Meta<typeof MemoryApp>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A visitor's first 'Add to cart' goes through login; the guest then adds, changes and removes. */
export const VisitorLogsInAsGuestAndFillsTheCart: Story = {
  args: { url: '/foodItems' },
  play: async ({ canvas, userEvent, step }) => {
    const gelato = () => within(canvas.getByRole('article', { name: 'Gelato' }));

    await step(
      "A visitor adds Gelato: they are asked to log in, and choose 'Be My Guest'",
      async () => {
        await canvas.findByText('Total Food Items: 30');
        await userEvent.click(gelato().getByRole('button', { name: 'Add to cart' }));
        await userEvent.click(await canvas.findByRole('button', { name: 'Be My Guest' }));
        await expectToast('Successfully logged in as Guest');
      },
    );

    await step('Back on the dishes, add Gelato and go to the cart: one dish in it', async () => {
      await canvas.findByText('Total Food Items: 30');
      await userEvent.click(gelato().getByRole('button', { name: 'Add to cart' }));
      await expectToast('Successfully added to the cart');
      await userEvent.click(await gelato().findByRole('link', { name: 'Go to cart' }));
      await expect(await canvas.findByRole('heading', { name: 'MY CART (1)' })).toBeVisible();
    });

    await step('Add one more Gelato: quantity 2, and the total is ₹300', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Increase quantity of Gelato' }));
      // The line waits (aria-disabled) until the server has answered.
      const remove = canvas.getByRole('button', { name: 'Remove from Cart' });
      await waitFor(() => expect(remove).not.toHaveAttribute('aria-disabled', 'true'));
      await expect(canvas.getByRole('status', { name: 'Quantity 2' })).toBeVisible();
      await expect(canvas.getByText('₹300')).toBeVisible(); // 2 × ₹100 + ₹100 delivery
    });

    await step('Remove Gelato: the cart is empty', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Remove from Cart' }));
      await expect(await canvas.findByText('Your Cart is Empty')).toBeVisible();
    });
  },
};
