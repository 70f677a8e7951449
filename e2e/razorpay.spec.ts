import { expect, test, type Page } from '@playwright/test';
import { fileURLToPath } from 'node:url';
import { callApi, openStore } from './support';

// This project runs against the build configured with a public Razorpay test key. The page's
// request for Razorpay's checkout.js is answered by the stand-in (never by the internet), or
// fails when `broken`.
const STAND_IN = fileURLToPath(new URL('./razorpay/checkout.js', import.meta.url));
const RAZORPAY_SCRIPT = 'https://checkout.razorpay.com/v1/checkout.js';

// The context's route, not the page's: the backend's service worker fetches the script on the
// page's behalf, and only the context sees a service worker's requests.
const serveStandIn = (page: Page, { broken = false } = {}) =>
  page
    .context()
    .route(RAZORPAY_SCRIPT, (route) =>
      broken ? route.abort() : route.fulfill({ path: STAND_IN, contentType: 'text/javascript' }),
    );

async function checkoutWith(
  page: Page,
  dishes: string[],
  outcome: 'success' | 'failure' | 'dismiss',
) {
  await openStore(page, '/login');
  await page.getByRole('button', { name: 'Be My Guest' }).click();
  await expect(page.getByText('Successfully logged in as Guest')).toBeVisible();
  const token = await page.evaluate(() => localStorage.getItem('token') ?? '');
  for (const _id of dishes) {
    await callApi(page, '/api/user/cart', { method: 'POST', token, body: { product: { _id } } });
  }
  await openStore(page, '/checkout');
  await page.evaluate((choice) => Object.assign(window, { razorpayStandIn: choice }), outcome);
  await page.getByRole('radio', { name: /Asha Verma/ }).check();
  await page.getByRole('button', { name: 'Place Order' }).click();
  return token;
}

test('Razorpay is opened with the public key, the amount in paise, INR and the prefill; success places the order', async ({
  page,
}) => {
  await serveStandIn(page);
  const token = await checkoutWith(page, ['prod-butter-chicken', 'prod-mango-lassi'], 'success');
  await expect(page.getByText('Payment successful!')).toBeVisible();
  const opened = await page.evaluate(
    () => (window as unknown as { razorpayOpenedWith: unknown }).razorpayOpenedWith,
  );
  expect(opened).toEqual({
    key: 'rzp_test_e2eStandIn0001',
    amount: (250 + 90 + 100) * 100,
    currency: 'INR',
    name: 'Cravings',
    // The shopper's name and the chosen address's phone; Razorpay's prefill has no address,
    // so the app sends it as a note.
    prefill: { name: 'Guest Shopper', contact: '9876501234' },
    notes: { address: 'Flat 4B, Sunbeam Residency, 12 Lotus Lane, Camp, Pune, Maharashtra 411001' },
  });
  const { body } = await callApi(page, '/api/user/orders', { token });
  expect(body.orders[0].paymentId).toBe('pay_standin_001');
});

test("Razorpay's payment.failed keeps the cart and says why", async ({ page }) => {
  await serveStandIn(page);
  const token = await checkoutWith(page, ['prod-ravioli'], 'failure');
  await expect(page.getByText('Your card was declined by the bank.').first()).toBeVisible();
  const { body } = await callApi(page, '/api/user/cart', { token });
  expect(body.cart).toHaveLength(1);
});

test('a Razorpay script that fails to load aborts the checkout with the cart intact', async ({
  page,
}) => {
  await serveStandIn(page, { broken: true });
  const token = await checkoutWith(page, ['prod-bruschetta'], 'success');
  await expect(
    page.getByText('Razorpay SDK failed to load, please check your connection.').first(),
  ).toBeVisible();
  const { body } = await callApi(page, '/api/user/cart', { token });
  expect(body.cart).toHaveLength(1);
  const orders = await callApi(page, '/api/user/orders', { token });
  expect(orders.body.orders).toEqual([]);
});

test('closing the Razorpay form (modal.ondismiss) cancels the payment and keeps the cart', async ({
  page,
}) => {
  await serveStandIn(page);
  const token = await checkoutWith(page, ['prod-tiramisu'], 'dismiss');
  await expect(page.getByText('Payment cancelled. Your cart is unchanged.').first()).toBeVisible();
  const { body } = await callApi(page, '/api/user/cart', { token });
  expect(body.cart.map((item: { _id: string }) => item._id)).toEqual(['prod-tiramisu']);
  const orders = await callApi(page, '/api/user/orders', { token });
  expect(orders.body.orders).toEqual([]);
});
