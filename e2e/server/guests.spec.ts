import { expect, test, type Page } from '@playwright/test';
import { openStore } from '../support';
import { buyTheGelato, logIn, newEmail, readApi, signUp } from './shopper';

// 'Be My Guest' on `npm start` (D44): one server for every visitor, and each guest an account
// of their own.

async function beMyGuest(page: Page) {
  await openStore(page, '/login');
  await page.getByRole('button', { name: 'Be My Guest' }).click();
  await expect(page.getByText('Successfully logged in as Guest')).toBeVisible();
}

test('two visitors who press Be My Guest see nothing of each other', async ({ page, browser }) => {
  // Visitor A buys the Gelato for an address of their own.
  await beMyGuest(page);
  await buyTheGelato(page, 'Visitor A Private');
  const orderOfA = new URL(page.url()).pathname;
  await openStore(page, '/foodItems');
  const tiramisu = page.getByRole('article', { name: 'Tiramisu' });
  await tiramisu.getByRole('button', { name: 'Add to cart' }).click();
  await expect(tiramisu.getByRole('link', { name: 'Go to cart' })).toBeVisible();

  // Visitor B, on another browser, presses the same button.
  const other = await browser.newContext();
  const visitorB = await other.newPage();
  await beMyGuest(visitorB);
  await openStore(visitorB, '/foodItems');
  const tiramisuOfB = visitorB.getByRole('article', { name: 'Tiramisu' });
  await expect(tiramisuOfB.getByRole('button', { name: 'Add to cart' })).toBeVisible();
  await openStore(visitorB, '/cart');
  await expect(visitorB.getByText('Your Cart is Empty')).toBeVisible();
  await openStore(visitorB, '/profile/order-history');
  await expect(visitorB.getByText('No order to display')).toBeVisible();
  await openStore(visitorB, '/profile/address');
  await expect(visitorB.getByRole('heading', { name: 'Asha Verma' })).toBeVisible();
  await expect(visitorB.getByText('Visitor A Private')).toHaveCount(0);
  await openStore(visitorB, orderOfA);
  await expect(
    visitorB.getByRole('heading', { level: 1, name: 'We could not find that order' }),
  ).toBeVisible();
  await other.close();

  // A's cart is as A left it.
  expect((await readApi(page, '/api/user/cart')).cart).toMatchObject([{ _id: 'prod-tiramisu' }]);
});

test('a guest who signs up keeps the cart and the orders, on any browser', async ({
  page,
  browser,
}) => {
  await beMyGuest(page);
  const paymentId = await buyTheGelato(page);
  await openStore(page, '/foodItems');
  const lasagna = page.getByRole('article', { name: 'Lasagna' });
  await lasagna.getByRole('button', { name: 'Add to cart' }).click();
  await expect(lasagna.getByRole('link', { name: 'Go to cart' })).toBeVisible();

  // Signing up from the guest's session.
  const email = newEmail();
  await signUp(page, email);

  // Another browser logs in to the new account and finds what the guest did.
  const other = await browser.newContext();
  const second = await other.newPage();
  await logIn(second, email);
  await openStore(second, '/cart');
  await expect(second.getByRole('heading', { name: 'MY CART (1)' })).toBeVisible();
  await expect(second.getByRole('link', { name: 'Lasagna' })).toBeVisible();
  await openStore(second, '/profile/order-history');
  await expect(
    second.getByRole('list', { name: 'Order History' }).getByText(paymentId!),
  ).toBeVisible();
  await other.close();
});
