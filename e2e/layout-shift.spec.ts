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
