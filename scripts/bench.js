// The domain's benchmarks (src/**/*.bench.ts, Vitest bench), checked against a budget: on a
// catalog of 10,000 dishes each filter, sort and search takes at most 16 ms (one frame) on
// average. A benchmark, not a timed test: it prints the figures and fails only over budget.
import { readFileSync } from 'node:fs';
import { spawnSync } from 'node:child_process';

const BUDGET_MS = 16;
const REPORT = 'reports/bench.json';

const run = spawnSync('node_modules/.bin/vitest', ['bench', '--run', `--outputJson=${REPORT}`], {
  stdio: ['ignore', 'ignore', 'inherit'],
});
if (run.status !== 0) process.exit(run.status ?? 1);

const { files } = JSON.parse(readFileSync(REPORT, 'utf8'));
const results = files.flatMap((file) =>
  file.groups.flatMap((group) =>
    group.benchmarks.map((bench) => ({ name: `${group.fullName} > ${bench.name}`, ...bench })),
  ),
);
if (results.length === 0) {
  console.error('No benchmark ran.');
  process.exit(1);
}
console.log(`Mean and p99 per call (budget ${BUDGET_MS} ms for the mean):`);
for (const { name, mean, p99 } of results) {
  console.log(`  ${mean.toFixed(2).padStart(7)} ms  ${p99.toFixed(2).padStart(7)} ms  ${name}`);
}
const over = results.filter(({ mean }) => mean > BUDGET_MS);
for (const { name, mean } of over) console.error(`${name}: ${mean.toFixed(2)} ms, over budget.`);
process.exit(over.length === 0 ? 0 : 1);
