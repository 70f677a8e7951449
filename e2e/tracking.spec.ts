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

// The tracking page (D24) under Playwright's clock: the page, and the backend that
// MSW runs in it, read the same faked time, which the tests move forward.

/** Pays for the cart with the test sheet; the order's tracking page opens. Returns its id. */
async function payForCart(page: Page): Promise<string> {
  await openStore(page, '/checkout');
  await page.getByRole('radio', { name: /Asha Verma/ }).check();
  await payWithTestSheet(page);
  return decodeURIComponent(new URL(page.url()).pathname.split('/').at(-1)!);
}

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

test('a paid order is tracked from placed to delivered as the clock moves; a reload shows the same', async ({
  page,
}) => {
  await page.clock.install();
  const token = await guestWithCart(page, ['prod-biryani']);
  const orderId = await payForCart(page);
  const arrival = await deliveryTime(page, orderId, token);

  const placed = statusCard(page, 'Order placed');
  await expect(placed.getByText('Arriving in 30 min')).toBeVisible();
  await expect(placed.getByText(`Estimated arrival ${arrival}`)).toBeVisible();
  await expect(currentStep(page)).toHaveText('Order placed');
  await expect(page.getByText('Order will be delivered within 30 minutes')).toBeVisible();

  await page.clock.fastForward('01:00');
  await expect(placed.getByText('Arriving in 29 min')).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Order status' })).toHaveCount(0);

  await page.clock.fastForward('04:00');
  const preparing = statusCard(page, 'Preparing');
  await expect(preparing.getByText('Arriving in 25 min')).toBeVisible();
  await expect(currentStep(page)).toHaveText('Preparing');
  await expect(preparing.getByRole('status')).toHaveText('Order status: Preparing');

  await page.reload();
  await expect(statusCard(page, 'Preparing').getByText('Arriving in 25 min')).toBeVisible();
  await expect(currentStep(page)).toHaveText('Preparing');

  await page.clock.fastForward('10:00');
  await expect(statusCard(page, 'On the way').getByText('Arriving in 15 min')).toBeVisible();

  await page.clock.fastForward('15:00');
  const delivered = statusCard(page, 'Delivered');
  await expect(delivered.getByText(`Delivered at ${arrival}`)).toBeVisible();
  await expect(delivered.getByText(/Arriving in/)).toHaveCount(0);
  await expect(currentStep(page)).toHaveText('Delivered');
});

test('at 360 px the tracking page fits, axe finds nothing, and the keyboard reaches its end', async ({
  page,
}) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await guestWithCart(page, ['prod-gelato', 'prod-dim-sum']);
  await payForCart(page);
  await expect(statusCard(page, 'Order placed')).toBeVisible();

  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBe(0);
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
