import { expect, test, type Page } from '@playwright/test';
import { callApi, expectNoAxeViolations, openStore } from './support';

const panel = (page: Page) => page.locator('[data-color-scheme]');
const endpoint = (page: Page) => page.getByRole('combobox', { name: 'Endpoint' });
const body = (page: Page) => page.getByRole('textbox', { name: 'Body' });
const status = (page: Page) => page.locator('dt:text-is("Status") + dd');
const responseBody = (page: Page) => page.getByRole('region', { name: 'Response body' });

/** Fills in the request bar (and the body) as a user does, and presses Submit. */
async function send(
  page: Page,
  request: { method: 'GET' | 'POST' | 'DELETE'; path: string; body?: unknown },
) {
  await page.getByRole('combobox', { name: 'Method' }).selectOption(request.method);
  await endpoint(page).fill(request.path);
  if (request.body !== undefined) await body(page).fill(JSON.stringify(request.body));
  await page.getByRole('button', { name: 'Submit' }).click();
}

/** 'Reset demo data', confirmed in its dialog. */
async function resetDemoData(page: Page) {
  await page.getByRole('button', { name: 'Reset demo data' }).click();
  await page
    .getByRole('dialog', { name: 'Reset demo data?' })
    .getByRole('button', { name: 'Reset' })
    .click();
  await expect(page.getByText('Demo data restored.')).toBeVisible();
}

/** A string value shown in the response body's tree, without its quotes. */
async function shownString(page: Page, key: string): Promise<string> {
  // The tree viewer draws each entry as a `.variable-row` with a `.string-value`.
  const row = responseBody(page).locator('.variable-row', { hasText: `"${key}"` });
  const text = (await row.locator('.string-value').textContent()) ?? '';
  return text.replace(/^"|"$/g, '');
}

