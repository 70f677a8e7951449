import { expect, test } from '@playwright/test';
import { fileURLToPath } from 'node:url';
import { newEmail, checkoutTheGelato, signUp } from './shopper';

// The server configured with Razorpay (D33): it creates the Razorpay order (at the Orders API
// stand-in) for the amount it computed, and accepts the order only with Razorpay's signature.
// Razorpay's checkout.js is the stand-in, which signs with the key secret the server was given.

const STAND_IN = fileURLToPath(new URL('../razorpay/checkout.js', import.meta.url));
const RAZORPAY_SCRIPT = 'https://checkout.razorpay.com/v1/checkout.js';

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
  await checkoutTheGelato(page);
});

test("Razorpay is opened on the server's order for the amount it computed; its signed payment places the order", async ({
  page,
}) => {
  await page.getByRole('button', { name: 'Place Order' }).click();

  await expect(page).toHaveURL(/\/orders\/[\w-]+$/);
  await expect(page.getByText(/Payment ID: pay_standin\w+/).first()).toBeVisible();
  const opened = await page.evaluate(
    () => (window as { razorpayOpenedWith?: unknown }).razorpayOpenedWith,
  );
  // The Gelato (₹100) and the ₹100 delivery, in paise.
  expect(opened).toMatchObject({
    key: 'rzp_test_standin',
    order_id: expect.stringMatching(/^order_standin\d+$/),
    amount: 20_000,
    currency: 'INR',
  });
});

test('a payment whose signature is not Razorpay’s places no order: the shopper is told, the cart kept', async ({
  page,
}) => {
  await page.evaluate(() => Object.assign(window, { razorpayStandIn: 'forged' }));
  await page.getByRole('button', { name: 'Place Order' }).click();

  await expect(
    page
      .getByTestId('checkout-failure')
      .getByText(/the order was refused \(The payment's signature is not the provider's\.\)/),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/checkout$/);
  await expect(
    page.getByRole('list', { name: 'Dishes in your order' }).getByText('Gelato'),
  ).toBeVisible();
});
