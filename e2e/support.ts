import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** Opens a page of the store and waits until the in-browser backend answers. */
export async function openStore(page: Page, path = '/') {
  await page.goto(path);
  await expect(page.locator('html')).toHaveAttribute('data-backend', 'ready');
}

interface ApiCall {
  method?: string;
  token?: string;
  body?: unknown;
}

/** Calls the API from inside the page, so the service worker answers as it does for the app. */
export const callApi = (page: Page, path: string, init: ApiCall = {}) =>
  page.evaluate(
    async ({ path, init }) => {
      const headers: Record<string, string> = { 'content-type': 'application/json' };
      if (init.token) headers.authorization = init.token;
      const response = await fetch(path, {
        method: init.method ?? 'GET',
        headers,
        body: init.body === undefined ? undefined : JSON.stringify(init.body),
      });
      return { status: response.status, body: await response.json() };
    },
    { path, init },
  );

/** WCAG 2.2 AA as axe checks it, on the whole page. */
export async function expectNoAxeViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .analyze();
  expect(
    violations.map(({ id, nodes }) => `${id}: ${nodes.map((n) => n.target).join(', ')}`),
  ).toEqual([]);
}
