import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations, openStore } from './support';

const section = (page: Page) => page.getByRole('region', { name: 'Backend controls' });
const banner = (page: Page) => page.getByRole('complementary', { name: 'Backend controls' });
const loadError = (page: Page) => page.getByText('We could not load the dishes.', { exact: false });

/** Turns a control on in /mockman's 'Backend controls', as a user does. */
async function turnOn(page: Page, route: string, reply: string) {
  await section(page).getByRole('combobox', { name: 'Route' }).selectOption(route);
  await section(page).getByRole('combobox', { name: 'Reply with' }).selectOption(reply);
  await section(page).getByRole('button', { name: 'Add control' }).click();
  await expect(section(page).getByRole('listitem')).toHaveText([`${route}: ${reply}Turn off`]);
}

/** From a page that is not prerendered, so the catalog comes from the API, to the dishes. */
async function openDishes(page: Page) {
  await openStore(page, '/mockman');
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Cravings?!' })
    .click();
  await expect(page).toHaveURL(/\/foodItems$/);
}

test("with '503' on 'GET /api/products' the catalog shows its error and 'Try again'", async ({
  page,
}) => {
  await openStore(page, '/mockman');
  await turnOn(page, 'GET /api/products', '503');
  await expect(banner(page)).toHaveText(/^Backend controls on: GET \/api\/products: 503/);
  await expectNoAxeViolations(page);

  await openDishes(page);

  await expect(loadError(page)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible();
  await expect(page.getByRole('article', { name: 'Biryani' })).toHaveCount(0);
});

test("'Turn all off' from the banner, then 'Try again' shows the dishes; every tab follows", async ({
  context,
  page,
}) => {
  await openStore(page, '/mockman');
  await turnOn(page, 'GET /api/products', '503');

  // Another tab of the same browser session is under the same control.
  const other = await context.newPage();
  await openDishes(other);
  await expect(loadError(other)).toBeVisible();
  await expect(banner(other)).toContainText('GET /api/products: 503');

  await banner(other).getByRole('button', { name: 'Turn all off' }).click();
  await expect(banner(other)).toHaveCount(0);
  await expect(banner(page)).toHaveCount(0);
  await expect(
    section(page).getByText('No controls are on: every route answers as usual.'),
  ).toBeVisible();

  await other.getByRole('button', { name: 'Try again' }).click();
  await expect(other.getByRole('article', { name: 'Biryani' })).toBeVisible();
  await expect(loadError(other)).toHaveCount(0);
});
