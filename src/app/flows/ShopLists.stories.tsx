import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import type { MswApi } from 'msw-storybook-addon';
import { expect, within } from 'storybook/test';
import { expectToast } from '../../testing/expectToast';
import { MemoryApp } from './MemoryApp';
import { flowParameters } from './flowParameters';

/** The next load of the cart answers 500; later ones reach the backend. */
const failNextCartLoad = (msw: MswApi) =>
  msw.use(
    http.get('*/api/user/cart', () => HttpResponse.json({ errors: ['Boom'] }, { status: 500 }), {
      once: true,
    }),
  );

const meta = {
  title: 'Flows/Cart and wishlist',
  component: MemoryApp,
  parameters: flowParameters(
    "**Cart, when the shop stumbles.** The guest's cart and wishlist fail to load at sign-in: the shop says so plainly, still takes a new dish into the cart, and brings the wishlist back on 'Try again'. For whoever owns the cart and what a shopper sees when the network fails.",
  ),
} satisfies Meta<typeof MemoryApp>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The first load of the cart and wishlist fails; the shop recovers one list at a time. */
export const FirstLoadFailsAndTheShopRecovers: Story = {
  args: { url: '/cart' },
  play: async ({ canvas, userEvent, step, msw }) => {
    await step(
      "Log in with 'Be My Guest' while the cart fails to load: the cart says so",
      async () => {
        failNextCartLoad(msw);
        await userEvent.click(await canvas.findByRole('button', { name: 'Be My Guest' }));
        await expectToast('We could not load your cart and wishlist. Please try again.');
        await expect(await canvas.findByText(/We could not load your cart\./)).toBeVisible();
        await expect(canvas.queryByText('Loading your cart')).toBeNull();
      },
    );

    await step('Add Gelato from the menu: it shows in the header and in the cart', async () => {
      await userEvent.click(canvas.getByRole('link', { name: 'Cravings?!' }));
      await canvas.findByText('Total Food Items: 30');
      const gelato = within(canvas.getByRole('article', { name: 'Gelato' }));
      await userEvent.click(gelato.getByRole('button', { name: 'Add to cart' }));
      await expectToast('Successfully added to the cart');
      await userEvent.click(await canvas.findByRole('link', { name: 'Cart, 1 item' }));
      await expect(await canvas.findByRole('heading', { name: 'MY CART (1)' })).toBeVisible();
      await expect(canvas.getByRole('link', { name: 'Gelato' })).toBeVisible();
    });

    await step("Open the wishlist, still not loaded: 'Try again' brings it", async () => {
      await userEvent.click(canvas.getByRole('link', { name: 'Wishlist' }));
      await expect(await canvas.findByText(/We could not load your wishlist\./)).toBeVisible();
      await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
      await expect(await canvas.findByText('Your Wishlist is empty')).toBeVisible();
      await expect(await canvas.findByRole('link', { name: 'Cart, 1 item' })).toBeVisible();
    });
  },
};
