import type { Meta, StoryObj } from '@storybook/react-vite';
import { useId } from 'react';
import { expect, fn, mocked, screen, waitFor, within } from 'storybook/test';
import { ApiError } from '../../domain/apiError';
import { formatAddress, type PaymentProvider, type PaymentResult } from '../../domain/payment';
import type { PlaceOrderInput } from '../../domain/checkout';
import type { Quote } from '../../domain/types';
import { amountOf, menuWith, useLoadedOnRetry } from '../Cart/storyFixtures';
import type { AddressSelection } from '../AddressBook';
import { Radio } from '../Radio';
import { useTestPaymentSheet } from '../TestPaymentSheet';
import { paymentOf, quoteOf } from '../../testing/builders';
import { Checkout, type CheckoutProps } from './Checkout';
import {
  CUSTOMER_NAME,
  homeAddress,
  officeAddress,
  orderFixture,
  storyAddresses,
  takeTestPayment,
  threeLines,
} from './storyFixtures';

/** In args: "pay with the test payment sheet" (it lives in React state: the story makes it). */
const TEST_SHEET: PaymentProvider = {
  pay: () => Promise.reject(new Error('Replaced by the test payment sheet in the story.')),
};

/** In args: "quote the story's items at their own prices" (the story makes it). */
const QUOTE_THE_ITEMS = fn(async (): Promise<Quote> => {
  throw new Error('Replaced by a quote of the items in the story.');
});

/** A provider that answers at once, with a spy on what it was asked. */
const answering = (result: PaymentResult) => ({ pay: fn(async () => result) });

/** What the provider answers for the payment it took, signed (D33). */
const paid = (paymentId: string): PaymentResult => ({
  status: 'paid',
  paymentId,
  signature: 'c0ffee',
});

/**
 * A stand-in for the real address book, which is a section labelled by its 'Delivery address'
 * heading: one radio per address.
 */
function StandInAddressBook({ selectedId, onSelect }: AddressSelection) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId}>Delivery address</h2>
      <fieldset
        aria-labelledby={headingId}
        style={{ margin: 0, padding: 0, border: 0, display: 'grid', gap: '0.5rem' }}
      >
        {storyAddresses.map((address) => (
          <Radio
            key={address.id}
            name="story-delivery-address"
            label={address.name}
            description={formatAddress(address)}
            checked={selectedId === address.id}
            onChange={() => onSelect(address)}
          />
        ))}
      </fieldset>
    </section>
  );
}

/** The checkout with a stand-in address book and the test payment sheet. */
function CheckoutStory(args: CheckoutProps) {
  const sheet = useTestPaymentSheet(takeTestPayment);
  return (
    <>
      <Checkout
        {...args}
        provider={args.provider === TEST_SHEET ? sheet.provider : args.provider}
        quote={args.quote === QUOTE_THE_ITEMS ? async () => quoteOf(args.items ?? []) : args.quote}
        addressBook={(selection) => <StandInAddressBook {...selection} />}
      />
      {sheet.sheet}
    </>
  );
}

const meta = {
  title: 'Screens/Checkout',
  tags: ['stable'],
  component: Checkout,
  parameters: {
    route: { url: '/checkout' },
    docs: {
      guidance: {
        whenToUse: `
          The /checkout page: the delivery address, the order's lines and price details, and 'Place
          Order', which asks what the cart costs now, has the backend create the payment, pays it
          through the provider (the test payment sheet, or Razorpay on a server) and only then
          places the order. The app's page gives it those calls; an empty cart shows an empty state.
        `,
        related: [
          ['Screens/AddressBook', 'the delivery address'],
          ['Components/TestPaymentSheet', 'the built-in provider'],
          'Screens/Cart',
          'Components/PriceDetails',
          ['Components/Toaster', 'where its news is said'],
        ],
        keyboard: `
          - The addresses are native radios in the group 'Delivery address' (arrow keys choose).
          - 'Place Order' keeps the focus while the payment runs: it reads 'Processing payment…', is
            \`aria-busy\` and unavailable. A failure is written under the price and describes the
            button.
          - The flow's news (no address chosen, a payment cancelled or failed, 'Payment
            successful!') comes as a toast, an alert.
          - The test payment sheet is a modal dialog that takes the focus and gives it back when it
            closes.
        `,
      },
    },
  },
  render: (args) => <CheckoutStory {...args} />,
  args: {
    items: threeLines,
    customerName: CUSTOMER_NAME,
    defaultAddress: homeAddress,
    addressBook: () => null,
    provider: TEST_SHEET,
    quote: QUOTE_THE_ITEMS,
    createPayment: fn(async (quote: Quote) => paymentOf(quote)),
    placeOrder: fn(async ({ payment, address, items }: PlaceOrderInput) => ({
      order: orderFixture(payment.paymentId, address, items),
      cart: [],
    })),
    onOrderPlaced: fn(),
    onRetry: fn(),
  },
  argTypes: {
    addressBook: { control: false },
    provider: { control: false },
    quote: { control: false },
    createPayment: { control: false },
    defaultAddress: { control: false },
    menu: { control: false },
  },
} satisfies Meta<typeof Checkout>;

