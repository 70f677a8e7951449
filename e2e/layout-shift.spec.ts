import { expect, test } from '@playwright/test';
import { layoutShift, openStore } from './support';

// Layout shift as Lighthouse counts it: skeletons and sized images keep it at 0 while the
// loaders run and the data and images arrive.
for (const path of ['/', '/foodItems', '/foodItems/prod-biryani']) {
  for (const width of [360, 1280]) {
    test(`nothing shifts on ${path} at ${width} px while data and images arrive`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 900 });
      await openStore(page, path);
      await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
      await page.waitForFunction(() =>
        Array.from(document.images).every((image) => image.complete || image.loading === 'lazy'),
      );
      const shift = await layoutShift(page);
      expect(shift).toBeLessThan(0.01);
    });
  }
}

// A slow phone paints what it has parsed of a page before the rest of its HTML arrives: the
// landing page's heading must already stand where it stays (a loaded Lighthouse run measured
// CLS 0.107 when the hero's picture came after the text in the document).
test('the landing page painted before its HTML has all arrived has its heading in place', async ({
  page,
}) => {
  await page.setViewportSize({ width: 360, height: 900 });
  // The page as its HTML draws it, before any of the store's code.
  await page.route('**/*.js', (route) => route.abort());
  const heading = page.getByRole('heading', { level: 1 });
  await page.goto('/');
  const whole = await heading.boundingBox();
  await page.route('/', async (route) => {
    const html = await (await route.fetch()).text();
    const end = html.indexOf('</h1>') + '</h1>'.length;
    await route.fulfill({ body: html.slice(0, end), contentType: 'text/html' });
  });
  await page.goto('/');
  expect(await heading.boundingBox()).toEqual(whole);
});
