// One place that says which Chromium the browser tests drive. No tool may download a browser
// here, so the default is Debian's; CHROME_PATH points elsewhere (for example on a laptop).
import { existsSync } from 'node:fs';

const DEBIAN_CHROMIUM = '/usr/bin/chromium';

/** The browser to launch, or undefined to let Playwright use a browser it manages. */
export const chromiumPath =
  process.env.CHROME_PATH || (existsSync(DEBIAN_CHROMIUM) ? DEBIAN_CHROMIUM : undefined);

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
];
