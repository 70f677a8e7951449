// The domain's benchmarks (src/**/*.bench.ts, Vitest bench) on catalogs of 1,000 and 10,000
// dishes. Prints each mean and p99 against the target of 16 ms a call on 10,000 dishes (one
// frame), and the growth from 1,000 dishes. It reports; the gate on the growth, which must not
// depend on the machine's speed, is a unit test that times both sizes in turns
// (src/domain/filters.growth.test.ts): here the two sizes run at different moments.
import { readFileSync } from 'node:fs';
import { spawnSync } from 'node:child_process';

const TARGET_MS = 16;
const REPORT = 'reports/bench.json';
const SMALL = '1,000 dishes';
const LARGE = '10,000 dishes';

// The unit project's: the server's projects hold the same files and need a database.
const run = spawnSync(
  'node_modules/.bin/vitest',
  ['bench', '--run', '--project', 'unit', `--outputJson=${REPORT}`],
  { stdio: ['ignore', 'ignore', 'inherit'] },
);
if (run.status !== 0) process.exit(run.status ?? 1);

const { files } = JSON.parse(readFileSync(REPORT, 'utf8'));
const byName = new Map(
  files.flatMap((file) =>
    file.groups.flatMap((group) =>
      group.benchmarks.map((bench) => [
        `${group.fullName} > ${bench.name}`,
        { group: group.fullName, ...bench },
      ]),
    ),
  ),
);
const results = [...byName.values()];
const inGroup = (size) => results.filter(({ group }) => group.endsWith(size));
const large = inGroup(LARGE);
if (large.length === 0) {
  console.error('No benchmark ran.');
  process.exit(1);
}
console.log(
  `Mean and p99 per call on ${LARGE} (target ${TARGET_MS} ms), and the growth from ${SMALL}:`,
);
for (const { name, mean, p99 } of large) {
  const small = inGroup(SMALL).find((bench) => bench.name === name);
  const growth = small ? mean / small.mean : Infinity;
  const note = mean > TARGET_MS ? '  over target' : '';
  console.log(
    `  ${mean.toFixed(2).padStart(7)} ms  ${p99.toFixed(2).padStart(7)} ms  ${growth.toFixed(1).padStart(5)}×  ${name}${note}`,
  );
}
