// Builds the static Storybook and runs every story (play function and axe) in Chromium.
// Extra arguments go to test-storybook, e.g. `npm run test:stories -- --json --outputFile x`.
import { spawnSync } from 'node:child_process';
import { serve } from './serve.js';

const run = (command, args) => spawnSync(command, args, { stdio: 'inherit' }).status ?? 1;

const built = run('node_modules/.bin/storybook', ['build', '--quiet', '-o', 'storybook-static']);
if (built !== 0) process.exit(built);

const server = await serve('storybook-static');
const status = run('node_modules/.bin/test-storybook', [
  '--url',
  server.url,
  '--maxWorkers=2',
  ...process.argv.slice(2),
]);
server.stop();
process.exit(status);
