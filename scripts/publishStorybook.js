// Publishes Storybook with the store (D48): its static build, storybook-static/, copied into a
// build of the store as storybook/, which `vite preview` and `npm start` serve at /storybook/.
// `npm run build` and `build:server` build it here first. `npm test` and `test:e2e` build it
// once, in build:server, and place that same folder in dist/ with `--built`.
import { execFileSync } from 'node:child_process';
import { cpSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { precompress } from './precompress.js';

const BUILT = 'storybook-static';
/**
 * A server's copy is compressed at brotli's quality 7: Storybook is 10 MB of text, which the
 * store's quality 11 took 16 s to compress, and quality 7 half a second, 10 % larger.
 */
const BROTLI_QUALITY = 7;

const { values, positionals } = parseArgs({
  options: { built: { type: 'boolean' }, precompress: { type: 'boolean' } },
  allowPositionals: true,
});
const [target] = positionals;
if (!target) {
  throw new Error(
    'Usage: node scripts/publishStorybook.js [--built] [--precompress] <folder of a build>',
  );
}

if (!values.built) {
  execFileSync('node_modules/.bin/storybook', ['build', '--quiet', '--output-dir', BUILT], {
    stdio: 'inherit',
    // The stories run on their own in-browser backend wherever the store's API is (D48).
    env: { ...process.env, VITE_BACKEND: undefined },
  });
}
const published = join(target, 'storybook');
// A file of an earlier Storybook, or its compressed copy, would be served in place of the new one.
rmSync(published, { recursive: true, force: true });
cpSync(BUILT, published, { recursive: true });
if (values.precompress) precompress(published, { brotliQuality: BROTLI_QUALITY });
console.log(`Published Storybook into ${published}/.`);
