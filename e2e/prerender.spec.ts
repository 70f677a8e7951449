import { expect, test, type Page } from '@playwright/test';
import { openStore, withProbeScript } from './support';

/**
 * Opens a prerendered page and fails on any error or warning in the console. An inline script
 * notes the first prerendered element as the HTML is parsed: after hydration it must still be
 * there, since React adopts prerendered markup that matches and replaces markup that does not.
 */
async function openHydrated(page: Page, path: string) {
  const complaints: string[] = [];
  page.on('console', (message) => {
    if (['error', 'warning'].includes(message.type())) complaints.push(message.text());
  });
  page.on('pageerror', (error) => complaints.push(error.message));
  await page.route(path, async (route) => {
    const response = await route.fetch();
    const html = withProbeScript(
      await response.text(),
      'window.prerendered = document.getElementById("root").firstElementChild;',
      (page, probe) => page.replace('</body>', `${probe}</body>`),
    );
    await route.fulfill({ response, body: html });
  });
  await openStore(page, path);
  return complaints;
}

const adoptedPrerenderedMarkup = (page: Page) =>
  page.evaluate(
    () =>
      (window as unknown as { prerendered: Element | null }).prerendered ===
      document.getElementById('root')?.firstElementChild,
  );

for (const path of ['/', '/foodItems', '/foodItems/prod-biryani', '/login', '/signup']) {
  test(`${path} hydrates its prerendered HTML without a mismatch`, async ({ page }) => {
    const complaints = await openHydrated(page, path);
    await expect(page.getByRole('link', { name: 'Cravings?!' })).toBeVisible();
    expect(await adoptedPrerenderedMarkup(page)).toBe(true);
    expect(complaints).toEqual([]);
  });
}

test('the prerendered dishes stay on screen when the backend starts with the same menu', async ({
  page,
}) => {
  await page.addInitScript(() => {
    // The fewest dish cards on screen at any moment once the first one is there.
    const fewest = { cards: Infinity };
    Object.assign(window, { fewest });
    new MutationObserver(() => {
      const cards = document.querySelectorAll('[aria-label="Dishes"] article').length;
      if (cards > 0 || fewest.cards !== Infinity) fewest.cards = Math.min(fewest.cards, cards);
    }).observe(document, { childList: true, subtree: true });
  });
  const catalogFromApi = page.waitForResponse((response) =>
    new URL(response.url()).pathname.endsWith('/api/products'),
  );
  await openStore(page, '/foodItems');
  await catalogFromApi;
  await expect(page.getByRole('region', { name: 'Dishes' }).getByRole('article')).toHaveCount(30);
  expect(
    await page.evaluate(() => (window as unknown as { fewest: { cards: number } }).fewest),
  ).toEqual({ cards: 30 });
});

test('the raw HTML of a dish page holds its title, price and description', async ({ request }) => {
  const html = await (await request.get('/foodItems/prod-biryani')).text();
  expect(html).toContain('Biryani');
  expect(html).toContain('₹200');
  expect(html).toContain('Fragrant basmati rice layered with spiced meat and saffron.');
});

test.describe('with service workers blocked, so that no backend starts', () => {
  test.use({ serviceWorkers: 'block' });

  test('the dishes show: the page was built with the catalog', async ({ page }) => {
    await page.goto('/foodItems');
    await expect(page.getByText('Total Food Items: 30')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Biryani' })).toBeVisible();
  });
});

test('a login sent before the code arrives is held and shows it is working, the password out of the URL', async ({
  page,
}) => {
  await page.route(/\/assets\/index-.*\.js$/, (route) => route.abort());
  await page.goto('/login');
  await page.getByLabel(/^Email\*?$/).fill('shopper@example.com');
  await page.getByLabel(/^Password\*?$/).fill('s3cret-pass');
  const login = page.getByRole('button', { name: 'Login', exact: true });
  await login.click();
  await expect(login).toHaveCSS('cursor', 'progress');
  expect(page.url()).not.toContain('s3cret');
  expect(page.url()).not.toContain('shopper');
});
