import { expect, test, type Page } from '@playwright/test';
import { fileURLToPath } from 'node:url';
import { checkoutTheGelato, newEmail, readApi, signUp } from './shopper';

// The server configured with Razorpay (D33): it creates the Razorpay order (at the Orders API
// stand-in) for the amount it computed, and accepts the order only with Razorpay's signature.
// Razorpay's checkout.js is the stand-in, which signs with the key secret the server was given.

const STAND_IN = fileURLToPath(new URL('../razorpay/checkout.js', import.meta.url));
const RAZORPAY_SCRIPT = 'https://checkout.razorpay.com/v1/checkout.js';

// The order goes to someone other than the shopper: Razorpay's prefill names the shopper.
const RECIPIENT = 'Kiran Rao';

type StandInAnswer = 'success' | 'failure' | 'dismiss' | 'forged';

/** Tells the stand-in how Razorpay answers, then places the order. */
async function placeOrderAnswered(page: Page, answer: StandInAnswer) {
  await page.evaluate((choice) => Object.assign(window, { razorpayStandIn: choice }), answer);
  await page.getByRole('button', { name: 'Place Order' }).click();
}

/** No order was placed, and the cart still holds the Gelato. */
async function expectCartKeptAndNoOrder(page: Page) {
  const { cart } = await readApi(page, '/api/user/cart');
  expect(cart.map((item: { _id: string; qty: number }) => [item._id, item.qty])).toEqual([
    ['prod-gelato', 1],
  ]);
  expect((await readApi(page, '/api/user/orders')).orders).toEqual([]);
}

test.beforeEach(async ({ page }) => {
  await page
    .context()
    .route(RAZORPAY_SCRIPT, (route) =>
      route.fulfill({ path: STAND_IN, contentType: 'text/javascript' }),
    );
  await page.addInitScript(
    (secret) => Object.assign(window, { razorpayStandInSecret: secret }),
    process.env.E2E_RAZORPAY_SECRET,
  );
  await signUp(page, newEmail());
  await checkoutTheGelato(page, RECIPIENT);
});

test("Razorpay is opened on the server's order with its key, the amount in paise, INR and the prefill; its signed payment places the order", async ({
  page,
}) => {
  const { addresses } = await readApi(page, '/api/user/addresses');
  const address = addresses.find(({ name }: { name: string }) => name === RECIPIENT);
  await placeOrderAnswered(page, 'success');

  await expect(page).toHaveURL(/\/orders\/[\w-]+$/);
  const opened = await page.evaluate(
    () => (window as { razorpayOpenedWith?: unknown }).razorpayOpenedWith,
  );
  expect(opened).toEqual({
    key: 'rzp_test_standin',
    order_id: expect.stringMatching(/^order_standin\d+$/),
    // The Gelato (₹100) and the ₹100 delivery, in paise.
    amount: 20_000,
    currency: 'INR',
    name: 'Cravings',
    // The shopper's name and the chosen address's phone; Razorpay's prefill has no address,
    // so the app sends it as a note.
    prefill: { name: 'Meera Nair', contact: address.phone },
    notes: {
      address: `${address.addressText}, ${address.city}, ${address.profileState} ${address.pin}`,
    },
  });
  const { orders } = await readApi(page, '/api/user/orders');
  expect(orders).toEqual([
    expect.objectContaining({
      paymentId: expect.stringMatching(/^pay_standin[0-9a-f]{12}$/),
      totalPrice: 200,
    }),
  ]);
  await expect(page).toHaveURL(new RegExp(`/orders/${orders[0]._id}$`));
  await expect(page.getByText(`Payment ID: ${orders[0].paymentId}`).first()).toBeVisible();
});

test("an order cancelled while placed is refunded through Razorpay's Refunds API (D39)", async ({
  page,
}) => {
  await placeOrderAnswered(page, 'success');
  const placed = page.getByRole('region', { name: 'Order placed' });

  await placed.getByRole('button', { name: 'Cancel order' }).click();
  await placed.getByRole('button', { name: 'Yes, cancel order' }).click();

  const cancelled = page.getByRole('region', { name: 'Order cancelled' });
  await expect(cancelled.getByText('Refunded', { exact: true })).toBeVisible();
  const { orders } = await readApi(page, '/api/user/orders');
  expect(orders[0]).toMatchObject({ status: 'cancelled', paymentStatus: 'refunded' });
});

test("Razorpay's payment.failed keeps the cart and says why", async ({ page }) => {
  await placeOrderAnswered(page, 'failure');

  await expect(page.getByText('Your card was declined by the bank.').first()).toBeVisible();
  await expectCartKeptAndNoOrder(page);
});

test('a Razorpay script that fails to load aborts the checkout with the cart intact', async ({
  page,
}) => {
  // The page's route goes before the context's stand-in.
  await page.route(RAZORPAY_SCRIPT, (route) => route.abort());
  await placeOrderAnswered(page, 'success');

  await expect(
    page.getByText('Razorpay SDK failed to load, please check your connection.').first(),
  ).toBeVisible();
  await expectCartKeptAndNoOrder(page);
});

test('closing the Razorpay form (modal.ondismiss) cancels the payment and keeps the cart', async ({
  page,
}) => {
  await placeOrderAnswered(page, 'dismiss');

  await expect(page.getByText('Payment cancelled. Your cart is unchanged.').first()).toBeVisible();
  await expectCartKeptAndNoOrder(page);
});

test('a payment whose signature is not Razorpay’s places no order: the shopper is told, the cart kept', async ({
  page,
}) => {
  await placeOrderAnswered(page, 'forged');

  await expect(
    page
      .getByTestId('checkout-failure')
      .getByText(/the order was refused \(The payment's signature is not the provider's\.\)/),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/checkout$/);
  await expect(
    page.getByRole('list', { name: 'Dishes in your order' }).getByText('Gelato'),
  ).toBeVisible();
  await expectCartKeptAndNoOrder(page);
});
