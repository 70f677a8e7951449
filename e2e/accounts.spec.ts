import { expect, test, type Page } from '@playwright/test';
import { callApi, expectNoAxeViolations, openStore } from './support';

/** A form field by its label; required fields show an asterisk that screen readers skip. */
const field = (page: Page, label: string) => page.getByLabel(new RegExp(`^${label}\\*?$`));

async function loginAsGuest(page: Page) {
  await page.getByRole('button', { name: 'Be My Guest' }).click();
  await expect(page.getByText('Successfully logged in as Guest')).toBeVisible();
}

/** The cart as the server has it, for the shopper logged in on this page. */
async function serverCart(page: Page) {
  const token = await page.evaluate(() => localStorage.getItem('token') ?? '');
  const { body } = await callApi(page, '/api/user/cart', { token });
  return (body.cart as { title: string; qty: number }[]).map(
    ({ title, qty }) => `${title} × ${qty}`,
  );
}

/** The cart as the shopper sees it on /cart. */
async function shownCart(page: Page) {
  const lines = page
    .getByRole('listitem')
    .filter({ has: page.getByRole('button', { name: 'Remove from Cart' }) });
  const titles = await lines.getByRole('link').allTextContents();
  const quantities = await lines.getByRole('status').allTextContents();
  return titles.map((title, index) => `${title} × ${quantities[index]?.replace(/\D/g, '')}`);
}

test('a guarded page sends a visitor to login and back again', async ({ page }) => {
  await openStore(page, '/wishList');
  await expect(page).toHaveURL(/\/login$/);
  await loginAsGuest(page);
  await expect(page).toHaveURL(/\/wishList$/);
  await expect(page.getByText('Your Wishlist is empty')).toBeVisible();
});

test('a visitor sent from the cart to log in who signs up instead comes back to the cart', async ({
  page,
}) => {
  await openStore(page, '/cart');
  await expect(page).toHaveURL(/\/login$/);
  await page.getByRole('link', { name: 'Create New Account' }).click();
  await expect(page).toHaveURL(/\/signup$/);
  await field(page, 'First name').fill('Meera');
  await field(page, 'Last name').fill('Nair');
  await field(page, 'Email').fill(`e2e-return-${Date.now()}@example.com`);
  await field(page, 'Password').fill('a-long-passphrase');
  await field(page, 'Confirm password').fill('a-long-passphrase');
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByText('Successfully logged in')).toBeVisible();
  await expect(page).toHaveURL(/\/cart$/);
  await expect(page.getByText('Your Cart is Empty')).toBeVisible();
});

