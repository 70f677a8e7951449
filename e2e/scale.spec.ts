import { expect, test } from '@playwright/test';
import { layoutShift } from './support';

// The build made with VITE_CATALOG_SIZE=10000 (dist-scale): the grid is windowed.
const LAST_DISH = 'Mango Lassi 334';

test('10,000 dishes: the grid keeps a few rows in the DOM; End reaches the last dish, Home the first', async ({
  page,
}) => {
  await page.goto('/foodItems');
  const dishes = page.getByRole('region', { name: 'Dishes' });
  await expect(dishes.getByText('Total Food Items: 10000')).toBeVisible();
  await expect(dishes.getByRole('heading', { name: 'Butter Chicken', exact: true })).toBeVisible();
  expect(await dishes.getByRole('listitem').count()).toBeLessThan(300);

  // At once, as a quick shopper would: the grid's first frame already holds its columns.
  await page.keyboard.press('End');
  await expect(dishes.getByRole('heading', { name: LAST_DISH })).toBeVisible();
  expect(await dishes.getByRole('listitem').count()).toBeLessThan(300);

  await page.keyboard.press('Home');
  await expect(
    dishes.getByRole('heading', { name: 'Butter Chicken', exact: true }),
  ).toBeInViewport();
});

test('10,000 dishes: a filter narrows the windowed grid', async ({ page }) => {
  await page.goto('/foodItems?category=Italian');
  const dishes = page.getByRole('region', { name: 'Dishes' });
  await expect(dishes.getByText('Total Food Items: 3330')).toBeVisible();
  await expect(
    dishes.getByRole('heading', { name: 'Margherita Pizza', exact: true }),
  ).toBeVisible();
});

test('10,000 dishes: the grid shows its columns from its first frame, nothing shifts', async ({
  page,
}) => {
  await page.goto('/foodItems');
  const dishes = page.getByRole('region', { name: 'Dishes' });
  await expect(dishes.getByRole('heading', { name: 'Butter Chicken', exact: true })).toBeVisible();
  // The window holds four columns: the first row's last dish is on screen with the first.
  await expect(dishes.getByRole('heading', { name: 'Masala Dosa', exact: true })).toBeInViewport();
  expect(await layoutShift(page)).toBeLessThan(0.01);
});
