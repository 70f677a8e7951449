import { expect, test } from '@playwright/test';
import { openStore } from './support';

test("History lists the store's own GET /api/products; choosing it and sending it again works", async ({
  page,
}) => {
  await openStore(page, '/mockman');
  const endpoint = page.getByRole('combobox', { name: 'Endpoint' });
  const history = page.getByRole('list', { name: 'History' });
  const productCalls = history.getByRole('button', {
    name: /^GET \/api\/products 200 OK \d+ ms \d+(\.\d)? KB$/,
  });

  // The store fetched its catalog when the backend started; the panel has sent nothing yet.
  await expect(page.getByText('Response is undefined.')).toBeVisible();
  await expect(productCalls.first()).toBeVisible();
  const storeCalls = await productCalls.count();

  await productCalls.first().click();
  await expect(page.getByRole('combobox', { name: 'Method' })).toHaveValue('GET');
  await expect(endpoint).toHaveValue('/api/products');
  await expect(endpoint).toBeFocused();

  await page.keyboard.press('ControlOrMeta+Enter');
  await expect(page.locator('dt:text-is("Status") + dd')).toHaveText('200 OK');
  await expect(
    page.getByRole('region', { name: 'Response body' }).getByText('"Masala Dosa"'),
  ).toBeVisible();
  // The panel's own call is listed too, first.
  await expect(productCalls).toHaveCount(storeCalls + 1);
  await expect(history.getByRole('button').first()).toHaveAccessibleName(
    /^GET \/api\/products 200 OK /,
  );
});
