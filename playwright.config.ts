import { defineConfig, devices } from '@playwright/test';
import { chromiumArgs, testChromiumPath } from './scripts/chromium.js';
import {
  PERF_PORT,
  SCALE_PORT,
  SERVER_PORT,
  SERVER_KITCHEN_PORT,
  SERVER_RAZORPAY_PORT,
  STORE_PORT,
} from './e2e/servers';

/** The projects whose store `npm start` serves: its API is the Node server's, no backend starts. */
const ON_THE_SERVER = { host: 'server' };

/** The tests of a page with the CPU slowed down (`4× CPU` in their titles). */
const SLOWED_DOWN = /4× CPU/;

/** End-to-end tests of the built app (`vite build` first), with the real service worker. */
export default defineConfig({
  testDir: 'e2e',
  fullyParallel: true,
  forbidOnly: true,
  retries: 0,
  workers: 2,
  // Generous for a loaded 2-core machine: a test waits for what the shopper would see, and
  // hydration, the backend's start and the spec's loaders take seconds there. A test that
  // fails still fails, later.
  timeout: 60_000,
  expect: { timeout: 15_000 },
  reporter: 'list',
  use: {
    // No trace: recording one for every test costs a tenth of the run's CPU, and a failure
    // still reports its page's ARIA snapshot. `--trace on` records one for a test rerun.
    trace: 'off',
    launchOptions: { executablePath: testChromiumPath, args: chromiumArgs },
  },
  projects: [
    {
      // One at a time, beside the other tests, and first (the longest): a page slowed down by
      // Chromium's throttling spins the time it takes away, so it holds a core even while idle.
      // Two at once held both cores, and each took twice as long. On the build without the spec's
      // loaders, as the timing scripts measure it: nothing there waits on a timer, so a replayed
      // tap meets the backend's answer as soon as it can come.
      name: 'store, slowed down',
      testMatch: 'early-input.spec.ts',
      grep: SLOWED_DOWN,
      workers: 1,
      use: { ...devices['Desktop Chrome'], baseURL: `http://localhost:${PERF_PORT}` },
    },
    {
      name: 'store',
      testIgnore: ['scale.spec.ts', 'server/**'],
      grepInvert: SLOWED_DOWN,
      use: { ...devices['Desktop Chrome'], baseURL: `http://localhost:${STORE_PORT}` },
    },
    {
      name: 'scale',
      testMatch: 'scale.spec.ts',
      use: { ...devices['Desktop Chrome'], baseURL: `http://localhost:${SCALE_PORT}` },
    },
    {
      name: 'server',
      // With the Storybook published in its build (D48), as the static build's is in `store`.
      testMatch: ['server/shop.spec.ts', 'server/guests.spec.ts', 'storybook.spec.ts'],
      metadata: ON_THE_SERVER,
      use: { ...devices['Desktop Chrome'], baseURL: `http://localhost:${SERVER_PORT}` },
    },
    {
      // The shopper's journeys (cart, wishlist, checkout, Order History) as `npm start` serves
      // them, with every guest an account of their own (D44).
      name: 'store on the server',
      testMatch: ['accounts.spec.ts', 'checkout.spec.ts'],
      metadata: ON_THE_SERVER,
      use: { ...devices['Desktop Chrome'], baseURL: `http://localhost:${SERVER_PORT}` },
    },
    {
      // The kitchen and the shopper, two pages of one browser, on `npm start` (D38–D41).
      name: 'kitchen on the server',
      testMatch: ['kitchen.spec.ts', 'menu.spec.ts'],
      metadata: ON_THE_SERVER,
      use: { ...devices['Desktop Chrome'], baseURL: `http://localhost:${SERVER_KITCHEN_PORT}` },
    },
    {
      name: 'server with Razorpay',
      testMatch: 'server/razorpay.spec.ts',
      metadata: ON_THE_SERVER,
      use: { ...devices['Desktop Chrome'], baseURL: `http://localhost:${SERVER_RAZORPAY_PORT}` },
    },
  ],
  // Every server the projects test, started side by side; stopped after the run.
  globalSetup: './e2e/servers.ts',
});
