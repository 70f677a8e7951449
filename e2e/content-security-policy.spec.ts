import { expect, test } from '@playwright/test';
import { openStore } from './support';

// The built pages' policy (scripts/contentSecurityPolicy.js) lets the store do all it does:
// a shopper's way through it raises no violation.
test('a shopper goes from the landing page to checkout and the request tester with no policy violation', async ({
  page,
}) => {
  await page.addInitScript(() => {
    const violations: string[] = [];
    Object.assign(window, { violations });
    document.addEventListener('securitypolicyviolation', (event) =>
      violations.push(`${event.violatedDirective} ${event.blockedURI}`),
    );
  });
  const violations = () =>
    page.evaluate(() => (window as unknown as { violations: string[] }).violations);

  await openStore(page, '/login');
  await page.getByRole('button', { name: 'Be My Guest' }).click();
  await expect(page.getByText('Successfully logged in as Guest')).toBeVisible();
  expect(await violations()).toEqual([]);
  await page.getByRole('link', { name: 'Cravings?!' }).click();
  const biryani = page.getByRole('article', { name: 'Biryani' });
  await biryani.getByRole('button', { name: 'Add to cart' }).click();
  await biryani.getByRole('link', { name: 'Go to cart' }).click();
  await page.getByRole('link', { name: 'Checkout' }).click();
  await expect(page.getByRole('button', { name: 'Place Order' })).toBeVisible();
  expect(await violations()).toEqual([]);

  await openStore(page, '/mockman');
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.locator('dt:text-is("Status") + dd')).toHaveText('200 OK');
  await expect(page.getByText(/Send a GET to/)).toBeVisible();
  expect(await violations()).toEqual([]);
});

test('the built pages carry the policy, and may not be framed', async ({ page }) => {
  const response = await page.goto('/foodItems');
  expect(response?.headers()['content-security-policy']).toBe("frame-ancestors 'none'");
  await expect(page.locator('meta[http-equiv="Content-Security-Policy"]')).toHaveAttribute(
    'content',
    /script-src 'self' 'sha256-/,
  );
});
