import { expect, test } from '@playwright/test';
import { callApi, openStore, press } from './support';

const today = () => {
  const now = new Date();
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(now.getDate())}-${pad(now.getMonth() + 1)}-${now.getFullYear()}`;
};

for (const viewport of [
  { width: 1280, height: 800 },
  { width: 360, height: 740 },
]) {
  test(`a visitor buys with the keyboard alone, at ${viewport.width} px`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await openStore(page);

    await press(page, page.getByRole('link', { name: "I'm Hungry" }), 'Enter');
    await expect(page.getByText('Total Food Items: 30')).toBeVisible();

    const biryani = page.getByRole('article', { name: 'Biryani' });
    await press(page, biryani.getByRole('button', { name: 'Add to cart' }), 'Enter');
    await expect(page).toHaveURL(/\/login$/);
    await press(page, page.getByRole('button', { name: 'Be My Guest' }), 'Enter');
    await expect(page.getByText('Successfully logged in as Guest')).toBeVisible();
    await expect(page).toHaveURL(/\/foodItems$/);

    await press(page, biryani.getByRole('button', { name: 'Add to cart' }), 'Enter');
    await expect(biryani.getByRole('link', { name: 'Go to cart' })).toBeVisible();
    // Back up to the header's cart link, which now counts the dish.
    await press(page, page.getByRole('link', { name: 'Cart, 1 item' }), 'Enter', 'Shift+Tab');
    await expect(page.getByRole('heading', { name: 'MY CART (1)' })).toBeVisible();
    await press(page, page.getByRole('button', { name: 'Increase quantity of Biryani' }), 'Space');
    await expect(page.getByRole('status', { name: 'Quantity 2' })).toBeVisible();
    await press(page, page.getByRole('link', { name: 'CHECKOUT' }), 'Enter');

    const address = page.getByRole('radio', { name: /Asha Verma/ });
    await press(page, address, 'Space');
    await expect(address).toBeChecked();
    await press(page, page.getByRole('button', { name: 'Place Order' }), 'Enter');

    const sheet = page.getByRole('dialog', { name: 'Test payment' });
    await expect(sheet.getByText('₹500')).toBeVisible(); // 2 × ₹200 + ₹100 delivery
    await press(page, sheet.getByRole('button', { name: 'Pay' }), 'Enter');
    await expect(page.getByText('Payment successful!')).toBeVisible();
    await expect(page).toHaveURL(/\/orders\/[\w-]+$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Track your order' })).toBeVisible();
    const order = page.getByRole('article').first();
    await expect(order.getByText(`Order date: ${today()}`)).toBeVisible();
    await expect(order.getByText('Order will be delivered within 30 minutes')).toBeVisible();
    await expect(order.getByText('Total: ₹500')).toBeVisible();
    await expect(order.getByText(/Payment ID: pay_test_/)).toBeVisible();

    const token = await page.evaluate(() => localStorage.getItem('token') ?? '');
    expect((await callApi(page, '/api/user/cart', { token })).body.cart).toEqual([]);
    await page.reload();
    await expect(page.getByText('Total: ₹500').first()).toBeVisible();
  });
}
