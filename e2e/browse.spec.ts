import { expect, test, type Locator, type Page } from '@playwright/test';
import { expectNoAxeViolations, openStore } from './support';

/**
 * Ticks a box as a user does, as soon as it is painted. Not `check()`, which fails unless the box
 * reads ticked right after the click: a click that lands before the page's code has loaded takes
 * effect once it has (D27), as a loaded machine showed 1 time in 30.
 */
async function tick(box: Locator) {
  await expect(box).not.toBeChecked();
  await box.click();
  await expect(box).toBeChecked();
}

const dishTitles = (page: Page) =>
  page.getByRole('region', { name: 'Dishes' }).getByRole('heading', { level: 2 }).allTextContents();

test('a filtered link opened directly shows the filtered grid', async ({ page }) => {
  await openStore(page, '/foodItems?category=Italian&sort=highToLow&price=250');
  await expect(page.getByText('Total Food Items: 7')).toBeVisible();
  expect((await dishTitles(page))[0]).toBe('Pasta Carbonara');
  await expect(page.getByRole('checkbox', { name: 'Italian' })).toBeChecked();
  await expect(page.getByRole('radio', { name: 'Price - High to Low' })).toBeChecked();
});

test('Back and Forward move between filter states', async ({ page }) => {
  await openStore(page, '/foodItems');
  await tick(page.getByRole('checkbox', { name: 'Chinese' }));
  await expect(page.getByText('Total Food Items: 10')).toBeVisible();
  await tick(page.getByRole('radio', { name: '4 Stars & above' }));
  await expect(page.getByText('Total Food Items: 5')).toBeVisible();

  await page.goBack();
  await expect(page.getByText('Total Food Items: 10')).toBeVisible();
  await expect(page.getByRole('radio', { name: '4 Stars & above' })).not.toBeChecked();
  await page.goForward();
  await expect(page.getByText('Total Food Items: 5')).toBeVisible();
});

test('Back undoes a whole drag of the price slider, and a Clear', async ({ page }) => {
  await openStore(page, '/foodItems');
  await tick(page.getByRole('checkbox', { name: 'Chinese' }));
  await expect(page.getByText('Total Food Items: 10')).toBeVisible();

  // Drag the thumb from ₹500 all the way left, in many small moves.
  const slider = page.getByRole('slider', { name: 'Maximum price' });
  await slider.scrollIntoViewIfNeeded();
  const track = (await slider.boundingBox())!;
  const y = track.y + track.height / 2;
  await page.mouse.move(track.x + track.width - 4, y);
  await page.mouse.down();
  await page.mouse.move(track.x - 20, y, { steps: 12 });
  await page.mouse.up();
  const nothingFound = page.getByText('No products found within the selected price range.');
  await expect(nothingFound).toBeVisible();
  await expect(slider).toHaveValue('0');

  // One step back is the grid before the drag, not each step of it, nor another page.
  await page.goBack();
  await expect(page.getByText('Total Food Items: 10')).toBeVisible();
  await expect(slider).toHaveValue('500');
  await expect(page).toHaveURL(/\/foodItems\?category=Chinese$/);
  await page.goForward();
  await expect(nothingFound).toBeVisible();

  await page.getByRole('button', { name: 'Clear' }).click();
  await expect(page.getByText('Total Food Items: 30')).toBeVisible();
  await page.goBack();
  await expect(nothingFound).toBeVisible();
  await expect(slider).toHaveValue('0');
  await expect(page.getByRole('checkbox', { name: 'Chinese' })).toBeChecked();
});

test('a dish page survives a reload', async ({ page }) => {
  await openStore(page, '/foodItems/prod-tiramisu');
  await expect(page.getByRole('heading', { level: 1, name: 'Tiramisu' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Tiramisu' })).toBeVisible();
  await expect(page.getByText(/Dolce Vita/)).toBeVisible();
});

test('search works with the keyboard alone', async ({ page }) => {
  await openStore(page);
  const search = page.getByRole('combobox', { name: 'Search dishes' });
  await search.focus();
  await page.keyboard.type('chow');
  await expect(page.getByRole('option')).toHaveText([/Chow Mein/, /Vegetable Chow Mein/]);
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'Vegetable Chow Mein' })).toBeVisible();
  await expect(search).toHaveValue('');

  await search.fill('sushi');
  await expect(page.getByText('No data found')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByText('No data found')).toBeHidden();
  await expect(search).toHaveValue('sushi');
});

test('the filters work with the keyboard alone', async ({ page }) => {
  await openStore(page, '/foodItems');
  await expect(page.getByText('Total Food Items: 30')).toBeVisible();
  await page.getByRole('checkbox', { name: 'Non-vegetarian' }).focus();
  await page.keyboard.press('Space');
  await expect(page.getByText('Total Food Items: 10')).toBeVisible();
  await page.getByRole('slider', { name: 'Maximum price' }).focus();
  await page.keyboard.press('Home');
  await expect(page.getByText('No products found within the selected price range.')).toBeVisible();
  await page.getByRole('button', { name: 'Clear' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByText('Total Food Items: 30')).toBeVisible();
});

for (const path of ['/', '/foodItems', '/foodItems/prod-biryani', '/no-such-page']) {
  test(`axe finds no WCAG AA violation on ${path}`, async ({ page }) => {
    await openStore(page, path);
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
    await expectNoAxeViolations(page);
  });
}

test.describe('on a 360 px phone', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  for (const path of ['/', '/foodItems', '/foodItems/prod-biryani']) {
    test(`nothing on ${path} overflows sideways`, async ({ page }) => {
      await openStore(page, path);
      await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow).toBe(0);
    });
  }

  test('the filters open as a drawer from the header and close with Escape', async ({ page }) => {
    await openStore(page, '/foodItems');
    await expect(page.getByRole('checkbox', { name: 'Vegetarian', exact: true })).toBeHidden();
    await page.getByRole('button', { name: 'Filters' }).click();
    await tick(page.getByRole('checkbox', { name: 'Vegetarian', exact: true }));
    await page.keyboard.press('Escape');
    await expect(page.getByRole('checkbox', { name: 'Vegetarian', exact: true })).toBeHidden();
    await expect(page).toHaveURL(/veg=true/);
  });
});

test('at 1280 px the grid uses the width: four dishes in a row', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await openStore(page, '/foodItems');
  const cards = page.getByRole('region', { name: 'Dishes' }).getByRole('article');
  await expect(cards).toHaveCount(30);
  const tops = await cards.evaluateAll((articles) =>
    articles.slice(0, 4).map((article) => article.getBoundingClientRect().top),
  );
  expect(new Set(tops).size).toBe(1);
});
