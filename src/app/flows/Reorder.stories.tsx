import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, within } from 'storybook/test';
import { cartItem } from '../../components/Cart/storyFixtures';
import { novemberOrder, octoberOrder } from '../../components/OrderDetails/storyFixtures';
import { cartTotals } from '../../domain/money';
import type { Order } from '../../domain/types';
import { expectToast } from '../../testing/expectToast';
import { MemoryApp } from './MemoryApp';
import { flowParameters } from './flowParameters';

/** The guest's order history answers these orders (the cart and the rest are the backend's). */
const historyOf = (...orders: Order[]) => ({
  msw: {
    handlers: {
      orders: [
        http.get('*/api/user/orders', () => HttpResponse.json({ orders, nextCursor: null })),
      ],
    },
  },
});

/** An order of October with a dish the catalog has dropped since. */
const products = [
  ...octoberOrder.products,
  { ...cartItem('prod-biryani'), _id: 'prod-kashmiri-dum-aloo', title: 'Kashmiri Dum Aloo' },
];
const orderWithARetiredDish: Order = {
  ...octoberOrder,
  _id: 'order-retired',
  products,
  totalPrice: cartTotals(products).total,
};

const meta = {
  title: 'Flows/Order again',
  component: MemoryApp,
  parameters: flowParameters(
    '**Order again.** The guest repeats a past order from Order History in one tap: its dishes go into the cart, which opens, and toasts say what was added, what was already there, and what the menu no longer has; if the cart cannot be reached, nothing is lost and they can try again. For whoever owns repeat orders.',
    {
      session: 'guest',
    },
  ),
} satisfies Meta<typeof MemoryApp>;

export default meta;
type Story = StoryObj<typeof meta>;

const orderCard = async (canvas: ReturnType<typeof within>, date: string) =>
  within(await canvas.findByRole('article', { name: new RegExp(`^Order date: ${date}`) }));

/**
 * Biryani is in the cart already; 'Order again' on the November order adds Butter Chicken × 2
 * and Gulab Jamun × 3, leaves Biryani at its quantity, says which was which and opens the cart.
 */
export const SomeDishesAlreadyInTheCart: Story = {
  args: { url: '/foodItems/prod-biryani' },
  parameters: historyOf(novemberOrder),
  play: async ({ canvas, userEvent, step }) => {
    await step("On Biryani's page, add it to the cart, then open Order History", async () => {
      await userEvent.click(await canvas.findByRole('button', { name: 'Add to cart' }));
      await expectToast('Successfully added to the cart');
      await userEvent.click(canvas.getByRole('link', { name: 'Profile' }));
      await userEvent.click(await canvas.findByRole('link', { name: 'Order History' }));
    });

    await step("'Order again' on the November order: the toasts say what was added", async () => {
      const november = await orderCard(canvas, '02-11-2026');
      await userEvent.click(november.getByRole('button', { name: 'Order again' }));
      await expectToast('Added to your cart: Butter Chicken and Gulab Jamun');
      await expectToast('Already in your cart (quantity unchanged): Biryani');
    });

    await step("The cart opens with the order's dishes; Biryani kept its quantity", async () => {
      await expect(await canvas.findByRole('heading', { name: 'MY CART (3)' })).toBeVisible();
      const quantityOf = (dish: string) =>
        within(canvas.getByRole('group', { name: `Quantity of ${dish}` })).getByRole('status');
      await expect(quantityOf('Biryani')).toHaveAccessibleName('Quantity 1');
      await expect(quantityOf('Butter Chicken')).toHaveAccessibleName('Quantity 2');
      await expect(quantityOf('Gulab Jamun')).toHaveAccessibleName('Quantity 3');
      await expect(await canvas.findByRole('link', { name: 'Cart, 3 items' })).toBeVisible();
    });
  },
};

/** A dish the catalog no longer has is skipped, and an error toast names it; the rest is added. */
export const ADishNoLongerOnTheMenu: Story = {
  args: { url: '/profile/order-history' },
  parameters: historyOf(orderWithARetiredDish),
  play: async ({ canvas, step, userEvent }) => {
    const october = () => orderCard(canvas, '28-10-2026');

    await step('Order History shows the October order, with Kashmiri Dum Aloo', async () => {
      await expect((await october()).getByText('Kashmiri Dum Aloo')).toBeVisible();
    });

    await step(
      "'Order again': the toasts say what was added, and what the menu no longer has",
      async () => {
        await userEvent.click((await october()).getByRole('button', { name: 'Order again' }));
        await expectToast('Added to your cart: Margherita Pizza and Tiramisu');
        await expectToast('No longer on the menu, not added: Kashmiri Dum Aloo');
      },
    );

    await step(
      'The cart opens with Margherita Pizza and Tiramisu, and no Kashmiri Dum Aloo',
      async () => {
        await expect(await canvas.findByRole('heading', { name: 'MY CART (2)' })).toBeVisible();
        await expect(canvas.queryByText('Kashmiri Dum Aloo')).toBeNull();
      },
    );
  },
};

/** The cart cannot be reached: the shopper stays on the orders and is told to try again. */
export const TheCartCannotBeReached: Story = {
  args: { url: '/profile/order-history' },
  parameters: historyOf(novemberOrder),
  play: async ({ canvas, step, userEvent, msw }) => {
    const november = () => orderCard(canvas, '02-11-2026');

    await step(
      'Order History shows the November order; then the cart stops answering',
      async () => {
        await expect((await november()).getByRole('button', { name: 'Order again' })).toBeVisible();
        msw.use(http.post('*/api/user/cart', () => HttpResponse.error()));
      },
    );

    await step("'Order again': a toast asks the shopper to try again", async () => {
      await userEvent.click((await november()).getByRole('button', { name: 'Order again' }));
      await expectToast(
        'We could not put every dish of this order in your cart. Please try again.',
      );
    });

    await step(
      "The shopper stays on Order History, where 'Order again' can be pressed again",
      async () => {
        await expect(
          (await november()).getByRole('button', { name: 'Order again' }),
        ).not.toHaveAttribute('aria-disabled');
        await expect(canvas.getByRole('heading', { name: 'Order History' })).toBeVisible();
      },
    );
  },
};
