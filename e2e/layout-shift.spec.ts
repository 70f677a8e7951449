import { expect, test } from '@playwright/test';
import { openStore } from './support';

// What Lighthouse reports as Cumulative Layout Shift: the layout-shift entries of the page's
// life, skipping those right after user input. Skeletons and sized images should keep it at 0
// while the loaders run and the data and images arrive.
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
      const shift = await page.evaluate(
        () =>
          new Promise<number>((resolve) => {
            new PerformanceObserver((list) => {
              const entries = list.getEntries() as unknown as {
                value: number;
                hadRecentInput: boolean;
              }[];
              resolve(
                entries.filter((e) => !e.hadRecentInput).reduce((sum, e) => sum + e.value, 0),
              );
            }).observe({ type: 'layout-shift', buffered: true });
            // An observer with nothing buffered never calls back: no entry means no shift.
            requestAnimationFrame(() => requestAnimationFrame(() => resolve(0)));
          }),
      );
      expect(shift).toBeLessThan(0.01);
    });
  }
}