export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;

/** A toast (they slide in, in the preview's Toaster) holding `text`. */
const findToast = (text: string) =>
  waitFor(() => {
    const toast = screen.getAllByRole('alert').find((alert) => alert.textContent?.includes(text));
    if (!toast) throw new Error(`No toast says '${text}'.`);
    return toast;
  });

const placeOrderButton = (canvas: Canvas) => canvas.getByRole('button', { name: 'Place Order' });
const failureMessage = (canvas: Canvas) => canvas.queryByTestId('checkout-failure');

/** The cart's three lines and the chosen address are all still there. */
async function expectCartAndAddressKept(canvas: Canvas, address = homeAddress) {
  const lines = canvas.getByRole('list', { name: 'Dishes in your order' });
  await expect(within(lines).getAllByRole('listitem')).toHaveLength(3);
  await expect(canvas.getByRole('radio', { name: address.name })).toBeChecked();
  await expect(placeOrderButton(canvas)).not.toHaveAttribute('aria-disabled');
}

/** The test sheet that 'Place Order' opened. */
async function openSheet(canvas: Canvas, userEvent: { click: (el: Element) => Promise<void> }) {
  await userEvent.click(placeOrderButton(canvas));
  return within(await canvas.findByRole('dialog', { name: 'Test payment' }));
}

/**
 * Three dishes to the first address: each line with its quantity and line total, then the
 * price details (₹1,060 + ₹100 = ₹1,160) and 'Place Order'.
 */
export const Default: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
    // One region, the address book's: the checkout does not label its column a second time.
    const [address, ...repeated] = canvas.getAllByRole('region', { name: 'Delivery address' });
    await expect(repeated).toHaveLength(0);
    await expect(within(address!).getByRole('radio', { name: homeAddress.name })).toBeChecked();
    const order = within(canvas.getByRole('region', { name: 'Order details' }));
    const lines = order.getAllByRole('listitem');
    await expect(lines).toHaveLength(3);
    await expect(lines[0]).toHaveTextContent('Butter Chicken× 2₹500');
    await expect(lines[1]).toHaveTextContent('Biryani× 1₹200');
    await expect(lines[2]).toHaveTextContent('Gulab Jamun× 3₹360');
    const panel = canvas.getByRole('region', { name: 'Price details' });
    await expect(amountOf(panel, 'Price (6 items)')).toBe('₹1,060');
    await expect(amountOf(panel, 'Delivery Charges')).toBe('₹100');
    await expect(amountOf(panel, 'Total Amount')).toBe('₹1,160');
    await expect(placeOrderButton(canvas)).toBeEnabled();
    await expect(failureMessage(canvas)).toBeNull();
    await expect(canvasElement.querySelector('[aria-busy="true"]')).toBeNull();
  },
};

/** While the cart loads: the order's lines and price panel as skeletons, no 'Place Order'. */
export const Loading: Story = {
  args: { items: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading your order');
    await expect(canvas.getByTestId('order-lines-skeleton')).toBeInTheDocument();
    await expect(canvas.getByTestId('price-details-skeleton')).toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: 'Place Order' })).toBeNull();
    await expect(canvas.getByRole('region', { name: 'Delivery address' })).toBeVisible();
  },
};

/** A checkout whose cart failed to load; 'Try again' loads the story's lines. */
function CheckoutLoadedOnRetry(args: CheckoutProps) {
  const load = useLoadedOnRetry(args.items, args.onRetry);
  return <CheckoutStory {...args} {...load} />;
}