test('the panel opens at /mockman with its defaults, and axe finds nothing in either scheme', async ({
  page,
}) => {
  test.slow(); // three full-page axe runs
  await openStore(page, '/mockman');
  await expect(page.getByRole('heading', { level: 1, name: 'Mockman' })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Method' })).toHaveValue('GET');
  await expect(endpoint(page)).toHaveValue('/api/test-todos');
  await expect(endpoint(page)).toHaveAttribute('placeholder', 'Enter your endpoint');
  await expect(body(page)).toHaveValue('{}');
  await expect(page.getByRole('heading', { name: 'Headers (1)' })).toBeVisible();
  await expect(page.getByText('Response is undefined.')).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(status(page)).toHaveText('200 OK');
  await expect(responseBody(page).getByText(/Send a GET to/)).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByRole('checkbox', { name: 'Dark theme' }).check();
  await expect(panel(page)).toHaveAttribute('data-color-scheme', 'dark');
  await expect(panel(page)).toHaveCSS('background-color', 'rgb(31, 26, 23)');
  await body(page).fill('{oops');
  await expect(page.getByText('Error in JSON format')).toBeVisible();
  await expectNoAxeViolations(page);
});

test('GET /api/products through the panel answers 200 with the dishes', async ({ page }) => {
  await openStore(page, '/mockman');
  await send(page, { method: 'GET', path: '/api/products' });
  await expect(status(page)).toHaveText('200 OK');
  await expect(page.locator('dt:text-is("Time") + dd')).toHaveText(/^\d+ ms$/);
  await expect(page.locator('dt:text-is("Size") + dd')).toHaveText(/^\d+(\.\d)? KB$/);
  await expect(responseBody(page).getByText('"Masala Dosa"')).toBeVisible();
});

test('sign up and log in through the panel, add a dish with the token, and find it in the storefront cart', async ({
  page,
}) => {
  const email = `mockman-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
  const password = crypto.randomUUID();
  await openStore(page, '/mockman');

  await send(page, {
    method: 'POST',
    path: '/api/auth/signup',
    body: { firstName: 'Mock', lastName: 'Man', email, password },
  });
  await expect(status(page)).toHaveText('201 Created');

  await send(page, { method: 'POST', path: '/api/auth/login', body: { email, password } });
  await expect(status(page)).toHaveText('200 OK');
  await expect(responseBody(page).getByText(`"${email}"`)).toBeVisible();
  const token = await shownString(page, 'encodedToken');
  expect(token.length).toBeGreaterThan(20);

  // The token goes into the spare header row, which then counts as a header.
  await page.getByRole('textbox', { name: 'Header 2 name' }).fill('authorization');
  await page.getByRole('textbox', { name: 'Header 2 value' }).fill(token);
  await expect(page.getByRole('heading', { name: 'Headers (2)' })).toBeVisible();

  await send(page, {
    method: 'POST',
    path: '/api/user/cart',
    body: { product: { _id: 'prod-biryani' } },
  });
  await expect(status(page)).toHaveText('201 Created');

  await send(page, { method: 'GET', path: '/api/user/cart' });
  await expect(status(page)).toHaveText('200 OK');
  await expect(responseBody(page).getByText('"prod-biryani"')).toBeVisible();
  await expect(responseBody(page).locator('.variable-row', { hasText: '"qty"' })).toContainText(
    '1',
  );

  // The same shopper logs in to the storefront and finds the dish in the cart.
  await openStore(page, '/login');
  await page.getByLabel(/^Email\*?$/).fill(email);
  await page.getByLabel(/^Password\*?$/).fill(password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page.getByText('Successfully logged in')).toBeVisible();
  await page.getByRole('link', { name: 'Cart, 1 item' }).click();
  await expect(page.getByRole('heading', { name: 'MY CART (1)' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Biryani' })).toBeVisible();
});

test("'Use my token' fills the authorization header from the session", async ({ page }) => {
  await openStore(page, '/mockman');
  await expect(page.getByRole('button', { name: 'Use my token' })).toBeDisabled();
  const { body: login } = await callApi(page, '/api/auth/guest', { method: 'POST' });
  await page.evaluate(({ encodedToken, foundUser }) => {
    localStorage.setItem('token', encodedToken);
    localStorage.setItem('user', JSON.stringify(foundUser));
  }, login);
  await page.reload();

  await page.getByRole('button', { name: 'Use my token' }).click();
  await expect(page.getByRole('textbox', { name: 'Header 2 name' })).toHaveValue('authorization');
  await expect(page.getByRole('textbox', { name: 'Header 2 value' })).toHaveValue(
    login.encodedToken,
  );
  await send(page, { method: 'GET', path: '/api/user/cart' });
  await expect(status(page)).toHaveText('200 OK');
});

test('without the token the cart answers 401 with the backend message', async ({ page }) => {
  await openStore(page, '/mockman');
  await send(page, {
    method: 'POST',
    path: '/api/user/cart',
    body: { product: { _id: 'prod-biryani' } },
  });
  await expect(status(page)).toHaveText('401 Unauthorized');
  await expect(
    responseBody(page).getByText('"The token is invalid. Unauthorized access error."'),
  ).toBeVisible();
});

test('the panel works with the keyboard alone', async ({ page }) => {
  await openStore(page, '/mockman');
  await endpoint(page).focus();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type('/api/categories');
  await page.keyboard.press('Enter');
  await expect(status(page)).toHaveText('200 OK');

  // An icon of the tree viewer: reached with Tab, pressed with Enter.
  const headers = page.getByRole('region', { name: 'Response headers' });
  const edit = headers.getByRole('button', { name: 'Edit "content-type"' });
  await edit.focus();
  await expect(edit).toBeVisible();
  await page.keyboard.press('Enter');
  const editor = headers.getByPlaceholder('update this value');
  await expect(editor).toBeFocused();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type('true');
  await page.keyboard.press('Enter');
  await expect(editor).toBeHidden();
  await expect(headers.getByText('bool')).toBeVisible();
});

test('Reset demo data asks first; Escape and Cancel keep the data, Reset restores it', async ({
  page,
}) => {
  await openStore(page, '/mockman');
  await send(page, { method: 'DELETE', path: '/api/test-todos' });
  await expect(status(page)).toHaveText('200 OK');

  const resetButton = page.getByRole('button', { name: 'Reset demo data' });
  const dialog = page.getByRole('dialog', { name: 'Reset demo data?' });
  await resetButton.click();
  await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(resetButton).toBeFocused();

  await resetButton.click();
  await dialog.getByRole('button', { name: 'Reset' }).click();
  await expect(page.getByText('Demo data restored.')).toBeVisible();

  await send(page, { method: 'GET', path: '/api/test-todos' });
  await expect(responseBody(page).getByText(/Send a GET to/)).toBeVisible();
});

test("Reset demo data ends the guest's session too; logged in again, the guest has the seed's cart", async ({
  page,
}) => {
  await openStore(page, '/login');
  await page.getByRole('button', { name: 'Be My Guest' }).click();
  await expect(page.getByText('Successfully logged in as Guest')).toBeVisible();
  await page.getByRole('link', { name: 'Cravings?!' }).click();
  const biryani = page.getByRole('article', { name: 'Biryani' });
  await biryani.getByRole('button', { name: 'Add to cart' }).click();
  await expect(biryani.getByRole('link', { name: 'Go to cart' })).toBeVisible();

  await openStore(page, '/mockman');
  const cartLink = page.getByRole('navigation', { name: 'Main' }).getByRole('link', {
    name: /^Cart\b/,
  });
  await expect(cartLink).toHaveAccessibleName('Cart, 1 item');
  await resetDemoData(page);
  // Every token ends with the reset (a new signing key): the guest logs in again.
  await expect(page.getByText('Your session has ended. Please log in again.')).toBeVisible();
  await page.getByRole('button', { name: 'Be My Guest' }).click();
  await expect(page).toHaveURL(/\/mockman$/);
  // The seed's guest has an empty cart: no count in the link's name.
  await expect(cartLink).toHaveAccessibleName('Cart');
  await cartLink.click();
  await expect(page.getByRole('heading', { name: 'MY CART (0)' })).toBeVisible();
  await expect(page.getByText('Your Cart is Empty')).toBeVisible();
});

test('Reset demo data ends the session of a shopper who signed up', async ({ page }) => {
  await openStore(page, '/mockman');
  const { body: signup } = await callApi(page, '/api/auth/signup', {
    method: 'POST',
    body: {
      firstName: 'Mock',
      lastName: 'Man',
      email: `reset-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`,
      password: crypto.randomUUID(),
    },
  });
  await page.evaluate(({ encodedToken, createdUser }) => {
    localStorage.setItem('token', encodedToken);
    localStorage.setItem('user', JSON.stringify(createdUser));
  }, signup);
  await page.reload();
  await expect(page.getByRole('link', { name: 'Profile' })).toBeVisible();

  await resetDemoData(page);
  await expect(page.getByText('Your session has ended. Please log in again.')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('link', { name: 'Login' })).toBeVisible();
});
