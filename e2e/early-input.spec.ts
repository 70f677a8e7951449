import { expect as baseExpect, test, type Page } from '@playwright/test';
import { callApi } from './support';

// A quick shopper (D27): every control of the prerendered pages used the moment it is painted,
// before the page has hydrated (`waitUntil: 'commit'`, then Playwright acts as soon as the
// control is visible), at full speed and with the CPU slowed down 4×. What they did must take
// effect once the page's code is there.

// Hydration, and for a login the backend's start, take seconds at 4× on a busy machine.
const expect = baseExpect.configure({ timeout: 20_000 });

const ACCOUNT = {
  firstName: 'Quick',
  lastName: 'Shopper',
  email: 'quick@example.com',
  password: 'quick-shopper-1',
};

/** A form's field by its label, which a required field follows with '*'. */
const field = (page: Page, label: string) => page.getByLabel(new RegExp(`^${label}\\*?$`));
const grid = (page: Page) => page.getByRole('region', { name: 'Dishes' });
const biryaniCard = (page: Page) =>
  grid(page).getByRole('listitem').filter({ hasText: 'Biryani' }).first();

/**
 * Holds the store's code until `release` is called, as a slow network would: the page stays as
 * it was prerendered, so what the test does first surely lands before hydration.
 */
async function holdStoreCode(page: Page) {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

declare global {
  interface Window {
    /** What `logInput` saw on the page, for a failed test's report. */
    __inputLog?: string[];
  }
}

/**
 * Logs, from before the page's own scripts, each click, input and change with the state of its
 * box (a click from script, as a replay's, is marked: the input and change it causes are not), and
 * each history entry, by its time on the page: a failed test prints it, to tell an input lost
 * from one replayed against an older state.
 */
function logInput() {
  const log: string[] = [];
  window.__inputLog = log;
  const now = () => `${Math.round(performance.now())} ms`;
  const describe = (target: EventTarget | null) => {
    if (target instanceof HTMLInputElement)
      return `${target.type} '${target.labels?.[0]?.textContent ?? target.name}' ${target.checked ? 'on' : 'off'}`;
    if (target instanceof Element)
      return `${target.localName} '${target.textContent?.slice(0, 30)}'`;
    return String(target);
  };
  for (const type of ['click', 'input', 'change'])
    window.addEventListener(
      type,
      (event) =>
        log.push(
          `${now()} ${type} ${describe(event.target)}${event.isTrusted ? '' : ' (from script)'}`,
        ),
      true,
    );
  for (const method of ['pushState', 'replaceState'] as const) {
    const write = history[method];
    history[method] = function (this: History, ...args: Parameters<History['pushState']>) {
      log.push(`${now()} ${method} ${String(args[2])}`);
      write.apply(this, args);
    };
  }
}

test.beforeEach(async ({ page }) => page.addInitScript(logInput));
test.afterEach(async ({ page }, testInfo) => {
  if (testInfo.status === testInfo.expectedStatus) return;
  const log = await page.evaluate(() => window.__inputLog).catch(() => undefined);
  console.log(
    `What the last page saw:\n  ${(log ?? ['(nothing: the page was gone)']).join('\n  ')}`,
  );
});

/** Logs in as the guest, at full speed: what the test is about comes after. */
async function signInAsGuest(page: Page) {
  await page.goto('/login', { waitUntil: 'commit' });
  await page.getByRole('button', { name: 'Be My Guest' }).click();
  await expect(page).toHaveURL(/\/$/);
}

for (const slowdown of [1, 4]) {
  test.describe(`at first paint, ${slowdown}× CPU`, () => {
    /**
     * Opens the page under test with the CPU slowed down from its navigation on. A test's set-up
     * (a guest's login, an account) runs at full speed: a slowed page holds a core even while
     * idle, as Chromium's throttling spins the time it takes away.
     */
    async function openAtFirstPaint(page: Page, path: string) {
      if (slowdown > 1) {
        const cdp = await page.context().newCDPSession(page);
        await cdp.send('Emulation.setCPUThrottlingRate', { rate: slowdown });
      }
      await page.goto(path, { waitUntil: 'commit' });
    }

    test('/: text pasted into the search box lists the matching dishes', async ({ page }) => {
      await openAtFirstPaint(page, '/');
      await page.getByRole('combobox', { name: 'Search dishes' }).fill('biryani');
      const matches = page.getByRole('listbox', { name: 'Matching dishes' });
      await expect(matches.getByRole('option', { name: /Biryani/ }).first()).toBeVisible();
    });

    test('/: text typed as the code arrives reads as one', async ({ page }) => {
      const release = await holdStoreCode(page);
      await openAtFirstPaint(page, '/');
      const search = page.getByRole('combobox', { name: 'Search dishes' });
      await search.pressSequentially('ch');
      release();
      await search.pressSequentially('ow', { delay: 100 });
      await expect(search).toHaveValue('chow');
      const matches = page.getByRole('listbox', { name: 'Matching dishes' });
      await expect(matches.getByRole('option')).toHaveText([/Chow Mein/, /Vegetable Chow Mein/]);
    });

    test("/: the header's Theme button opens its choices", async ({ page }) => {
      await openAtFirstPaint(page, '/');
      await page.getByRole('button', { name: 'Theme' }).click();
      await page.getByRole('radio', { name: 'Dark' }).check();
      await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    });

    test('/foodItems: a filter ticked at once filters the grid', async ({ page }) => {
      await openAtFirstPaint(page, '/foodItems');
      await page.getByRole('checkbox', { name: 'Vegetarian', exact: true }).click();
      await expect(page).toHaveURL(/veg=true/);
      await expect(grid(page).getByText(/^Total Food Items: (?!30$)\d+$/)).toBeVisible();
      await expect(page.getByRole('checkbox', { name: 'Vegetarian', exact: true })).toBeChecked();
    });

    test('/foodItems: a category and a rating chosen at once both apply', async ({ page }) => {
      await openAtFirstPaint(page, '/foodItems');
      await page.getByRole('checkbox', { name: 'Chinese' }).click();
      await page.getByRole('radio', { name: '4 Stars & above' }).click();
      await expect(page).toHaveURL(/category=Chinese/);
      await expect(page).toHaveURL(/rating=4/);
      await expect(grid(page).getByText('Total Food Items: 5')).toBeVisible();
    });

    test("/foodItems: 'Price - High to Low' sorts the grid", async ({ page }) => {
      await openAtFirstPaint(page, '/foodItems');
      await page.getByRole('radio', { name: 'Price - High to Low' }).click();
      await expect(page).toHaveURL(/sort=highToLow/);
      await expect(page.getByRole('radio', { name: 'Price - High to Low' })).toBeChecked();
    });

    test.describe('on a 360 px phone', () => {
      test.use({ viewport: { width: 360, height: 740 } });

      // The page was built for a wide screen, with the filters open beside the grid.
      test("/foodItems: the header's Filters button opens the filters", async ({ page }) => {
        await openAtFirstPaint(page, '/foodItems');
        await page.getByRole('button', { name: 'Filters' }).click();
        await expect(page.getByRole('dialog', { name: 'Filters' })).toBeVisible();
        await expect(page.getByRole('checkbox', { name: 'Vegetarian', exact: true })).toBeVisible();
      });
    });

    test("/foodItems: a visitor's 'Add to cart' and heart lead to the login", async ({ page }) => {
      await openAtFirstPaint(page, '/foodItems');
      await biryaniCard(page).getByRole('button', { name: 'Add to cart' }).click();
      await expect(page).toHaveURL(/\/login$/);

      await openAtFirstPaint(page, '/foodItems');
      await biryaniCard(page)
        .getByRole('button', { name: /to wishlist/ })
        .click();
      await expect(page).toHaveURL(/\/login$/);
    });

    test("/foodItems: the header's Login link, followed before the code arrives, returns here", async ({
      page,
    }) => {
      const release = await holdStoreCode(page);
      await openAtFirstPaint(page, '/foodItems');
      await page.getByRole('banner').getByRole('link', { name: 'Login' }).click();
      await expect(page).toHaveURL(/\/foodItems$/);
      release();
      await page.getByRole('button', { name: 'Be My Guest' }).click();
      await expect(page).toHaveURL(/\/foodItems$/);
      await expect(biryaniCard(page).getByRole('button', { name: 'Add to cart' })).toBeVisible();
    });

    test("/foodItems: a shopper's 'Add to cart' and heart add the dish", async ({ page }) => {
      await signInAsGuest(page);
      await openAtFirstPaint(page, '/foodItems');
      await biryaniCard(page).getByRole('button', { name: 'Add to cart' }).click();
      await biryaniCard(page)
        .getByRole('button', { name: /to wishlist/ })
        .click();
      await expect(biryaniCard(page).getByRole('link', { name: 'Go to cart' })).toBeVisible();
      await expect(biryaniCard(page).getByRole('button', { name: /to wishlist/ })).toHaveAttribute(
        'aria-pressed',
        'true',
      );
    });

    test("a dish page: a shopper's 'Add to cart' adds the dish", async ({ page }) => {
      await signInAsGuest(page);
      await openAtFirstPaint(page, '/foodItems/prod-biryani');
      await page.getByRole('button', { name: 'Add to cart' }).click();
      await expect(page.getByRole('link', { name: 'Go to cart' })).toBeVisible();
    });

    test("/login: 'Be My Guest' logs in", async ({ page }) => {
      await openAtFirstPaint(page, '/login');
      await page.getByRole('button', { name: 'Be My Guest' }).click();
      await expect(page).toHaveURL(/\/$/);
      await expect(page.getByRole('link', { name: 'Profile' })).toBeVisible();
    });

    test('/login: the form filled and sent at once logs in', async ({ page }) => {
      await page.goto('/');
      await callApi(page, '/api/auth/signup', { method: 'POST', body: ACCOUNT });
      await openAtFirstPaint(page, '/login');
      await field(page, 'Email').fill(ACCOUNT.email);
      await field(page, 'Password').fill(ACCOUNT.password);
      await page.getByRole('button', { name: 'Login', exact: true }).click();
      await expect(page).toHaveURL(/\/$/);
      await expect(page.getByRole('link', { name: 'Profile' })).toBeVisible();
      expect(page.url()).not.toContain(ACCOUNT.password);
    });

    test('/signup: the form filled and sent at once creates the account', async ({ page }) => {
      await openAtFirstPaint(page, '/signup');
      await field(page, 'First name').fill(ACCOUNT.firstName);
      await field(page, 'Last name').fill(ACCOUNT.lastName);
      await field(page, 'Email').fill(ACCOUNT.email);
      await field(page, 'Password').fill(ACCOUNT.password);
      await field(page, 'Confirm password').fill(ACCOUNT.password);
      await page.getByRole('button', { name: 'Create Account' }).click();
      await expect(page.getByRole('link', { name: 'Profile' })).toBeVisible();
      expect(page.url()).not.toContain(ACCOUNT.password);
    });
  });
}