/**
 * The cart could not be loaded: the order details say so with 'Try again', which brings the
 * lines and 'Place Order'; the address stays chosen throughout.
 */
export const LoadFailed: Story = {
  parameters: { visual: { sameAs: 'Default' } },
  render: (args) => <CheckoutLoadedOnRetry {...args} />,
  play: async ({ canvas, args, userEvent }) => {
    const order = within(canvas.getByRole('region', { name: 'Order details' }));
    await expect(order.getByRole('alert')).toHaveTextContent('We could not load your cart.');
    await expect(canvas.queryByRole('button', { name: 'Place Order' })).toBeNull();
    await expect(canvas.getByRole('radio', { name: homeAddress.name })).toBeChecked();
    await userEvent.click(order.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
    const lines = await order.findByRole('list', { name: 'Dishes in your order' });
    await expect(within(lines).getAllByRole('listitem')).toHaveLength(3);
    await expect(order.queryByRole('alert')).toBeNull();
    await expectCartAndAddressKept(canvas);
  },
};

/** D7: nothing to pay for. The empty state and a way to the dishes; no 'Place Order'. */
export const EmptyCart: Story = {
  args: { items: [] },
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
    await expect(canvas.getByText('Your Cart is Empty')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Place Order' })).toBeNull();
    await expect(canvas.queryByRole('region', { name: 'Price details' })).toBeNull();
    const browse = canvas.getByRole('link', { name: 'Browse dishes' });
    await expect(browse).toHaveAttribute('href', '/foodItems');
    await userEvent.click(browse);
    await expect(await canvas.findByRole('status')).toHaveTextContent('Navigated to /foodItems');
  },
};

/**
 * No address chosen: 'Place Order' asks for one (toast and in the page) and nothing opens.
 * Choosing an address answers the message.
 */
export const NoAddress: Story = {
  args: { defaultAddress: undefined },
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getByRole('radio', { name: homeAddress.name })).not.toBeChecked();
    await userEvent.click(placeOrderButton(canvas));
    await findToast('Please select an address before placing the order.');
    await expect(failureMessage(canvas)).toHaveTextContent(
      'Please select an address before placing the order.',
    );
    await expect(placeOrderButton(canvas)).toHaveAccessibleDescription(
      'Please select an address before placing the order.',
    );
    await expect(canvas.queryByRole('dialog')).toBeNull();
    await expect(args.placeOrder).not.toHaveBeenCalled();

    await userEvent.click(canvas.getByRole('radio', { name: officeAddress.name }));
    await waitFor(() => expect(failureMessage(canvas)).toBeNull());
    await expect(placeOrderButton(canvas)).toBeEnabled();
  },
};

/** 'Place Order' opens the test payment sheet for ₹1,160; the button is busy meanwhile. */
export const Paying: Story = {
  play: async ({ canvas, userEvent }) => {
    const sheet = await openSheet(canvas, userEvent);
    await expect(sheet.getByText('This is a test payment. No money is taken.')).toBeVisible();
    await expect(sheet.getByText('₹1,160')).toBeVisible();
    await expect(sheet.getByText(CUSTOMER_NAME)).toBeVisible();
    await expect(sheet.getByText(homeAddress.phone)).toBeVisible();
    const busy = canvas.getByRole('button', { name: 'Processing payment…', hidden: true });
    await expect(busy).toHaveAttribute('aria-disabled', 'true');
    await expect(busy).toHaveAttribute('aria-busy', 'true');
  },
};

/**
 * D28: a price changed since the dishes were added. Nothing is charged until the shopper has
 * seen the new total; 'Place Order' again pays it, at the quoted prices.
 */
