import { expect, test } from '@playwright/test';
import { openStore } from './support';

// Storybook, published with the store at /storybook/ (D48), on the static build and on
// `npm start`: its stories run on their own in-browser backend (MSW's worker under /storybook/,
// over memory), whatever answers the store's API, and leave the shopper's session and data alone.

test("Storybook runs a story on its own backend, within its policy, and leaves the shopper's session and cart alone", async ({
  page,
  context,
}) => {
  test.slow();
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) =>
      console.error(`policy violation: ${event.violatedDirective} ${event.blockedURI}`),
    );
  });
  const violations: string[] = [];
  page.on('console', (message) => {
    if (message.text().startsWith('policy violation')) violations.push(message.text());
  });
  // A shopper with Gelato in the cart (on the static build, the store's service worker now
  // controls the whole origin).
  await openStore(page, '/foodItems');
  await page.getByRole('banner').getByRole('link', { name: 'Login' }).click();
  await page.getByRole('button', { name: 'Be My Guest' }).click();
  await expect(page.getByText('Successfully logged in as Guest')).toBeVisible();
  const gelato = page.getByRole('article', { name: 'Gelato' });
  await gelato.getByRole('button', { name: 'Add to cart' }).click();
  await expect(gelato.getByRole('link', { name: 'Go to cart' })).toBeVisible();
  const token = await page.evaluate(() => localStorage.getItem('token'));

  // From here, a call that reached the network would fail: the stories' backend is in the page.
  await context.route('**/api/**', (route) => route.abort());
  await page.goto('/storybook');
  await expect(page).toHaveURL(/\/storybook\/$/);
  const sidebar = page.getByRole('navigation', { name: 'Stories' });
  await expect(sidebar.getByRole('link', { name: 'Introduction' })).toBeVisible();
  // The flow's play function logs in as the guest, adds Gelato, one more, and removes it.
  await page.goto(
    '/storybook/?path=/story/flows-cart--visitor-logs-in-as-guest-and-fills-the-cart',
  );
  await expect(
    page.frameLocator('#storybook-preview-iframe').getByText('Your Cart is Empty'),
  ).toBeVisible({ timeout: 45_000 });
  const story = page.frame({ url: /\/storybook\/iframe\.html/ })!;
  expect(await story.evaluate(() => navigator.serviceWorker.controller?.scriptURL)).toMatch(
    /\/storybook\/mockServiceWorker\.js$/,
  );
  expect(violations).toEqual([]);

  // Its Tests panel (D50): the build's commit, and the story's committed pictures at both widths,
  // with this build's own results once `npm test` has published them (it may still be running).
  await expect(page.getByRole('link', { name: /^Cravings · [0-9a-f]{7}/ })).toBeVisible();
  await page.getByRole('tab', { name: 'Tests' }).click();
  const tests = page.getByRole('region', {
    name: "Tests of 'Visitor Logs In As Guest And Fills The Cart'",
  });
  await expect(tests.getByText(/^Built from [0-9a-f]{7}/)).toBeVisible();
  await expect(
    tests
      .getByText('No test results in this build: npm test publishes them.')
      .or(tests.getByText('Play function')),
  ).toBeVisible();
  for (const width of [360, 1280]) {
    const picture = tests.getByRole('img', { name: new RegExp(`at ${width} px, as committed$`) });
    await expect(picture).toBeVisible();
    expect(await picture.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBe(width);
  }

  await context.unroute('**/api/**');
  await openStore(page, '/cart');
  await expect(page.getByRole('heading', { name: 'MY CART (1)' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Increase quantity of Gelato' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBe(token);
});

test("Storybook's manager may frame its own pages, and no one the store's", async ({ request }) => {
  const frameAncestors = async (path: string) => {
    const response = await request.get(path);
    expect(response.status()).toBe(200);
    return /frame-ancestors ([^;]+)/.exec(response.headers()['content-security-policy'] ?? '')?.[1];
  };
  for (const path of ['/storybook/', '/storybook/iframe.html', '/storybook/index.json']) {
    expect(await frameAncestors(path)).toBe("'self'");
  }
  for (const path of ['/', '/foodItems', '/cart', '/api/products']) {
    expect(await frameAncestors(path)).toBe("'none'");
  }
});
