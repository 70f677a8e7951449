import { expect, test } from '@playwright/test';
import { callApi, openStore } from './support';

test('the store boots and paints its shell', async ({ page }) => {
  await openStore(page);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test('a deep link to a page that is not prerendered shows a loading page while its code arrives', async ({
  page,
}) => {
  let deliver = () => {};
  const held = new Promise<void>((resolve) => (deliver = resolve));
  await page.route(/\/assets\/MockmanPage-.*\.js$/, async (route) => {
    await held;
    await route.continue();
  });

  await page.goto('/mockman');
  await expect(page.getByRole('status')).toHaveText('Loading the page');
  deliver();
  await expect(page.getByRole('combobox', { name: 'Endpoint' })).toBeVisible();
});

test('the service worker controls the page and answers /api/products with 30 dishes', async ({
  page,
}) => {
  await openStore(page);
  expect(await page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);

  const answered = page.waitForResponse((response) => response.url().endsWith('/api/products'));
  const { status, body } = await callApi(page, '/api/products');
  expect((await answered).fromServiceWorker()).toBe(true);
  expect(status).toBe(200);
  expect(body.products).toHaveLength(30);
});

test('a cart filled through the API is still there after a reload', async ({ page }) => {
  await openStore(page);
  const login = await callApi(page, '/api/auth/guest', { method: 'POST' });
  const token: string = login.body.encodedToken;
  const { body: catalog } = await callApi(page, '/api/products');
  const added = await callApi(page, '/api/user/cart', {
    method: 'POST',
    token,
    body: { product: catalog.products[0] },
  });
  expect(added.status).toBe(201);

  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('data-backend', 'ready');
  const { body } = await callApi(page, '/api/user/cart', { token });
  expect(body.cart.map((item: { _id: string }) => item._id)).toEqual([catalog.products[0]._id]);
});

test('an unknown path shows the not-found page with a way back to the dishes', async ({ page }) => {
  await openStore(page, '/no-such-page');
  await expect(page.getByRole('link', { name: /popular/i })).toHaveAttribute('href', '/foodItems');
});

test('two open tabs keep each other’s changes', async ({ context }) => {
  const [first, second] = [await context.newPage(), await context.newPage()];
  await openStore(first);
  await openStore(second);
  const { body } = await callApi(first, '/api/auth/guest', { method: 'POST' });
  const token: string = body.encodedToken;
  const addTo = (page: typeof first, list: string, _id: string) =>
    callApi(page, `/api/user/${list}`, { method: 'POST', token, body: { product: { _id } } });

  expect((await addTo(first, 'cart', 'prod-biryani')).status).toBe(201);
  expect((await addTo(second, 'wishlist', 'prod-gelato')).status).toBe(201);

  // Chromium hands one tab's localStorage write to another tab's renderer a moment later, so
  // the first tab may read the old list once; a lost write would never show up.
  const ids = async (list: 'cart' | 'wishlist') => {
    const { body: reply } = await callApi(first, `/api/user/${list}`, { token });
    return (reply[list] as { _id: string }[]).map((item) => item._id);
  };
  await expect.poll(() => ids('cart')).toEqual(['prod-biryani']);
  await expect.poll(() => ids('wishlist')).toEqual(['prod-gelato']);
});
