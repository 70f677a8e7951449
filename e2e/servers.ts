import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePortSync } from '../scripts/freePort.js';
import { previewArgs } from '../scripts/serve.js';
import { initialiseDataDir } from '../src/backend/server/embeddedTemplate.js';

// The servers the end-to-end projects test, started side by side by Playwright's global setup:
// its `webServer` starts one after another, 16 s here where the slowest alone takes 6.

/**
 * A free port per server, chosen once by the runner and handed to its workers through the
 * environment (they load the config, and so this file, again).
 */
const portFor = (name: string) => Number((process.env[name] ??= String(freePortSync())));
const dataDirFor = (name: string, prefix: string) =>
  (process.env[name] ??= mkdtempSync(join(tmpdir(), prefix)));

export const STORE_PORT = portFor('E2E_STORE_PORT');
/** The store built without the spec's loaders (`npm run build:perf`), as the timing scripts use it. */
export const PERF_PORT = portFor('E2E_PERF_PORT');
/** A build whose catalog holds 10,000 dishes (VITE_CATALOG_SIZE), for the windowed grid. */
export const SCALE_PORT = portFor('E2E_SCALE_PORT');
/** The Node server of `npm start` (`npm run build:server`), over an embedded database of this run. */
export const SERVER_PORT = portFor('E2E_SERVER_PORT');
// The same server configured with Razorpay (D33): its Orders API is a stand-in on a port of its
// own, and its key secret one made for this run, which the checkout.js stand-in signs with.
const RAZORPAY_API_PORT = portFor('E2E_RAZORPAY_API_PORT');
export const SERVER_RAZORPAY_PORT = portFor('E2E_SERVER_RAZORPAY_PORT');
const RAZORPAY_SECRET = (process.env.E2E_RAZORPAY_SECRET ??= randomUUID());
/**
 * The server with 'Kitchen demo' on (D40) and the admin routes, whose clock the kitchen's tests
 * move on (D38).
 */
export const SERVER_KITCHEN_PORT = portFor('E2E_SERVER_KITCHEN_PORT');

interface Server {
  command: string;
  args: string[];
  port: number;
  env?: Record<string, string>;
  /** What the server needs in place before it starts. */
  prepare?: () => Promise<void>;
}

const preview = (outDir: string, port: number): Server => ({
  command: 'node_modules/.bin/vite',
  args: previewArgs(outDir, port),
  port,
});
const shopServer = (port: number, env: { DATA_DIR: string } & Record<string, string>): Server => ({
  command: 'node',
  args: ['dist-server/main.js'],
  port,
  env: { PORT: String(port), ...env },
  // Its database already made, as `npm start` finds it from the second start on.
  prepare: () => initialiseDataDir(env.DATA_DIR),
});

const SERVERS: Server[] = [
  preview('dist', STORE_PORT),
  preview('dist-perf', PERF_PORT),
  preview('dist-scale', SCALE_PORT),
  shopServer(SERVER_PORT, {
    DATA_DIR: dataDirFor('E2E_SERVER_DATA_DIR', 'shop-e2e-data-'),
    // Every test's browser is on this one address, and most press 'Be My Guest'.
    GUESTS_PER_MINUTE: '1000',
  }),
  shopServer(SERVER_KITCHEN_PORT, {
    DATA_DIR: dataDirFor('E2E_SERVER_KITCHEN_DATA_DIR', 'shop-e2e-kitchen-data-'),
    GUESTS_PER_MINUTE: '1000',
    KITCHEN_DEMO: 'on',
    ADMIN_ROUTES: 'on',
  }),
  {
    command: 'node',
    args: ['e2e/razorpay/ordersApi.js'],
    port: RAZORPAY_API_PORT,
    env: { PORT: String(RAZORPAY_API_PORT) },
  },
  shopServer(SERVER_RAZORPAY_PORT, {
    DATA_DIR: dataDirFor('E2E_SERVER_RAZORPAY_DATA_DIR', 'shop-e2e-razorpay-data-'),
    RAZORPAY_KEY_ID: 'rzp_test_standin',
    RAZORPAY_SECRET,
    RAZORPAY_API_URL: `http://localhost:${RAZORPAY_API_PORT}`,
  }),
];

const STARTING_MS = 120_000;
const answers = (port: number) =>
  fetch(`http://localhost:${port}/`).then(
    () => true,
    () => false,
  );

/** Starts the server; resolves once it answers, with a stop for its whole process group. */
async function start({ command, args, port, env, prepare }: Server) {
  if (await answers(port)) throw new Error(`Port ${port} is taken before ${command} ${args[0]}.`);
  await prepare?.();
  const child = spawn(command, args, {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'ignore', 'pipe'],
    detached: true,
  });
  let errors = '';
  child.stderr.on('data', (chunk: Buffer) => (errors += chunk));
  const stop = () => {
    if (child.exitCode === null) process.kill(-child.pid!, 'SIGTERM');
  };
  const deadline = Date.now() + STARTING_MS;
  while (!(await answers(port))) {
    if (child.exitCode !== null || Date.now() > deadline) {
      stop();
      throw new Error(`${command} ${args.join(' ')} did not start:\n${errors}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return stop;
}

/** Playwright's global setup: every server at once; resolves to the teardown that stops them. */
export default async function startServers() {
  const started = await Promise.allSettled(SERVERS.map(start));
  const stops = started.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []));
  const stopAll = async () => stops.forEach((stop) => stop());
  const failed = started.find((result) => result.status === 'rejected');
  if (failed) {
    await stopAll();
    throw failed.reason;
  }
  return stopAll;
}
