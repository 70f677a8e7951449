import { createHash } from 'node:crypto';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { readManifest } from '../scripts/firstPaintChunks.js';

/**
 * Opens a page of the store as a shopper does: the test then acts when the page shows what it
 * needs, hydrated or not (D27), never after an internal readiness flag.
 */
export async function openStore(page: Page, path = '/') {
  await page.goto(path);
}

/**
 * What Lighthouse reports as Cumulative Layout Shift: the layout-shift entries of the page's
 * life so far, skipping those right after user input.
 */
export const layoutShift = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        new PerformanceObserver((list) => {
          const entries = list.getEntries() as unknown as {
            value: number;
            hadRecentInput: boolean;
          }[];
          resolve(entries.filter((e) => !e.hadRecentInput).reduce((sum, e) => sum + e.value, 0));
        }).observe({ type: 'layout-shift', buffered: true });
        // An observer with nothing buffered never calls back: no entry means no shift.
        requestAnimationFrame(() => requestAnimationFrame(() => resolve(0)));
      }),
  );

/**
 * The page's HTML with a probe script of a test inserted by `insert`, and allowed by the page's
 * Content-Security-Policy (its hash added to script-src), so that it runs as the page's own do.
 */
export function withProbeScript(
  html: string,
  script: string,
  insert: (html: string, tag: string) => string,
): string {
  const hash = `'sha256-${createHash('sha256').update(script).digest('base64')}'`;
  return insert(html, `<script>${script}</script>`).replace(
    "script-src 'self'",
    `script-src 'self' ${hash}`,
  );
}

/**
 * Waits until the in-browser backend answers requests the test makes itself. Only for calls
 * to the API: the store's own requests wait for it by themselves. A store that `npm start`
 * serves has no such backend: its server answers from the start.
 */
async function backendAnswers(page: Page) {
  if (test.info().project.metadata.host === 'server') return;
  await expect(page.locator('html')).toHaveAttribute('data-backend', 'ready', { timeout: 30_000 });
}

interface ApiCall {
  method?: string;
  token?: string;
  body?: unknown;
}

/** Calls the API from inside the page, so the service worker answers as it does for the app. */
export async function callApi(page: Page, path: string, init: ApiCall = {}) {
  await backendAnswers(page);
  return page.evaluate(
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
}

/** Calls the API and expects `status`; answers the reply's body. */
async function expectReply(page: Page, status: number, path: string, init: ApiCall = {}) {
  const reply = await callApi(page, path, init);
  expect(reply.status, `${init.method ?? 'GET'} ${path}`).toBe(status);
  return reply.body;
}

/**
 * Pays for the shopper's cart as checkout does, through the API: the cart's quote, the payment
 * the backend creates for it, and the test provider's payment of that (D33); then places the
 * order of the quote's lines with the first saved address. Answers the order placed.
 */
export async function placeOrderForCart(page: Page, token: string) {
  const { quote } = await expectReply(page, 200, '/api/user/cart/quote', { token });
  const { payment } = await expectReply(page, 201, '/api/user/payments', {
    method: 'POST',
    token,
    body: { quote: quote.id },
  });
  const { payment: paid } = await expectReply(page, 200, '/api/user/payments/test', {
    method: 'POST',
    token,
    body: { orderId: payment.orderId },
  });
  const { addresses } = await expectReply(page, 200, '/api/user/addresses', { token });
  const order = {
    payment: { id: payment.id, paymentId: paid.paymentId, signature: paid.signature },
    products: quote.products.map(({ _id, qty }: { _id: string; qty: number }) => ({ _id, qty })),
    address: addresses[0],
    totalPrice: quote.totalPrice,
  };
  const placed = await expectReply(page, 201, '/api/user/orders', {
    method: 'POST',
    token,
    body: { order },
  });
  return placed.order;
}

/**
 * Axe's rules that a theme can change. The others see the same page in either theme, so a page
 * checked in full in one theme needs only these in the other (D25).
 */
export const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];

/** The page's fades (animations of opacity): how many run now, and how many began since `begun` was 0. */
interface FadeWatch {
  running(): number;
  begun: number;
}

type WatchedWindow = Window & { fades?: FadeWatch };

/** Watches the page's fades, once a document. */
const watchFades = (page: Page) =>
  page.evaluate(() => {
    const watched = window as WatchedWindow;
    if (watched.fades) return;
    const fades = (animation: Animation) =>
      animation.effect instanceof KeyframeEffect &&
      animation.effect.getKeyframes().some((frame) => 'opacity' in frame);
    const watch: FadeWatch = {
      begun: 0,
      running: () =>
        document
          .getAnimations()
          .filter((animation) => animation.playState === 'running' && fades(animation)).length,
    };
    document.addEventListener(
      'animationstart',
      ({ target }) => {
        if ((target as Element).getAnimations().some(fades)) watch.begun += 1;
      },
      { capture: true },
    );
    watched.fades = watch;
  });

