import { expect, test, type Page } from '@playwright/test';
import {
  addToCart,
  callApi,
  expectNoAxeViolations,
  guestWithCart,
  openStore,
  placeOrderForCart,
} from './support';

async function openCheckoutWithAddress(page: Page) {
  await openStore(page, '/checkout');
  await page.getByRole('radio', { name: /Asha Verma/ }).check();
}

test('Order History shows the latest 10 orders and the rest on Show more', async ({ page }) => {
  const token = await guestWithCart(page, []);
  const paymentIds: string[] = [];
  for (let count = 1; count <= 12; count += 1) {
    await addToCart(page, token, 'prod-biryani');
    paymentIds.push((await placeOrderForCart(page, token)).paymentId);
  }
  await openStore(page, '/profile/order-history');
  const list = page.getByRole('list', { name: 'Order History' });
  const orders = list.getByRole('article');
  await expect(orders).toHaveCount(10);
  await expect(orders.first()).toContainText(paymentIds[11]!);

  await page.getByRole('button', { name: 'Show more' }).click();

  await expect(orders).toHaveCount(12);
  await expect(orders.last()).toContainText(paymentIds[0]!);
  await expect(page.getByRole('button', { name: 'Show more' })).toHaveCount(0);
  // Focus is on the first order that 'Show more' brought.
  await expect(list.locator(':scope > li').nth(10)).toBeFocused();
});

for (const [choice, says] of [
  ['Fail', 'The test card was declined.'],
  ['Cancel', 'Payment cancelled. Your cart is unchanged.'],
] as const) {
  test(`a payment ended with ${choice} says so and keeps the cart and the address`, async ({
    page,
  }) => {
    const token = await guestWithCart(page, ['prod-lasagna']);
    await openCheckoutWithAddress(page);
    await page.getByRole('button', { name: 'Place Order' }).click();
    await page
      .getByRole('dialog', { name: 'Test payment' })
      .getByRole('button', { name: choice })
      .click();
    await expect(page.getByText(says).first()).toBeVisible();
    await expect(page.getByRole('radio', { name: /Asha Verma/ })).toBeChecked();
    const { body } = await callApi(page, '/api/user/cart', { token });
    expect(body.cart).toHaveLength(1);
    const orders = await callApi(page, '/api/user/orders', { token });
    expect(orders.body.orders).toEqual([]);
  });
}

test('placing an order without an address asks for one and opens no payment', async ({ page }) => {
  await guestWithCart(page, ['prod-tiramisu']);
  await openStore(page, '/checkout');
  await page.getByRole('button', { name: 'Place Order' }).click();
  await expect(
    page.getByText('Please select an address before placing the order.').first(),
  ).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'Test payment' })).toBeHidden();
});

test('checkout with an empty cart offers the dishes and no Place Order', async ({ page }) => {
  await guestWithCart(page, []);
  await openStore(page, '/checkout');
  await expect(page.getByRole('link', { name: 'Browse dishes' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Place Order' })).toHaveCount(0);
});

test('an address added in the profile is there after a reload and at checkout', async ({
  page,
}) => {
  await guestWithCart(page, ['prod-dim-sum']);
  await openStore(page, '/profile/address');
  await page.getByRole('button', { name: 'Add new address' }).click();
  await page.getByRole('button', { name: 'Random Data' }).click();
  await page.getByLabel(/^Name/).fill('Meera Pillai');
  await page.getByRole('button', { name: 'Save address' }).click();
  await expect(page.getByText('Meera Pillai').first()).toBeVisible();

  await page.reload();
  await expect(page.getByText('Meera Pillai').first()).toBeVisible();
  await openStore(page, '/checkout');
  await expect(page.getByRole('radio', { name: /Meera Pillai/ })).toBeVisible();
});

test('the profile tabs are links that mark the current one', async ({ page }) => {
  await guestWithCart(page, []);
  await openStore(page, '/profile');
  await expect(page).toHaveURL(/\/profile\/profile-information$/);
  await page.getByRole('link', { name: 'Order History' }).click();
  await expect(page.getByRole('link', { name: 'Order History' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await expect(page.getByText('No order to display')).toBeVisible();
});

for (const path of [
  '/profile/profile-information',
  '/profile/address',
  '/profile/order-history',
  '/checkout',
]) {
  test(`axe finds no WCAG AA violation on ${path}`, async ({ page }) => {
    await guestWithCart(page, ['prod-fried-rice']);
    await openStore(page, path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
    await expectNoAxeViolations(page);
  });
}
