// Publishes Storybook with the store (D48): its static build, storybook-static/, copied into a
// build of the store as storybook/, which `vite preview` and `npm start` serve at /storybook/.
// `npm run build` and `build:server` build it here first. `npm test` and `test:e2e` build it
// once, in build:server, and place that same folder in dist/ with `--built`.
// With it go the commit it was built from and the stories' committed pictures, which its Tests
// panel shows (D50); `npm test` adds its own run's results after Vitest ends
// (scripts/storybookResults.js).
import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { currentCommit } from './commit.js';
import { precompress } from './precompress.js';

const BUILT = 'storybook-static';
/** Read by the manager (.storybook/testResults.ts), beside its index.html. */
const BUILD_INFO = 'build-info.json';
/** The stories' pictures (D34), under the same paths as in the tree. */
const PICTURES = 'pictures';
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

/**
 * The commit Storybook is built from, and when: written beside the build, so that `--built`
 * publishes the build's own. A folder built by `npm run build-storybook` gets it when published.
 */
function writeBuildInfo() {
  const builtAt = statSync(join(BUILT, 'index.html')).mtime.toISOString();
  writeFileSync(join(BUILT, BUILD_INFO), JSON.stringify({ ...currentCommit(), builtAt }));
}
if (!values.built || !existsSync(join(BUILT, BUILD_INFO))) writeBuildInfo();

/**
 * Copies the stories' pictures as the tree holds them (the committed ones, unless the build
 * info says the tree had changes): about 800 files, 33 MB, a fraction of a second.
 */
function copyPictures(folder) {
  const pictures = readdirSync('src', { recursive: true, encoding: 'utf8' }).filter(
    (path) => path.includes('__screenshots__') && path.endsWith('.png'),
  );
  for (const path of pictures) cpSync(join('src', path), join(folder, PICTURES, 'src', path));
  return pictures.length;
}

const published = join(target, 'storybook');
// A file of an earlier Storybook, or its compressed copy, would be served in place of the new one.
rmSync(published, { recursive: true, force: true });
cpSync(BUILT, published, { recursive: true });
const pictures = copyPictures(published);
if (values.precompress) precompress(published, { brotliQuality: BROTLI_QUALITY });
console.log(`Published Storybook into ${published}/, with ${pictures} pictures.`);