/** Waits until nothing fades, then counts the fades that begin from now on. */
async function waitForStillness(page: Page) {
  await watchFades(page);
  await expect
    .poll(() => page.evaluate(() => (window as WatchedWindow).fades!.running()), {
      timeout: 10_000,
    })
    .toBe(0);
  await page.evaluate(() => ((window as WatchedWindow).fades!.begun = 0));
}

const fadesBegun = (page: Page) => page.evaluate(() => (window as WatchedWindow).fades!.begun);

/**
 * WCAG 2.2 AA as axe checks it (or only `rules`), on the whole page as the shopper sees it once
 * nothing fades: a toast sliding in or out is half transparent, and axe would measure that. When
 * axe finds something and a fade began while it read (a toast's time ran out), it reads again.
 */
export async function expectNoAxeViolations(page: Page, rules?: string[]) {
  // Legacy mode runs axe in the page alone. The default opens a blank page to merge the results
  // of cross-origin frames, which the store has none of: that doubled each run (1.9 s against
  // 4.1 s on /foodItems).
  const axe = new AxeBuilder({ page }).setLegacyMode();
  if (rules) axe.withRules(rules);
  else axe.withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']);
  let violations: Awaited<ReturnType<AxeBuilder['analyze']>>['violations'] = [];
  for (let reading = 0; reading < 5; reading += 1) {
    await waitForStillness(page);
    ({ violations } = await axe.analyze());
    if (violations.length === 0 || (await fadesBegun(page)) === 0) break;
  }
  expect(
    violations.map(({ id, nodes }) => `${id}: ${nodes.map((n) => n.target).join(', ')}`),
  ).toEqual([]);
}

/** 'Place Order', then 'Pay' on the test payment sheet: the order's tracking page opens. */
export async function payWithTestSheet(page: Page) {
  await page.getByRole('button', { name: 'Place Order' }).click();
  await page
    .getByRole('dialog', { name: 'Test payment' })
    .getByRole('button', { name: 'Pay' })
    .click();
  await expect(page).toHaveURL(/\/orders\/[\w-]+$/);
}

/** Puts one of the dish in the cart through the API. */
export const addToCart = (page: Page, token: string, _id: string) =>
  expectReply(page, 201, '/api/user/cart', { method: 'POST', token, body: { product: { _id } } });

/** Logs in as the guest and puts dishes in the cart through the API; returns the token. */
export async function guestWithCart(page: Page, dishes: string[]) {
  await openStore(page, '/login');
  await page.getByRole('button', { name: 'Be My Guest' }).click();
  await expect(page.getByText('Successfully logged in as Guest')).toBeVisible();
  const token = await page.evaluate(() => localStorage.getItem('token') ?? '');
  for (const _id of dishes) await addToCart(page, token, _id);
  return token;
}

/** The focused element matches :focus-visible and draws its ring (an outline or a shadow). */
export async function expectVisibleFocus(page: Page) {
  const focus = await page.evaluate(() => {
    const element = document.activeElement;
    if (!element || element === document.body) return 'nothing has focus';
    const style = getComputedStyle(element);
    const ring =
      (style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0) ||
      style.boxShadow !== 'none';
    return element.matches(':focus-visible') && ring
      ? 'visible'
      : `no visible focus on ${element.outerHTML.slice(0, 120)}`;
  });
  expect(focus).toBe('visible');
}

/** Presses `key` until `target` has focus, checking the focus ring at every stop. */
export async function moveFocusTo(page: Page, target: Locator, key = 'Tab') {
  for (let presses = 0; presses < 60; presses += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press(key);
    await expectVisibleFocus(page);
  }
  throw new Error(`60 presses of ${key} did not reach ${target}`);
}

/** Moves focus to `target` with `key`, then presses `action` on it. */
export async function press(page: Page, target: Locator, action: string, key = 'Tab') {
  await moveFocusTo(page, target, key);
  await page.keyboard.press(action);
}

/**
 * The built file of a module the app loads on demand (`src/devtools/RequestTesterPage.tsx`, say), from
 * the build's manifest: lazy chunks go by their hash alone.
 */
export function chunkOf(source: string): RegExp {
  const chunk = (readManifest('dist') as Record<string, { file: string } | undefined>)[source];
  if (!chunk) throw new Error(`${source} is not in the build's manifest`);
  return new RegExp(`/${chunk.file.replaceAll('.', '\\.')}$`);
}
