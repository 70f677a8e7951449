import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';

// D9 and the foundation issue: no payment secret, live key or password may ship. This runs on
// the sources and on the bundles the end-to-end tests run: the store's in dist/, and the one the
// server serves (the one that pays through Razorpay when the server is configured with it), each
// with the Storybook published in it (D48).
const SECRET_PATTERNS = [
  // A key secret written into code, e.g. key_secret: 'abc…' (the server reads its own from the
  // environment).
  /key_?secret["']?\s*[:=]\s*["'][^"'\s]{4,}["']/i,
  /rzp_live_[A-Za-z0-9]+/,
  // A password written into code, e.g. password: 'hunter2' (not a form field's name or type,
  // as the published Storybook's testing library lists `password = "password"`).
  /password["']?\s*[:=]\s*["'](?!password["'])[^"'\s]{4,}["']/i,
];

function filesUnder(folder: string): string[] {
  return readdirSync(folder).flatMap((name) => {
    const path = join(folder, name);
    return statSync(path).isDirectory() ? filesUnder(path) : [path];
  });
}

for (const folder of ['src', 'public', 'dist', 'dist-server/public']) {
  test(`no password, key secret or live payment key in ${folder}/`, () => {
    const leaks = filesUnder(folder).flatMap((file) => {
      const text = readFileSync(file, 'utf8');
      return SECRET_PATTERNS.filter((pattern) => pattern.test(text)).map(
        (pattern) => `${file} matches ${pattern}`,
      );
    });
    expect(leaks).toEqual([]);
  });
}