export const PricesChanged: Story = {
  parameters: { visual: { sameAs: 'Success' } },
  args: {
    provider: answering(paid('pay_story_new_price')),
    quote: fn(async () =>
      quoteOf(
        threeLines.map((line) => (line._id === 'prod-biryani' ? { ...line, price: '260' } : line)),
      ),
    ),
  },
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.click(placeOrderButton(canvas));
    const message =
      'The prices have changed since these dishes were added: the total is now ₹1,220. Place the order again to pay it.';
    await findToast(message);
    await expect(failureMessage(canvas)).toHaveTextContent(message);
    await expect(args.provider.pay).not.toHaveBeenCalled();
    await expectCartAndAddressKept(canvas);

    await userEvent.click(placeOrderButton(canvas));
    await waitFor(() => expect(args.placeOrder).toHaveBeenCalledOnce());
    await expect(args.provider.pay).toHaveBeenCalledWith(
      expect.objectContaining({ amountPaise: 1_22_000 }),
    );
    await expect(args.createPayment).toHaveBeenCalledWith(
      expect.objectContaining({ totalPrice: 1_220 }),
    );
    const [saved] = mocked(args.placeOrder).mock.calls[0]!;
    await expect(saved.items.find((line) => line._id === 'prod-biryani')?.price).toBe('260');
  },
};

/** D28: a dish left the menu. The shopper is told which, and nothing is charged. */
export const DishLeftTheMenu: Story = {
  args: {
    provider: answering(paid('pay_never')),
    quote: fn(async () =>
      quoteOf(threeLines.slice(1), {
        unavailable: [{ _id: 'prod-butter-chicken', title: 'Butter Chicken' }],
      }),
    ),
  },
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.click(placeOrderButton(canvas));
    const message =
      'Butter Chicken is no longer on the menu. Remove it from your cart to place the order.';
    await findToast(message);
    await expect(failureMessage(canvas)).toHaveTextContent(message);
    await expect(args.provider.pay).not.toHaveBeenCalled();
    await expectCartAndAddressKept(canvas);
  },
};

/**
 * D42: the kitchen sold out Biryani tonight. Its line says so before 'Place Order'; the quote
 * refuses it, and the shopper is told to remove it; nothing is charged.
 */
export const ADishSoldOut: Story = {
  args: {
    menu: menuWith({ 'prod-biryani': { soldOut: true } }),
    provider: answering(paid('pay_never')),
    quote: fn(async () =>
      quoteOf(
        threeLines.filter((line) => line._id !== 'prod-biryani'),
        { unavailable: [{ _id: 'prod-biryani', title: 'Biryani', soldOut: true }] },
      ),
    ),
  },
  play: async ({ canvas, args, userEvent }) => {
    const lines = within(canvas.getByRole('list', { name: 'Dishes in your order' }));
    const biryani = lines.getAllByRole('listitem')[1]!;
    await expect(biryani).toHaveTextContent(
      'Biryani× 1₹200Sold out Remove it from your cart to place the order.',
    );
    await expect(within(biryani).getByText('Sold out')).toBeVisible();
    await expect(lines.getAllByText('Sold out')).toHaveLength(1);

    await userEvent.click(placeOrderButton(canvas));
    const message = 'Biryani is sold out. Remove it from your cart to place the order.';
    await findToast(message);
    await expect(failureMessage(canvas)).toHaveTextContent(message);
    await expect(args.provider.pay).not.toHaveBeenCalled();
    await expectCartAndAddressKept(canvas);
  },
};

/**
 * D42: Biryani costs ₹260 on the menu now. The order shows it and the new total (₹1,220), so a
 * quote at that price is paid at once.
 */
export const APriceChangedOnTheMenu: Story = {
  args: {
    menu: menuWith({ 'prod-biryani': { price: '260' } }),
    provider: answering(paid('pay_story_menu_price')),
    quote: fn(async () =>
      quoteOf(
        threeLines.map((line) => (line._id === 'prod-biryani' ? { ...line, price: '260' } : line)),
      ),
    ),
  },
  play: async ({ canvas, args, userEvent }) => {
    const lines = within(canvas.getByRole('list', { name: 'Dishes in your order' }));
    const biryani = lines.getAllByRole('listitem')[1]!;
    await expect(biryani).toHaveTextContent('Biryani× 1₹260');
    await expect(within(biryani).getByText('Price changed: ₹260 (was ₹200)')).toBeVisible();
    const panel = canvas.getByRole('region', { name: 'Price details' });
    await expect(amountOf(panel, 'Total Amount')).toBe('₹1,220');

    await userEvent.click(placeOrderButton(canvas));
    await waitFor(() => expect(args.placeOrder).toHaveBeenCalledOnce());
    await expect(args.provider.pay).toHaveBeenCalledWith(
      expect.objectContaining({ amountPaise: 1_22_000 }),
    );
  },
};

