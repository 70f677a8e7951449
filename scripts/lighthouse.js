// Runs Lighthouse (performance and accessibility) on the built app in `dist/` (`vite build`
// first), on mobile (Lighthouse's default emulation) and desktop (its desktop preset), and prints
// CLS, LCP, TBT and the scores of each page. Fails when a page shifts its layout (CLS over
// 0.01) or misses an accessibility check; LCP and the performance score are only printed, since
// the spec's 1 s and 2 s loaders dominate them. The real app runs, with its loaders and the MSW
// service worker, which Lighthouse registers cold on every run (it clears storage first).
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import * as chromeLauncher from 'chrome-launcher';
import { chromiumArgs, chromiumPath } from './chromium.js';
import { serve } from './serve.js';

const PORT = 4175;
const PAGES = ['/', '/foodItems', '/foodItems/prod-biryani'];
const FORM_FACTORS = [
  { name: 'mobile', config: undefined },
  { name: 'desktop', config: desktopConfig },
];
const MAX_CLS = 0.01;
const MIN_ACCESSIBILITY = 1;
const TIME_LIMIT_MS = 170_000;

let server;
let chrome;

async function cleanUp() {
  try {
    await chrome?.kill();
  } catch {
    // already gone
  }
  server?.stop();
}

// A hung page or browser must not hold CI: past the limit, stop everything and fail.
const watchdog = setTimeout(async () => {
  console.error(`Lighthouse: not done within ${TIME_LIMIT_MS / 1000} s, giving up.`);
  await cleanUp();
  process.exit(1);
}, TIME_LIMIT_MS);

/** Lighthouse's report of one page in one form factor. */
async function audit(url, formFactor) {
  const flags = {
    port: chrome.port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility'],
  };
  const result = await lighthouse(url, flags, formFactor.config);
  if (!result) throw new Error(`Lighthouse returned no result for ${url}`);
  const { lhr } = result;
  if (lhr.runtimeError) {
    throw new Error(`Lighthouse failed on ${url}: ${lhr.runtimeError.message}`);
  }
  return lhr;
}

/** The elements that shifted, as Lighthouse names them, for a failure message. */
function shiftedElements(lhr) {
  const items = lhr.audits['layout-shifts']?.details?.items ?? [];
  return items.map(
    (item) =>
      `      ${item.score?.toFixed(4) ?? '?'}  ${item.node?.selector ?? '?'}  ${item.node?.snippet ?? ''}`,
  );
}

function failedAccessibilityAudits(lhr) {
  return lhr.categories.accessibility.auditRefs
    .map((ref) => lhr.audits[ref.id])
    .filter((result) => result.scoreDisplayMode === 'binary' && result.score !== 1)
    .map((result) => `      ${result.id}: ${result.title}`);
}

const score = (category) =>
  category.score === null ? 'n/a' : String(Math.round(category.score * 100));
const ms = (value) => `${Math.round(value)} ms`;

async function main() {
  server = await serve('dist', PORT);
  chrome = await chromeLauncher.launch({
    chromePath: chromiumPath,
    chromeFlags: [...chromiumArgs, '--headless=new'],
    logLevel: 'silent',
  });

  const rows = [];
  const failures = [];
  for (const path of PAGES) {
    for (const formFactor of FORM_FACTORS) {
      const lhr = await audit(`${server.url}${path}`, formFactor);
      const metric = (id) => lhr.audits[id].numericValue;
      const cls = metric('cumulative-layout-shift');
      const accessibility = lhr.categories.accessibility.score;
      rows.push([
        path,
        formFactor.name,
        cls.toFixed(3),
        ms(metric('largest-contentful-paint')),
        ms(metric('total-blocking-time')),
        score(lhr.categories.performance),
        score(lhr.categories.accessibility),
      ]);
      if (cls > MAX_CLS) {
        failures.push(
          [
            `${path} (${formFactor.name}): Cumulative Layout Shift ${cls.toFixed(4)} is over ${MAX_CLS}. Shifted:`,
            ...shiftedElements(lhr),
          ].join('\n'),
        );
      }
      if (accessibility === null || accessibility < MIN_ACCESSIBILITY) {
        failures.push(
          [
            `${path} (${formFactor.name}): accessibility score ${score(lhr.categories.accessibility)} is below 100. Failed audits:`,
            ...failedAccessibilityAudits(lhr),
          ].join('\n'),
        );
      }
    }
  }

  printTable(['page', 'form factor', 'CLS', 'LCP', 'TBT', 'performance', 'accessibility'], rows);
  return failures;
}

function printTable(header, rows) {
  const widths = header.map((title, column) =>
    Math.max(title.length, ...rows.map((row) => row[column].length)),
  );
  const line = (cells) =>
    cells
      .map((cell, column) => cell.padEnd(widths[column]))
      .join('  ')
      .trimEnd();
  console.log(line(header));
  console.log(line(widths.map((width) => '-'.repeat(width))));
  for (const row of rows) console.log(line(row));
}

let exitCode = 0;
try {
  const failures = await main();
  if (failures.length > 0) {
    console.error(`\nLighthouse found ${failures.length} problem(s):`);
    for (const failure of failures) console.error(failure);
    exitCode = 1;
  } else {
    console.log(`\nNo layout shift (CLS ≤ ${MAX_CLS}) and full accessibility score on every page.`);
  }
} catch (error) {
  console.error(`Lighthouse run failed: ${error instanceof Error ? error.message : error}`);
  exitCode = 1;
} finally {
  clearTimeout(watchdog);
  await cleanUp();
}
process.exit(exitCode);
