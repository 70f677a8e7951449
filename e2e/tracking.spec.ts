import { expect, test, type Page } from '@playwright/test';
import {
  callApi,
  expectNoAxeViolations,
  guestWithCart,
  moveFocusTo,
  openStore,
  payWithTestSheet,
  press,
} from './support';

// The tracking page (D38) on the static build, without the kitchen: an order waits as placed,
// with its 30-minute promise, until the shopper cancels it (refunded at once by the built-in
// test provider, D39). The page follows the order's changes, made here or elsewhere.

/** Pays for the cart with the test sheet; the order's tracking page opens. Returns its id. */
async function payForCart(page: Page): Promise<string> {
  await openStore(page, '/checkout');
  await page.getByRole('radio', { name: /Asha Verma/ }).check();
  await payWithTestSheet(page);
  return decodeURIComponent(new URL(page.url()).pathname.split('/').at(-1)!);
}

/** The order's short number, as the page shows it: the first 6 of its id (`orderNumber`). */
const shortNumber = (orderId: string) => orderId.replaceAll('-', '').slice(0, 6).toUpperCase();

const statusCard = (page: Page, status: string) => page.getByRole('region', { name: status });

const currentStep = (page: Page) =>
  page.getByRole('list', { name: 'Order progress' }).locator('[aria-current="step"]');

/** The order's promised time as the page shows it: hh:mm in the browser's time zone. */
async function deliveryTime(page: Page, orderId: string, token: string) {
  const { body } = await callApi(page, `/api/user/orders/${orderId}`, { token });
  return page.evaluate(
    (iso) => new Date(iso).toTimeString().slice(0, 5),
    body.order.deliverBy as string,
  );
}

test('a paid order waits as placed; Cancel order, confirmed, cancels and refunds it, and a reload shows the same', async ({
  page,
}) => {
  // Biryani ₹200 + ₹100 delivery.
  const token = await guestWithCart(page, ['prod-biryani']);
  const orderId = await payForCart(page);
  const arrival = await deliveryTime(page, orderId, token);

  const placed = statusCard(page, 'Order placed');
  await expect(placed.getByText(`Order ${shortNumber(orderId)}`)).toBeVisible();
  await expect(placed.getByText(`Estimated arrival ${arrival}`)).toBeVisible();
  await expect(placed.getByText(/^Arriving in (30|29) min$/)).toBeVisible();
  await expect(currentStep(page)).toHaveText('Order placed');
  await expect(page.getByText('Order will be delivered within 30 minutes')).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Order status' })).toHaveCount(0);

  // One tap only asks; 'Keep order' leaves the order as it was.
  await placed.getByRole('button', { name: 'Cancel order' }).click();
  const question = placed.getByRole('group', {
    name: 'Cancel this order? You will be refunded ₹300.',
  });
  await question.getByRole('button', { name: 'Keep order' }).click();
  await expect(question).toHaveCount(0);
  await expect(currentStep(page)).toHaveText('Order placed');

  await placed.getByRole('button', { name: 'Cancel order' }).click();
  await question.getByRole('button', { name: 'Yes, cancel order' }).click();

  const cancelled = statusCard(page, 'Order cancelled');
  await expect(cancelled.getByText('Refunded', { exact: true })).toBeVisible();
  await expect(cancelled.getByText(/^You cancelled this order at \d\d:\d\d\.$/)).toBeVisible();
  // A read of the order between its cancelling and its refund may announce them one by one.
  await expect(cancelled.getByRole('status')).toHaveText(
    /^(Order status: Order cancelled\. )?Refunded\.$/,
  );
  await expect(page.getByRole('list', { name: 'Order progress' })).toHaveCount(0);
  await expect(page.getByText(/Arriving in/)).toHaveCount(0);
  await expect(page.getByRole('alert')).toHaveCount(0);

  const { body } = await callApi(page, `/api/user/orders/${orderId}`, { token });
  expect(body.order).toMatchObject({ status: 'cancelled', paymentStatus: 'refunded' });

  await page.reload();
  await expect(
    statusCard(page, 'Order cancelled').getByText('Refunded', { exact: true }),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Cancel order' })).toHaveCount(0);

  await openStore(page, '/profile/order-history');
  const latest = page.getByRole('article').first();
  await expect(latest.getByText('Status: Cancelled')).toBeVisible();
  await expect(latest.getByText('Refunded', { exact: true })).toBeVisible();
});

test('an order cancelled elsewhere (another tab) changes on the open page, without a reload', async ({
  page,
}) => {
  const token = await guestWithCart(page, ['prod-gelato']);
  const orderId = await payForCart(page);
  const placed = statusCard(page, 'Order placed');
  await expect(placed.getByRole('button', { name: 'Cancel order' })).toBeVisible();

  const { status } = await callApi(page, `/api/user/orders/${orderId}/cancel`, {
    method: 'POST',
    token,
  });
  expect(status).toBe(200);

  // The page asks for its order every 3 seconds until the backend streams its changes.
  const cancelled = statusCard(page, 'Order cancelled');
  await expect(cancelled.getByText('Refunded', { exact: true })).toBeVisible();
  await expect(cancelled.getByRole('status')).toHaveText(
    /^(Order status: Order cancelled\. )?Refunded\.$/,
  );
  await expect(page.getByRole('button', { name: 'Cancel order' })).toHaveCount(0);
});

test('at 360 px the tracking page fits, axe finds nothing, and the keyboard cancels the order', async ({
  page,
}) => {
  await page.setViewportSize({ width: 360, height: 740 });
  // Gelato ₹100 + Dim Sum ₹220 + ₹100 delivery.
  await guestWithCart(page, ['prod-gelato', 'prod-dim-sum']);
  await payForCart(page);
  await expect(statusCard(page, 'Order placed')).toBeVisible();

  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBe(0);
  await expectNoAxeViolations(page);

  await press(page, page.getByRole('button', { name: 'Cancel order' }), 'Enter');
  const question = page.getByRole('group', {
    name: 'Cancel this order? You will be refunded ₹420.',
  });
  await expect(question.getByRole('button', { name: 'Keep order' })).toBeFocused();
  await expectNoAxeViolations(page);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('button', { name: 'Cancel order' })).toBeFocused();

  await page.keyboard.press('Enter');
  await page.keyboard.press('Shift+Tab');
  await expect(question.getByRole('button', { name: 'Yes, cancel order' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(
    statusCard(page, 'Order cancelled').getByText('Refunded', { exact: true }),
  ).toBeVisible();
  await expectNoAxeViolations(page);
  await moveFocusTo(page, page.getByRole('link', { name: 'Facebook' }));
});

test('an unknown order: not found, and the keyboard finds the way to Order History', async ({
  page,
}) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await guestWithCart(page, []);
  await openStore(page, '/orders/order-that-never-was');
  await expect(
    page.getByRole('heading', { level: 1, name: 'We could not find that order' }),
  ).toBeVisible();
  await press(page, page.getByRole('link', { name: 'See your orders' }), 'Enter');
  await expect(page).toHaveURL(/\/profile\/order-history$/);
  await expect(page.getByText('No order to display')).toBeVisible();
});
