import { expect, test, type Page } from '@playwright/test';
import {
  addToCart,
  COLOUR_RULES,
  expectNoAxeViolations,
  guestWithCart,
  openStore,
  placeOrderForCart,
  withProbeScript,
} from './support';

const DARK_BACKGROUND = 'rgb(20, 17, 15)';
const LIGHT_BACKGROUND = 'rgb(255, 248, 240)';

/**
 * Notes, as the HTML is parsed and before any of the page's own scripts run, the theme and the
 * page's background: what the first paint shows.
 */
async function recordFirstPaint(page: Page, path: string) {
  await page.route(path, async (route) => {
    const response = await route.fetch();
    const html = withProbeScript(
      await response.text(),
      `window.firstPaint = {
        theme: document.documentElement.dataset.theme ?? null,
        background: getComputedStyle(document.body).backgroundColor,
      };`,
      (page, probe) => page.replace('<div id="root">', `${probe}<div id="root">`),
    );
    await route.fulfill({ response, body: html });
  });
}

const firstPaint = (page: Page) =>
  page.evaluate(() => (window as unknown as { firstPaint: unknown }).firstPaint);

const pageBackground = (page: Page) =>
  page.evaluate(() => getComputedStyle(document.body).backgroundColor);

async function chooseTheme(page: Page, name: 'Light' | 'Dark' | 'System') {
  await page.getByRole('button', { name: 'Theme' }).click();
  await page.getByRole('radio', { name, exact: true }).check();
  await page.keyboard.press('Escape');
}

test('Dark, chosen in the header, stays after a reload and is there from the first paint', async ({
  page,
}) => {
  const complaints: string[] = [];
  page.on('console', (message) => {
    if (['error', 'warning'].includes(message.type())) complaints.push(message.text());
  });
  await openStore(page, '/foodItems');
  await chooseTheme(page, 'Dark');
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  expect(await pageBackground(page)).toBe(DARK_BACKGROUND);

  await recordFirstPaint(page, '/foodItems');
  await page.reload();
  expect(await firstPaint(page)).toEqual({ theme: 'dark', background: DARK_BACKGROUND });
  // Hydrated without a mismatch, and the control shows the stored choice.
  await page.getByRole('button', { name: 'Theme' }).click();
  await expect(page.getByRole('radio', { name: 'Dark', exact: true })).toBeChecked();
  expect(complaints).toEqual([]);
});

test('System follows the device, and Light overrides a dark device', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'dark' });
  await recordFirstPaint(page, '/');
  await openStore(page, '/');
  expect(await firstPaint(page)).toEqual({ theme: null, background: DARK_BACKGROUND });
  await page.getByRole('button', { name: 'Theme' }).click();
  await expect(page.getByRole('radio', { name: 'System' })).toBeChecked();
  await page.keyboard.press('Escape');

  await page.emulateMedia({ colorScheme: 'light' });
  expect(await pageBackground(page)).toBe(LIGHT_BACKGROUND);
  await page.emulateMedia({ colorScheme: 'dark' });
  expect(await pageBackground(page)).toBe(DARK_BACKGROUND);

  await chooseTheme(page, 'Light');
  expect(await pageBackground(page)).toBe(LIGHT_BACKGROUND);
  await page.reload();
  expect(await firstPaint(page)).toEqual({ theme: 'light', background: LIGHT_BACKGROUND });

  await chooseTheme(page, 'System');
  await expect(page.locator('html')).not.toHaveAttribute('data-theme');
  expect(await pageBackground(page)).toBe(DARK_BACKGROUND);
});

// Every page here has a full axe run in the light theme in its own spec: in the dark one, only the
// colours can differ.
test.describe('in the dark theme', () => {
  test.use({ colorScheme: 'dark' });

  for (const path of ['/', '/foodItems', '/foodItems/prod-biryani', '/login']) {
    test(`axe finds no colour violation on ${path}`, async ({ page }) => {
      await openStore(page, path);
      await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
      expect(await pageBackground(page)).toBe(DARK_BACKGROUND);
      await expectNoAxeViolations(page, COLOUR_RULES);
    });
  }

  test("the request tester's colour scheme still sets its panel", async ({ page }) => {
    await openStore(page, '/mockman');
    const panel = page.locator('[data-color-scheme]');
    await expect(panel).toHaveAttribute('data-color-scheme', 'standard');
    await expect(panel).toHaveCSS('background-color', 'rgb(255, 255, 255)');
    await page.getByRole('checkbox', { name: 'Dark theme' }).check();
    await expect(panel).toHaveAttribute('data-color-scheme', 'dark');
    await expect(panel).toHaveCSS('background-color', 'rgb(31, 26, 23)');
  });

  test("axe finds no colour violation on the shopper's pages", async ({ page }) => {
    test.slow(); // an axe run per page
    const token = await guestWithCart(page, ['prod-biryani']);
    const placed = await placeOrderForCart(page, token);
    await addToCart(page, token, 'prod-lasagna');
    for (const path of [
      `/orders/${placed._id}`,
      '/cart',
      '/wishList',
      '/checkout',
      '/profile/profile-information',
      '/profile/address',
      '/profile/order-history',
      '/mockman',
      '/signup',
      '/no-such-page',
    ]) {
      await openStore(page, path);
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
      await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
      await expectNoAxeViolations(page, COLOUR_RULES);
    }
  });
});
