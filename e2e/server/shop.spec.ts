import { expect, test, type Page } from '@playwright/test';
import { openStore, payWithTestSheet } from '../support';

// The store as `npm start` serves it (issue 23): built with VITE_BACKEND=server, its API answered
// by the Node server over the embedded database. One database for every test here, so each test
// makes an account of its own.

const PASSWORD = `pass-${crypto.randomUUID()}`;

/** A form field by its label; required fields show an asterisk that screen readers skip. */
const field = (page: Page, label: string) => page.getByLabel(new RegExp(`^${label}\\*?$`));

async function signUp(page: Page, email: string) {
  await openStore(page, '/signup');
  await field(page, 'First name').fill('Meera');
  await field(page, 'Last name').fill('Nair');
  await field(page, 'Email').fill(email);
  await field(page, 'Password').fill(PASSWORD);
  await field(page, 'Confirm password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByText('Successfully logged in')).toBeVisible();
}

test('a new shopper buys on the server, and another browser sees the order', async ({
  page,
  browser,
}) => {
  const email = `server-${crypto.randomUUID()}@example.com`;
  const workerRequests: string[] = [];
  page.on('request', (request) => {
    if (/mockServiceWorker|msw/i.test(request.url())) workerRequests.push(request.url());
  });
  await signUp(page, email);

  await openStore(page, '/foodItems');
  const gelato = page.getByRole('article', { name: 'Gelato' });
  await gelato.getByRole('button', { name: 'Add to cart' }).click();
  await expect(gelato.getByRole('link', { name: 'Go to cart' })).toBeVisible();
  await openStore(page, '/checkout');
  await page.getByRole('button', { name: 'Add new address' }).click();
  await page.getByRole('button', { name: 'Random Data' }).click();
  await page.getByLabel(/^Name/).fill('Meera Nair');
  await page.getByRole('button', { name: 'Save address' }).click();
  await page.getByRole('radio', { name: /Meera Nair/ }).check();
  await payWithTestSheet(page);
  await expect(page.getByText('Payment successful!')).toBeVisible();
  const paymentId = await page
    .getByText(/Payment ID: /)
    .first()
    .textContent();

  // Nothing of the in-browser backend: no service worker, no MSW.
  expect(await page.evaluate(() => navigator.serviceWorker.getRegistrations())).toHaveLength(0);
  expect(workerRequests).toEqual([]);

  // Another browser, with no storage of the first, logs in and finds the order and an empty cart.
  const other = await browser.newContext();
  const second = await other.newPage();
  await openStore(second, '/login');
  await field(second, 'Email').fill(email);
  await field(second, 'Password').fill(PASSWORD);
  await second.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(second.getByText('Successfully logged in')).toBeVisible();
  await openStore(second, '/profile/order-history');
  await expect(
    second.getByRole('list', { name: 'Order History' }).getByText(paymentId!),
  ).toBeVisible();
  await openStore(second, '/cart');
  await expect(second.getByText('Your Cart is Empty')).toBeVisible();
  await other.close();
});

test('a client other than the store calls the API over HTTP', async ({ request }) => {
  const products = await request.get('/api/products');
  expect(products.status()).toBe(200);
  expect((await products.json()).products).toHaveLength(30);

  const guest = await request.post('/api/auth/guest');
  const { encodedToken } = await guest.json();
  const added = await request.post('/api/user/cart', {
    headers: { authorization: encodedToken },
    data: { product: { _id: 'prod-biryani' } },
  });
  expect(added.status()).toBe(201);

  // The demo reset is an admin's, off on this server.
  expect((await request.post('/api/reset')).status()).toBe(403);
});
