import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { expect, it } from 'vitest';
import { chromiumArgs, PLAYWRIGHT_DISABLED_FEATURES } from './chromium.js';

/** The features the installed Playwright turns off, as its bundle lists them. */
function playwrightDisabledFeatures() {
  const bundle = readFileSync(
    createRequire(import.meta.url).resolve('playwright-core/lib/coreBundle'),
    'utf8',
  );
  const list = /disabledFeatures = \[([\s\S]*?)\]\.filter\(Boolean\)/.exec(bundle)?.[1] ?? '';
  return [...list.matchAll(/^\s*"([^"]+)"/gm)].map(([, feature]) => feature);
}

it('keeps off every feature Playwright turns off: Chromium reads only our list, the last', () => {
  const installed = playwrightDisabledFeatures();
  expect(installed.length).toBeGreaterThan(0);
  expect(PLAYWRIGHT_DISABLED_FEATURES).toEqual(installed);
  const ours = chromiumArgs.filter((arg) => arg.startsWith('--disable-features='));
  expect(ours).toHaveLength(1);
  expect(ours[0].slice('--disable-features='.length).split(',')).toEqual(
    expect.arrayContaining(installed),
  );
});
