import { expect, type Page } from '@playwright/test';
import { openStore, payWithTestSheet } from '../support';

// A shopper of the server's tests. One database serves every test of a project, so each test
// signs up an account of its own.

export const PASSWORD = `pass-${crypto.randomUUID()}`;

/** A form field by its label; required fields show an asterisk that screen readers skip. */
export const field = (page: Page, label: string) => page.getByLabel(new RegExp(`^${label}\\*?$`));

export const newEmail = () => `server-${crypto.randomUUID()}@example.com`;

export async function signUp(page: Page, email: string) {
  await openStore(page, '/signup');
  await field(page, 'First name').fill('Meera');
  await field(page, 'Last name').fill('Nair');
  await field(page, 'Email').fill(email);
  await field(page, 'Password').fill(PASSWORD);
  await field(page, 'Confirm password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByText('Successfully logged in')).toBeVisible();
}

export async function logIn(page: Page, email: string) {
  await openStore(page, '/login');
  await field(page, 'Email').fill(email);
  await field(page, 'Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page.getByText('Successfully logged in')).toBeVisible();
}

/** Adds the Gelato from the menu and opens checkout with a new address for `recipient` chosen. */
export async function checkoutTheGelato(page: Page, recipient = 'Meera Nair') {
  await openStore(page, '/foodItems');
  const gelato = page.getByRole('article', { name: 'Gelato' });
  await gelato.getByRole('button', { name: 'Add to cart' }).click();
  await expect(gelato.getByRole('link', { name: 'Go to cart' })).toBeVisible();
  await openStore(page, '/checkout');
  await page.getByRole('button', { name: 'Add new address' }).click();
  await page.getByRole('button', { name: 'Random Data' }).click();
  await page.getByLabel(/^Name/).fill(recipient);
  await page.getByRole('button', { name: 'Save address' }).click();
  await page.getByRole('radio', { name: new RegExp(recipient) }).check();
}

/** Buys the Gelato as `checkoutTheGelato` sets it up; answers the 'Payment ID: …' the page shows. */
export async function buyTheGelato(page: Page, recipient?: string) {
  await checkoutTheGelato(page, recipient);
  await payWithTestSheet(page);
  await expect(page.getByText('Payment successful!')).toBeVisible();
  return page
    .getByText(/Payment ID: /)
    .first()
    .textContent();
}

/** What the server's API answers the signed-in shopper at `path` (`/api/user/cart`, say). */
export async function readApi(page: Page, path: string) {
  const token = await page.evaluate(() => localStorage.getItem('token') ?? '');
  const reply = await page.request.get(path, { headers: { authorization: token } });
  expect(reply.status(), `GET ${path}`).toBe(200);
  return reply.json();
}