test("logging in from the header on a dish's page comes back to that dish", async ({ page }) => {
  await openStore(page, '/foodItems/prod-gelato');
  await expect(page.getByRole('heading', { level: 1, name: 'Gelato' })).toBeVisible();
  await page.getByRole('banner').getByRole('link', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await loginAsGuest(page);
  await expect(page).toHaveURL(/\/foodItems\/prod-gelato$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Gelato' })).toBeVisible();
});

// The steps before the cart are a flow story (Flows/Cart) and the keyboard purchase; this
// checks what only the assembled app shows: the page and the server agree, across a reload.
test("a cart changed on /cart is the server's cart, also after a reload", async ({ page }) => {
  await openStore(page, '/foodItems');
  const biryani = page.getByRole('article', { name: 'Biryani' });
  await page.getByRole('banner').getByRole('link', { name: 'Login' }).click();
  await loginAsGuest(page);
  await biryani.getByRole('button', { name: 'Add to cart' }).click();
  await biryani.getByRole('link', { name: 'Go to cart' }).click();
  await expect(page.getByRole('heading', { name: 'MY CART (1)' })).toBeVisible();
  await page.getByRole('button', { name: 'Increase quantity of Biryani' }).click();
  await expect(page.getByRole('button', { name: 'Decrease quantity of Biryani' })).toBeEnabled();
  expect(await shownCart(page)).toEqual(await serverCart(page));
  expect(await serverCart(page)).toEqual(['Biryani × 2']);

  await page.reload();
  await expect(page.getByRole('heading', { name: 'MY CART (1)' })).toBeVisible();
  expect(await shownCart(page)).toEqual(['Biryani × 2']);
  await expect(page.getByText('₹500')).toBeVisible(); // 2 × ₹200 + ₹100 delivery

  await page.getByRole('button', { name: 'Remove from Cart' }).click();
  await expect(page.getByText('Removed from Cart')).toBeVisible();
  await expect(page.getByText('Your Cart is Empty')).toBeVisible();
  expect(await serverCart(page)).toEqual([]);
});

test('a quantity change the server refuses is rolled back, explained, and the cart resynced', async ({
  page,
}) => {
  await openStore(page, '/login');
  await loginAsGuest(page);
  const token = await page.evaluate(() => localStorage.getItem('token') ?? '');
  const gelato = { product: { _id: 'prod-gelato' } };
  await callApi(page, '/api/user/cart', { method: 'POST', token, body: gelato });
  await openStore(page, '/cart');
  await expect(page.getByRole('heading', { name: 'MY CART (1)' })).toBeVisible();

  // Another tab removes the dish; this one still shows it and tries to add one more.
  await callApi(page, '/api/user/cart/prod-gelato', { method: 'DELETE', token });
  await page.getByRole('button', { name: 'Increase quantity of Gelato' }).click();
  await expect(page.getByText('The product "prod-gelato" is not in the cart.')).toBeVisible();
  await expect(page.getByText('Your Cart is Empty')).toBeVisible();
  expect(await serverCart(page)).toEqual([]);
});

test('the wishlist moves a dish to the cart, then increases its quantity', async ({ page }) => {
  await openStore(page, '/login');
  await loginAsGuest(page);
  await openStore(page, '/foodItems');
  const dosa = page.getByRole('article', { name: 'Masala Dosa' });
  await dosa.getByRole('button', { name: 'Save Masala Dosa to wishlist' }).click();
  await expect(page.getByText('Successfully added to Wishlist')).toBeVisible();
  await expect(dosa.getByRole('button', { name: 'Save Masala Dosa to wishlist' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );

  await page.getByRole('link', { name: 'Wishlist, 1 item' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'My Wishlist (1)' })).toBeVisible();
  const saved = page.getByRole('article', { name: 'Masala Dosa' });
  await saved.getByRole('button', { name: 'Add to cart' }).click();
  await saved.getByRole('button', { name: 'Increase cart quantity' }).click();
  await expect(page.getByText('Quantity increased by 1')).toBeVisible();
  expect(await serverCart(page)).toEqual(['Masala Dosa × 2']);
});

test("the card's heart takes a dish off the wishlist and says so", async ({ page }) => {
  await openStore(page, '/login');
  await loginAsGuest(page);
  await openStore(page, '/foodItems');
  const heart = page
    .getByRole('article', { name: 'Lasagna' })
    .getByRole('button', { name: 'Save Lasagna to wishlist' });
  await heart.click();
  await expect(heart).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('link', { name: 'Wishlist, 1 item' })).toBeVisible();

  await heart.click();
  await expect(page.getByText('Removed from Wishlist')).toBeVisible();
  await expect(heart).toHaveAttribute('aria-pressed', 'false');
  await expect(page.getByRole('link', { name: 'Wishlist', exact: true })).toBeVisible();
  const token = await page.evaluate(() => localStorage.getItem('token') ?? '');
  const { body } = await callApi(page, '/api/user/wishlist', { token });
  expect(body.wishlist).toEqual([]);
});

test('logout clears the session, says so, opens the login page and ends the token', async ({
  page,
}) => {
  await openStore(page, '/login');
  await loginAsGuest(page);
  const token = await page.evaluate(() => localStorage.getItem('token') ?? '');
  await page.getByRole('link', { name: 'Profile' }).click();
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page.getByText('Logged Out')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('link', { name: 'Login' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  // The backend ended it too: a copy of it opens nothing.
  await expect
    .poll(async () => (await callApi(page, '/api/user/cart', { token })).status)
    .toBe(401);
});

test('a forged token in local storage ends the session cleanly', async ({ page }) => {
  // Stored before the store's first page runs, as an earlier visit leaves it. Written into a
  // running page instead, that page could read it, end the session and toast in a document the
  // next navigation throws away.
  await page.addInitScript(() => {
    if (sessionStorage.getItem('forged')) return;
    sessionStorage.setItem('forged', 'yes');
    localStorage.setItem(
      'token',
      'eyJhbGciOiJIUzI1NiJ9.eyJlbWFpbCI6Imd1ZXN0QGV4YW1wbGUuY29tIn0.forged',
    );
    localStorage.setItem(
      'user',
      JSON.stringify({ _id: 'x', firstName: 'Mallory', lastName: '', email: 'guest@example.com' }),
    );
  });
  await openStore(page, '/cart');
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByText('Your session has ended. Please log in again.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Login' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
});

test('signing up with markup as a name shows it as typed and runs nothing', async ({ page }) => {
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  const name = '<img src=x onerror=alert(1)>';
  await openStore(page, '/signup');
  await field(page, 'First name').fill(name);
  await field(page, 'Last name').fill('Tester');
  await field(page, 'Email').fill(`e2e-${Date.now()}@example.com`);
  await field(page, 'Password').fill('a-long-passphrase');
  await field(page, 'Confirm password').fill('a-long-passphrase');
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByText('Successfully logged in')).toBeVisible();

  await openStore(page, '/profile/profile-information');
  await expect(page.getByText(`${name} Tester`)).toBeVisible();
  expect(await page.locator('img[src="x"]').count()).toBe(0);
  expect(dialogs).toEqual([]);
});

test('signing up with an email that exists says so on the form', async ({ page }) => {
  await openStore(page, '/signup');
  await field(page, 'First name').fill('Guest');
  await field(page, 'Last name').fill('Again');
  await field(page, 'Email').fill('guest@example.com');
  await field(page, 'Password').fill('whatever-1');
  await field(page, 'Confirm password').fill('whatever-1');
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(
    page.getByRole('alert').filter({ hasText: 'Unprocessable Entity. Email Already Exists.' }),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/signup$/);
});

for (const path of ['/login', '/signup']) {
  test(`axe finds no WCAG AA violation on ${path}`, async ({ page }) => {
    await openStore(page, path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectNoAxeViolations(page);
  });
}

test('axe finds no WCAG AA violation on a filled cart and wishlist', async ({ page }) => {
  await openStore(page, '/login');
  await loginAsGuest(page);
  const token = await page.evaluate(() => localStorage.getItem('token') ?? '');
  const product = { _id: 'prod-lasagna' };
  await callApi(page, '/api/user/cart', { method: 'POST', token, body: { product } });
  await callApi(page, '/api/user/wishlist', { method: 'POST', token, body: { product } });
  for (const path of ['/cart', '/wishList']) {
    await openStore(page, path);
    await expect(page.getByText('Lasagna').first()).toBeVisible();
    await expectNoAxeViolations(page);
  }
});

interface ToastSeen {
  shownAt?: number;
  goneAt?: number;
  timer?: string;
}

/**
 * Records, from the page's start, when the first toast saying `text` came and went, and its
 * progress bar's animation (react-toastify times the toast by it). A toast on screen for a second
 * can come and go between two of `expect`'s polls on a busy machine: an observer misses nothing.
 */
function recordToast(text: string) {
  const seen: ToastSeen = {};
  Object.assign(window, { toastSeen: seen });
  let toast: Element | undefined;
  new MutationObserver(() => {
    if (!toast) {
      toast = [...document.querySelectorAll('.Toastify__toast')].find((element) =>
        element.textContent?.includes(text),
      );
      if (!toast) return;
      seen.shownAt = performance.now();
      const bar = toast.querySelector('.Toastify__progress-bar');
      seen.timer = bar ? getComputedStyle(bar).animationDuration : 'none';
    } else if (!toast.isConnected && seen.goneAt === undefined) {
      seen.goneAt = performance.now();
    }
  }).observe(document, { childList: true, subtree: true });
}

test('with reduced motion a toast still stays its full second', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.addInitScript(recordToast, 'Successfully logged in as Guest');
  await openStore(page, '/login');
  await page.getByRole('button', { name: 'Be My Guest' }).click();
  const seen = () => page.evaluate(() => (window as unknown as { toastSeen: ToastSeen }).toastSeen);
  await expect.poll(async () => (await seen()).goneAt, { timeout: 15_000 }).toBeDefined();
  const { shownAt = 0, goneAt = 0, timer } = await seen();
  expect(timer).toBe('1s');
  expect(goneAt - shownAt).toBeGreaterThanOrEqual(1000);
});