/** D28: the prices could not be checked. Nothing is charged; 'Place Order' tries again. */
export const QuoteFailed: Story = {
  args: {
    provider: answering(paid('pay_never')),
    quote: fn(async (): Promise<Quote> => {
      throw new ApiError(503, 'Service Unavailable');
    }),
  },
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.click(placeOrderButton(canvas));
    const message =
      'We could not check the prices just now, and nothing was charged. Please try again.';
    await findToast(message);
    await expect(failureMessage(canvas)).toHaveTextContent(message);
    await expect(args.provider.pay).not.toHaveBeenCalled();
    await expectCartAndAddressKept(canvas);
    await userEvent.click(placeOrderButton(canvas));
    await waitFor(() => expect(args.quote).toHaveBeenCalledTimes(2));
  },
};

/** 'Fail' in the sheet: the reason is shown (toast and page); cart and address are kept. */
export const PaymentFailed: Story = {
  play: async ({ canvas, args, userEvent }) => {
    const sheet = await openSheet(canvas, userEvent);
    await userEvent.click(sheet.getByRole('button', { name: 'Fail' }));
    await findToast('The test card was declined.');
    await expect(failureMessage(canvas)).toHaveTextContent('The test card was declined.');
    await expect(args.placeOrder).not.toHaveBeenCalled();
    await expect(args.onOrderPlaced).not.toHaveBeenCalled();
    await expectCartAndAddressKept(canvas);
  },
};

/** A failure without a reason from the provider: the spec's 'An error occurred during checkout.' */
export const PaymentFailedWithoutReason: Story = {
  args: { provider: answering({ status: 'failed' }) },
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.click(placeOrderButton(canvas));
    await findToast('An error occurred during checkout.');
    await expect(failureMessage(canvas)).toHaveTextContent('An error occurred during checkout.');
    await expect(args.placeOrder).not.toHaveBeenCalled();
    await expectCartAndAddressKept(canvas);
  },
};

/** Razorpay's script did not load: the spec's toast; the checkout stops with the cart intact. */
export const SdkFailedToLoad: Story = {
  args: { provider: answering({ status: 'unavailable' }) },
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.click(placeOrderButton(canvas));
    await findToast('Razorpay SDK failed to load, please check your connection.');
    await expect(failureMessage(canvas)).toHaveTextContent(
      'Razorpay SDK failed to load, please check your connection.',
    );
    await expect(args.placeOrder).not.toHaveBeenCalled();
    await expectCartAndAddressKept(canvas);
  },
};

/**
 * Escape (Cancel) in the sheet, on a second address: the payment is cancelled, the cart and the
 * chosen address stay, and focus is back on 'Place Order'.
 */
export const Dismissed: Story = {
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.click(canvas.getByRole('radio', { name: officeAddress.name }));
    await openSheet(canvas, userEvent);
    await userEvent.keyboard('{Escape}');
    await findToast('Payment cancelled. Your cart is unchanged.');
    await waitFor(() => expect(canvas.queryByRole('dialog')).toBeNull());
    await expect(failureMessage(canvas)).toBeNull();
    await expect(args.placeOrder).not.toHaveBeenCalled();
    await expectCartAndAddressKept(canvas, officeAddress);
    await waitFor(() => expect(placeOrderButton(canvas)).toHaveFocus());
  },
};

/**
 * 'Pay' in the sheet: the order is placed with the payment id, the chosen address and the
 * items; 'Payment successful!'; the page is handed the order to open it.
 */
export const Success: Story = {
  play: async ({ canvas, args, userEvent }) => {
    const sheet = await openSheet(canvas, userEvent);
    await userEvent.click(sheet.getByRole('button', { name: 'Pay' }));
    await findToast('Payment successful!');
    await expect(args.placeOrder).toHaveBeenCalledOnce();
    await expect(args.placeOrder).toHaveBeenCalledWith({
      // The backend's payment, taken and signed by its test provider (D33).
      payment: { id: 'payment-1', paymentId: 'pay_test_Story1234abcd', signature: 'c0ffee' },
      address: homeAddress,
      items: threeLines,
    });
    await waitFor(() => expect(args.onOrderPlaced).toHaveBeenCalledOnce());
    await expect(args.onOrderPlaced).toHaveBeenCalledWith({
      order: orderFixture('pay_test_Story1234abcd', homeAddress, threeLines),
      cart: [],
    });
    // Placed: no second order from a second click.
    await expect(placeOrderButton(canvas)).toHaveAttribute('aria-disabled', 'true');
    await expect(failureMessage(canvas)).toBeNull();
  },
};

