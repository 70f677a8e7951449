import { randomUUID } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { chromiumArgs, chromiumPath } from './scripts/chromium.js';
import { freePortSync } from './scripts/freePort.js';

/**
 * A free port per server, chosen once by the runner and handed to its workers through the
 * environment (they load this file again), so that a server already running changes nothing.
 */
const portFor = (name: string) => Number((process.env[name] ??= String(freePortSync())));
const STORE_PORT = portFor('E2E_STORE_PORT');
// A build whose catalog holds 10,000 dishes (VITE_CATALOG_SIZE), for the windowed grid.
const SCALE_PORT = portFor('E2E_SCALE_PORT');
// The Node server of `npm start` (`npm run build:server`), over an embedded database of this run.
const SERVER_PORT = portFor('E2E_SERVER_PORT');
const SERVER_DATA_DIR = (process.env.E2E_SERVER_DATA_DIR ??= mkdtempSync(
  join(tmpdir(), 'shop-e2e-data-'),
));
// The same server configured with Razorpay (D33): its Orders API is a stand-in on a port of its
// own, and its key secret one made for this run, which the checkout.js stand-in signs with.
const RAZORPAY_API_PORT = portFor('E2E_RAZORPAY_API_PORT');
const SERVER_RAZORPAY_PORT = portFor('E2E_SERVER_RAZORPAY_PORT');
const SERVER_RAZORPAY_DATA_DIR = (process.env.E2E_SERVER_RAZORPAY_DATA_DIR ??= mkdtempSync(
  join(tmpdir(), 'shop-e2e-razorpay-data-'),
));
const RAZORPAY_SECRET = (process.env.E2E_RAZORPAY_SECRET ??= randomUUID());

/** The tests of a page with the CPU slowed down (`4× CPU` in their titles). */
const SLOWED_DOWN = /4× CPU/;

const preview = (outDir: string, port: number) => ({
  command: `node_modules/.bin/vite preview --outDir ${outDir} --port ${port} --strictPort`,
  url: `http://localhost:${port}`,
  reuseExistingServer: false,
});

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
    launchOptions: { executablePath: chromiumPath, args: chromiumArgs },
  },
  projects: [
    {
      // One at a time, beside the other tests, and first (the longest): a page slowed down by
      // Chromium's throttling spins the time it takes away, so it holds a core even while idle.
      // Two at once held both cores, and each took twice as long.
      name: 'store, slowed down',
      testMatch: 'early-input.spec.ts',
      grep: SLOWED_DOWN,
      workers: 1,
      use: { ...devices['Desktop Chrome'], baseURL: `http://localhost:${STORE_PORT}` },
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
      testMatch: 'server/shop.spec.ts',
      use: { ...devices['Desktop Chrome'], baseURL: `http://localhost:${SERVER_PORT}` },
    },
    {
      name: 'server with Razorpay',
      testMatch: 'server/razorpay.spec.ts',
      use: { ...devices['Desktop Chrome'], baseURL: `http://localhost:${SERVER_RAZORPAY_PORT}` },
    },
  ],
  webServer: [
    preview('dist', STORE_PORT),
    preview('dist-scale', SCALE_PORT),
    {
      command: 'node dist-server/main.js',
      url: `http://localhost:${SERVER_PORT}`,
      reuseExistingServer: false,
      env: { PORT: String(SERVER_PORT), DATA_DIR: SERVER_DATA_DIR },
    },
    {
      command: 'node e2e/razorpay/ordersApi.js',
      url: `http://localhost:${RAZORPAY_API_PORT}`,
      reuseExistingServer: false,
      env: { PORT: String(RAZORPAY_API_PORT) },
    },
    {
      command: 'node dist-server/main.js',
      url: `http://localhost:${SERVER_RAZORPAY_PORT}`,
      reuseExistingServer: false,
      env: {
        PORT: String(SERVER_RAZORPAY_PORT),
        DATA_DIR: SERVER_RAZORPAY_DATA_DIR,
        RAZORPAY_KEY_ID: 'rzp_test_standin',
        RAZORPAY_SECRET,
        RAZORPAY_API_URL: `http://localhost:${RAZORPAY_API_PORT}`,
      },
    },
  ],
});
