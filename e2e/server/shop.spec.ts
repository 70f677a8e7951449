import { expect, test } from '@playwright/test';
import { openStore } from '../support';
import { buyTheGelato, logIn, newEmail, signUp } from './shopper';

// The store as `npm start` serves it (D31): built with VITE_BACKEND=server, its API answered
// by the Node server over the embedded database.

test('a new shopper buys on the server, and another browser sees the order', async ({
  page,
  browser,
}) => {
  const email = newEmail();
  const workerRequests: string[] = [];
  page.on('request', (request) => {
    if (/mockServiceWorker|msw/i.test(request.url())) workerRequests.push(request.url());
  });
  await signUp(page, email);

  const paymentId = await buyTheGelato(page);

  // Nothing of the in-browser backend: no service worker, no MSW.
  expect(await page.evaluate(() => navigator.serviceWorker.getRegistrations())).toHaveLength(0);
  expect(workerRequests).toEqual([]);

  // Another browser, with no storage of the first, logs in and finds the order and an empty cart.
  const other = await browser.newContext();
  const second = await other.newPage();
  await logIn(second, email);
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
