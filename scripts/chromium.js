// The one rule for which Chromium the tools drive: CHROME_PATH, then Debian's package, then the
// command on PATH. No tool may download a browser here.
// - The test runners (Playwright's end-to-end tests, the stories in Vitest) drive Debian's
//   `chromium-headless-shell`, the headless-only build Playwright itself runs tests in: no
//   browser window per context. The e2e layer took 320 s against 362 s in full Chromium.
// - What measures the store as shoppers get it (Lighthouse CI, interaction latency, the cart's
//   timing, the benchmarks) drives the full `chromium`.
// Run as a script, it prints the path it found (`--headless-shell`: the test runners'), or exits 1
// when there is none (setup then installs Debian's package).
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const DEBIAN_CHROMIUM = '/usr/bin/chromium';
const DEBIAN_HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';

function onPath(command) {
  try {
    return (
      execFileSync('sh', ['-c', `command -v ${command}`], { encoding: 'utf8' }).trim() || undefined
    );
  } catch {
    return undefined;
  }
}

const browserPath = (debianPath, command) =>
  process.env.CHROME_PATH || (existsSync(debianPath) ? debianPath : onPath(command));

/** The browser that measures the store, or undefined when the machine has none. */
export const chromiumPath = browserPath(DEBIAN_CHROMIUM, 'chromium');

/** The browser the test runners drive, or undefined when the machine has none. */
export const testChromiumPath = browserPath(DEBIAN_HEADLESS_SHELL, 'chromium-headless-shell');

/**
 * The features Playwright turns off (its chromiumSwitches, 1.65.1). Chromium reads only the last
 * `--disable-features` it is given, and ours comes after Playwright's: ours repeats them, and
 * chromium.test.js checks that it still does.
 */
export const PLAYWRIGHT_DISABLED_FEATURES = [
  'AvoidUnnecessaryBeforeUnloadCheckSync',
  'DestroyProfileOnBrowserClose',
  'HttpsUpgrades',
  'HttpsFirstBalancedModeAutoEnable',
  'LensOverlay',
  'MediaRouter',
  'PaintHolding',
  'ThirdPartyStoragePartitioning',
  'AvoidCorsURLLoaderRestartOnRedirect',
  'TcpPortRandomizationWin',
  'OptimizationHints',
  'NetworkTimeServiceQuerying',
  'AimEnabled',
  'PreconnectToSearch',
  'msForceBrowserSignIn',
  'msEdgeUpdateLaunchServicesPreferredVersion',
];

/**
 * Each window of headless Chromium builds its address bar's popups as WebUI pages, in a renderer
 * of their own that loads some 700 files: 0.6 to 1.2 core-seconds for every browser context a
 * test opens, beside the page it measures, for popups no test shows.
 */
const OMNIBOX_POPUPS = ['WebUIOmniboxPopup', 'WebUIOmniboxAimPopup'];

// Without the background-networking flags, Chromium's start-up connections are refused by a
// closed network and slow every launch down.
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  `--disable-features=${[...PLAYWRIGHT_DISABLED_FEATURES, ...OMNIBOX_POPUPS].join(',')}`,
];

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const path = process.argv.includes('--headless-shell') ? testChromiumPath : chromiumPath;
  if (!path) process.exit(1);
  console.log(path);
}
