import type { Meta, StoryObj } from '@storybook/react-vite';
import styled from 'styled-components';
import { expect, within } from 'storybook/test';
import { kitchenDemoLogin } from '../api/kitchen';
import { addToCart, getCart, getQuote } from '../api/cart';
import { getAddresses } from '../api/addresses';
import { placeOrder } from '../api/orders';
import { createPayment, takeTestPayment } from '../api/payments';
import { orderNumber } from '../../domain/orderLifecycle';
import type { Order } from '../../domain/types';
import { findProduct } from '../../backend/seed/catalog';
import { startKitchenSession } from './kitchenSession';
import { MemoryApp } from './MemoryApp';
import { flowParameters, twoTabsA11y } from './flowParameters';

// The kitchen receives the order (D38–D41): the shopper's tracking page and the kitchen's board
// side by side, each its own app over the one in-browser backend, as two tabs of one browser.

/** The guest pays for two Masala Dosas as checkout does; answers the order placed. */
async function guestOrders() {
  const token = localStorage.getItem('token')!;
  await addToCart(token, findProduct('prod-masala-dosa')!);
  const quote = await getQuote(token);
  const payment = await createPayment(token, quote.id);
  const taken = await takeTestPayment(token, payment.orderId);
  const [address] = await getAddresses(token);
  const { order } = await placeOrder(token, {
    payment: { id: payment.id, ...taken },
    products: await getCart(token),
    address: address!,
    totalPrice: quote.totalPrice,
  });
  return order;
}

/** 'Kitchen demo', as the kitchen's sign-in page does it. */
async function kitchenSignsIn() {
  const { encodedToken, foundUser } = await kitchenDemoLogin();
  startKitchenSession({ token: encodedToken, staff: foundUser });
}

/** The story's order, placed before it renders. */
let placed: Order;

const SideBySide = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(22rem, 1fr));
  gap: 1rem;
`;

const meta = {
  title: 'Flows/Kitchen',
  component: MemoryApp,
  parameters: flowParameters(
    "**The kitchen's board.** A paid order reaches the kitchen, shown beside the shopper's tracking page as two tabs of one browser: staff accept it with a cooking time, mark it ready, out for delivery and delivered, and each move shows on the shopper's page as it is made. For whoever runs the kitchen, and whoever owns what shoppers are told while they wait.",
    {
      session: 'guest',
      a11y: twoTabsA11y,
    },
  ),
} satisfies Meta<typeof MemoryApp>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * A paid order goes through the kitchen while the shopper watches: the kitchen accepts it with
 * 20 minutes, cooks it, hands it over and delivers it, and each step shows on the shopper's page
 * as it is made, pushed by the backend.
 */
export const AnOrderThroughTheKitchen: Story = {
  // After the preview's own, which puts the backend back to its seed and signs in the guest.
  beforeEach: async () => {
    placed = await guestOrders();
    await kitchenSignsIn();
  },
  render: () => (
    <SideBySide>
      <div role="group" aria-label="The shopper's page">
        <MemoryApp url={`/orders/${placed._id}`} />
      </div>
      <div role="group" aria-label="The kitchen's board">
        <MemoryApp url="/kitchen" />
      </div>
    </SideBySide>
  ),
  play: async ({ canvas, step, userEvent }) => {
    const number = orderNumber(placed._id);
    const shopper = within(canvas.getByRole('group', { name: "The shopper's page" }));
    const kitchen = within(canvas.getByRole('group', { name: "The kitchen's board" }));
    const ticket = async (column: string) =>
      within(
        await within(await kitchen.findByRole('region', { name: column })).findByRole('article', {
          name: `#${number}`,
        }),
      );

    await step(
      "The paid order shows as placed to the shopper, and under New on the kitchen's board",
      async () => {
        await expect(await shopper.findByRole('region', { name: 'Order placed' })).toBeVisible();
        await expect(await ticket('New')).toBeTruthy();
      },
    );

    await step(
      'The kitchen accepts it with 20 minutes to cook: the shopper sees Preparing',
      async () => {
        await userEvent.click((await ticket('New')).getByRole('button', { name: 'Accept' }));
        const dialog = within(
          await kitchen.findByRole('dialog', { name: `Accept order #${number}` }),
        );
        await userEvent.click(dialog.getByRole('radio', { name: '20 min' }));
        await userEvent.click(dialog.getByRole('button', { name: 'Accept' }));
        const preparing = within(await shopper.findByRole('region', { name: 'Preparing' }));
        await expect(preparing.getByText(/^Arriving in (35|34) min$/)).toBeVisible();
      },
    );

    await step(
      'The kitchen marks it Ready, then Out for delivery: the shopper sees each',
      async () => {
        await userEvent.click((await ticket('Preparing')).getByRole('button', { name: 'Ready' }));
        await expect(await shopper.findByRole('region', { name: 'Ready' })).toBeVisible();
        await userEvent.click(
          (await ticket('Ready')).getByRole('button', { name: 'Out for delivery' }),
        );
        await expect(await shopper.findByRole('region', { name: 'On the way' })).toBeVisible();
      },
    );

    await step(
      'The kitchen marks it Delivered: the shopper sees it, and the ticket moves to Done',
      async () => {
        await userEvent.click(
          (await ticket('On the way')).getByRole('button', { name: 'Delivered' }),
        );
        await expect(await shopper.findByRole('region', { name: 'Delivered' })).toBeVisible();
        await expect(await ticket('Done')).toBeTruthy();
      },
    );
  },
};