/** The payment went through but saving the order failed: say so, with the payment id. */
export const OrderNotSaved: Story = {
  args: {
    provider: answering(paid('pay_story123')),
    placeOrder: fn((_order: PlaceOrderInput) => Promise.reject(new Error('500'))),
  },
  play: async ({ canvas, args, userEvent }) => {
    const message =
      'Your payment went through but the order could not be saved. Please contact support with payment id pay_story123.';
    await userEvent.click(placeOrderButton(canvas));
    await findToast(message);
    await expect(failureMessage(canvas)).toHaveTextContent(message);
    await expect(args.onOrderPlaced).not.toHaveBeenCalled();
    await expectCartAndAddressKept(canvas);
  },
};

/**
 * The payment went through but the backend refused the order (a price changed, say): it is not
 * sent again, and the shopper is told to ask for a refund.
 */
export const OrderRefused: Story = {
  args: {
    provider: answering(paid('pay_story456')),
    placeOrder: fn((_order: PlaceOrderInput) =>
      Promise.reject(new ApiError(400, 'totalPrice does not match the items')),
    ),
  },
  play: async ({ canvas, args, userEvent }) => {
    const message =
      'Your payment went through but the order was refused (totalPrice does not match the items). It will not be sent again. Please contact support with payment id pay_story456 for a refund.';
    await userEvent.click(placeOrderButton(canvas));
    await findToast(message);
    await expect(failureMessage(canvas)).toHaveTextContent(message);
    await expect(args.onOrderPlaced).not.toHaveBeenCalled();
    await expectCartAndAddressKept(canvas);
  },
};

const paidEarlier = {
  payment: { id: 'payment-earlier', paymentId: 'pay_earlier1', signature: 'c0ffee' },
  address: officeAddress,
  items: threeLines,
};

/**
 * A paid order that could not be saved on an earlier visit, now with an empty cart: the page
 * says so and shows what was paid for; 'Place Order' saves it without paying again.
 */
export const OrderNotSavedEarlier: Story = {
  args: {
    items: [],
    defaultAddress: undefined,
    provider: answering(paid('pay_second_charge')),
    unsavedPayments: { read: () => paidEarlier, write: fn() },
  },
  play: async ({ canvas, args, userEvent }) => {
    await expect(failureMessage(canvas)).toHaveTextContent(
      'Your payment went through but the order could not be saved. Please contact support with payment id pay_earlier1.',
    );
    const lines = canvas.getByRole('list', { name: 'Dishes in your order' });
    await expect(within(lines).getAllByRole('listitem')).toHaveLength(3);

    await userEvent.click(placeOrderButton(canvas));

    await findToast('Payment successful!');
    await expect(args.provider.pay).not.toHaveBeenCalled();
    await expect(mocked(args.placeOrder).mock.calls).toEqual([[paidEarlier]]);
    await expect(mocked(args.unsavedPayments!.write).mock.calls).toEqual([[undefined]]);
  },
};

/**
 * The provider is asked for (Σ price × qty + ₹100) × 100 paise, in INR, prefilled, paying the
 * order the backend created.
 */
export const AmountSent: Story = {
  args: { provider: answering({ status: 'dismissed' }) },
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.click(placeOrderButton(canvas));
    const pay = mocked(args.provider.pay);
    await waitFor(() => expect(pay).toHaveBeenCalledOnce());
    const itemsTotal = threeLines.reduce((sum, item) => sum + Number(item.price) * item.qty, 0);
    await expect(pay).toHaveBeenCalledWith({
      amountPaise: (itemsTotal + 100) * 100,
      currency: 'INR',
      shopName: 'Cravings',
      description: 'Food order: 6 items',
      prefill: {
        name: CUSTOMER_NAME,
        contact: homeAddress.phone,
        address: formatAddress(homeAddress),
      },
      // The provider's order the backend created for that amount (D33).
      orderId: 'order_test_1',
    });
    await expect((itemsTotal + 100) * 100).toBe(116_000);
  },
};
