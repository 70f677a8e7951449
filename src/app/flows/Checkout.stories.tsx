import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, within } from 'storybook/test';
import { expectToast } from '../../testing/expectToast';
import { MemoryApp } from './MemoryApp';
import { flowParameters } from './flowParameters';

const meta = {
  title: 'Flows/Checkout',
  component: MemoryApp,
  parameters: flowParameters(
    "**Checkout and payment.** The signed-in guest goes from an empty cart to a paid order: two dishes in, an address chosen at checkout, ₹400 paid on the built-in test payment sheet, then the order's tracking page, and 'Order again' to fill the cart once more. For whoever owns checkout, payment and the moment after it.",
  ),
} satisfies Meta<typeof MemoryApp>;

export default meta;
type Story = StoryObj<typeof meta>;

/** From an empty cart to a paid order, its tracking page, and the same dishes back in the cart. */
export const FromCartToOrder: Story = {
  args: { url: '/cart' },
  parameters: { session: 'guest' },
  play: async ({ canvas, userEvent, step }) => {
    await step('From the empty cart, add Gelato and Biryani, and go to checkout', async () => {
      await userEvent.click(await canvas.findByRole('link', { name: 'Browse dishes' }));
      await canvas.findByText('Total Food Items: 30');
      for (const dish of ['Gelato', 'Biryani']) {
        const card = within(canvas.getByRole('article', { name: dish }));
        await userEvent.click(card.getByRole('button', { name: 'Add to cart' }));
        await card.findByRole('link', { name: 'Go to cart' });
      }
      // The header's count follows a frame after the card (a deferred value): wait for it.
      await userEvent.click(await canvas.findByRole('link', { name: 'Cart, 2 items' }));
      await userEvent.click(await canvas.findByRole('link', { name: 'CHECKOUT' }));
    });

    await step(
      "Choose Asha Verma's address, place the order and pay ₹400 on the test sheet",
      async () => {
        await userEvent.click(await canvas.findByRole('radio', { name: /Asha Verma/ }));
        await userEvent.click(canvas.getByRole('button', { name: 'Place Order' }));
        const sheet = within(await screen.findByRole('dialog', { name: 'Test payment' }));
        await expect(sheet.getByText('₹400')).toBeVisible(); // ₹100 + ₹200 + ₹100 delivery
        await userEvent.click(sheet.getByRole('button', { name: 'Pay' }));
        await expectToast('Payment successful!');
      },
    );

    await step(
      'The order opens on its tracking page: placed, arriving in 30 minutes; the cart is empty',
      async () => {
        await expect(
          await canvas.findByRole('heading', { level: 1, name: 'Track your order' }),
        ).toBeVisible();
        const status = within(await canvas.findByRole('region', { name: 'Order placed' }));
        await expect(status.getByText('Arriving in 30 min')).toBeVisible();
        const order = within(canvas.getByRole('article'));
        await expect(order.getByText('Order will be delivered within 30 minutes')).toBeVisible();
        await expect(order.getByText('Total: ₹400')).toBeVisible();
        await expect(canvas.getByRole('link', { name: 'Cart' })).toBeVisible();
      },
    );

    await step("'Order again' puts Gelato and Biryani back in the cart and opens it", async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Order again' }));
      await expectToast('Added to your cart: Gelato and Biryani');
      await expect(await canvas.findByRole('heading', { name: 'MY CART (2)' })).toBeVisible();
      await expect(await canvas.findByRole('link', { name: 'Cart, 2 items' })).toBeVisible();
    });
  },
};
