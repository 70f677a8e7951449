// The one test command: static checks, unit tests, every story in Chromium, the size budget, a
// Lighthouse run and the end-to-end tests of the built app. Every layer runs even when one fails.
// The summary names every failed test and gives each layer's counts and time; the last line sums
// them all as `N passed, N failed` (each static check counts as one test).
import { closeSync, mkdirSync, openSync, readFileSync, rmSync } from 'node:fs';
import { spawn } from 'node:child_process';
import { startPostgres } from './postgres.js';

rmSync('reports', { recursive: true, force: true });
mkdirSync('reports');

const bin = (name) => `node_modules/.bin/${name}`;

/**
 * Starts a command: its output on ours, or in `logFile`, which the caller prints when it ends.
 * `nice` gives it only the CPU the others leave. Resolves to its status.
 */
function start(command, args, { env = {}, logFile, nice = false } = {}) {
  const log = logFile && openSync(logFile, 'w');
  const commandLine = nice ? ['nice', '-n', '10', command, ...args] : [command, ...args];
  const child = spawn(commandLine[0], commandLine.slice(1), {
    stdio: log ? ['ignore', log, log] : 'inherit',
    env: { ...process.env, ...env },
  });
  if (log) closeSync(log);
  return new Promise((resolve) => {
    child.on('error', () => resolve(1));
    child.on('close', (status) => resolve(status ?? 1));
  });
}
const printLog = (title, logFile) =>
  console.log(`\n▷ ${title}\n${readFileSync(logFile, 'utf8').trim()}`);
const logFileOf = (name) => `reports/${name.replace(/\W+/g, '-').slice(0, 60)}.log`;

const readReport = (file, count) => {
  try {
    return count(JSON.parse(readFileSync(file, 'utf8')));
  } catch {
    return undefined;
  }
};
/**
 * A skipped or todo test fails the run unless its title names the decision that allows it
 * (`D12`, say, as docs/decisions.md numbers them): nothing is left out without a reason.
 */
const NAMES_A_DECISION = /\bD\d+\b/;
function withUnexcusedSkips({ notRun, ...counts }) {
  const unexcused = notRun.filter((title) => !NAMES_A_DECISION.test(title));
  return {
    ...counts,
    failed: counts.failed + unexcused.length,
    failures: [
      ...counts.failures,
      ...unexcused.map((title) => `${title} (skipped or todo, and names no decision)`),
    ],
  };
}

/** Counts the tests of the files that `inLayer` picks from one Vitest JSON report. */
const vitestCounts = (inLayer) => (report) => {
  const tests = report.testResults
    .filter((file) => inLayer(file.name))
    .flatMap((file) =>
      file.assertionResults.map((test) => ({
        status: test.status,
        title: `${file.name.replace(`${process.cwd()}/`, '')} > ${test.fullName}`,
      })),
    );
  const withStatus = (...statuses) => tests.filter((test) => statuses.includes(test.status));
  return withUnexcusedSkips({
    passed: withStatus('passed').length,
    failed: withStatus('failed').length,
    skipped: withStatus('skipped', 'pending').length,
    todo: withStatus('todo').length,
    failures: withStatus('failed').map((test) => test.title),
    notRun: withStatus('skipped', 'pending', 'todo').map((test) => test.title),
  });
};
const isStoryFile = (file) => file.endsWith('.stories.tsx');
const playwrightSpecs = (suite) => [
  ...(suite.specs ?? []).map((spec) => ({ ...spec, title: `${spec.file} > ${spec.title}` })),
  ...(suite.suites ?? []).flatMap(playwrightSpecs),
];
const playwrightCounts = (report) => {
  const specs = report.suites.flatMap(playwrightSpecs);
  return withUnexcusedSkips({
    passed: report.stats.expected + report.stats.flaky,
    failed: report.stats.unexpected,
    skipped: report.stats.skipped,
    todo: 0,
    failures: specs.filter((spec) => !spec.ok).map((spec) => spec.title),
    notRun: specs
      .filter((spec) => spec.tests.some((test) => test.status === 'skipped'))
      .map((spec) => spec.title),
  });
};

const layers = [];
const commandStarted = Date.now();

const seconds = (since) => Math.round((Date.now() - since) / 1000);

/** A check that runs alone, its output on ours. */
async function check(name, command, args, env) {
  console.log(`\n▶ ${name}`);
  const startedAt = Date.now();
  const ok = (await start(command, args, { env })) === 0;
  layers.push({ name, passed: ok ? 1 : 0, failed: ok ? 0 : 1, seconds: seconds(startedAt) });
}

/**
 * A check that runs beside the next layers, its output kept in a file and printed by `report`.
 * `nice` gives it only the CPU they leave: for a check that would otherwise run alone on both
 * cores, beside a layer that leaves one idle for part of its run.
 */
function checkBeside(name, command, args, { nice = false, env = {} } = {}) {
  const startedAt = Date.now();
  const logFile = logFileOf(name);
  let took;
  const ended = start(command, args, { env, logFile, nice }).then((status) => {
    took = seconds(startedAt);
    return status;
  });
  const report = async () => {
    const ok = (await ended) === 0;
    printLog(`${name} (beside the layers before)`, logFile);
    layers.push({ name, passed: ok ? 1 : 0, failed: ok ? 0 : 1, seconds: took });
  };
  return { ended, report };
}

/**
 * One runner's run, reported as one or more layers (`parts`, each counted from its report). With
 * `beside`, its output goes to a file, printed when it ends, as other layers print meanwhile.
 */
async function suite(parts, command, args, report, { env, beside = false } = {}) {
  const title = parts.map((part) => part.name).join(', side by side with ');
  const logFile = beside ? logFileOf(title) : undefined;
  if (!beside) console.log(`\n▶ ${title}`);
  const startedAt = Date.now();
  const status = await start(command, args, { env, logFile });
  const took = seconds(startedAt);
  if (logFile) printLog(`${title} (beside the layers before)`, logFile);
  const results = parts.map(({ name, count }) => {
    const counts = readReport(report, count);
    if (!counts) console.error(`${name}: the runner wrote no report.`);
    else if (counts.passed + counts.failed === 0) console.error(`${name}: no test ran.`);
    return { name, ...(counts ?? { passed: 0, failed: 0, skipped: 0, todo: 0, failures: [] }) };
  });
  // A runner that failed without reporting a failed test in any of its layers (a crash, a build
  // error) fails each layer; a layer with no report or no test fails too.
  const failureReported = results.some((result) => result.failed > 0);
  for (const result of results) {
    const empty = result.passed + result.failed === 0;
    if (result.failed === 0 && (empty || (status !== 0 && !failureReported))) result.failed = 1;
    layers.push({ ...result, seconds: took });
  }
}

// The static checks take what CPU Vitest leaves: alone, they held both cores for two minutes.
const staticChecks = [
  // TypeScript 7, native: a third of TypeScript 6's CPU (package.json's `typecheck`).
  checkBeside('typecheck', 'npm', ['run', '--silent', 'typecheck'], { nice: true }),
  checkBeside('lint', bin('eslint'), ['.', '--max-warnings', '0'], { nice: true }),
  checkBeside('format', bin('prettier'), ['--check', '.'], { nice: true }),
];
await check('build, with the prerendered pages', 'node', ['scripts/build.js']);
// The backend benchmark gates on ratios of medians within its own run, so it runs beside
// Vitest, whose stories take one core for most of its run. (The filters' benchmark only
// reports times, which a neighbour would skew: it runs alone.) 30 samples here, not 100: its
// ratios sit near 1 against a limit of 1.5 with 30 as with 100, for half the CPU.
const backendBenchmark = checkBeside(
  'backend benchmark (IndexedDB, 10,000 orders)',
  'node',
  ['scripts/backend-bench.js'],
  { env: { BACKEND_BENCH_SAMPLES: '30' } },
);
// The builds the timing scripts and the end-to-end tests use, one after another (they share
// the prerenderer's folder), in the CPU Vitest leaves: its last minutes run the stories alone.
// The server's build builds Storybook, once (D48), and the store's in dist/ takes the same folder.
const otherBuilds = checkBeside(
  "builds without the spec's loaders (Lighthouse, interaction latency), with 10,000 dishes, and of the server, with Storybook",
  'sh',
  [
    '-c',
    'npm run -s build:perf && npm run -s build:scale && npm run -s build:server && node scripts/publishStorybook.js --built dist',
  ],
  { nice: true },
);
// The server's tests run on PostgreSQL too, in a cluster made for this run.
const postgres = await startPostgres().catch((error) => {
  layers.push({ name: 'PostgreSQL for the server tests', passed: 0, failed: 1, seconds: 0 });
  console.error(`PostgreSQL did not start: ${error.message}`);
  return undefined;
});
// Vitest's two projects in one run: the unit tests in Node and the stories in Chromium share
// the two cores.
const vitestDone = suite(
  [
    { name: 'unit (Vitest)', count: vitestCounts((file) => !isStoryFile(file)) },
    {
      name: "stories and their pictures (Storybook's Vitest addon, Chromium)",
      count: vitestCounts(isStoryFile),
    },
  ],
  bin('vitest'),
  ['run', '--reporter=dot', '--reporter=json', '--outputFile.json=reports/vitest.json'],
  'reports/vitest.json',
  { env: postgres ? { TEST_DATABASE_URL: postgres.url } : {} },
);
const checksBeside = [...staticChecks, backendBenchmark, otherBuilds];
// Once the checks beside Vitest have ended, its stories run alone in one page for a minute or
// two and leave a third of the CPU idle: the end-to-end tests, whose builds are then made, take
// it. (The timing scripts, which report how fast the store is, run after both, alone.)
await Promise.all(checksBeside.map((beside) => beside.ended));
const endToEndDone = suite(
  [{ name: 'end to end (Playwright)', count: playwrightCounts }],
  bin('playwright'),
  ['test', '--reporter=list,json'],
  'reports/e2e.json',
  { env: { PLAYWRIGHT_JSON_OUTPUT_FILE: 'reports/e2e.json' }, beside: true },
);
await vitestDone;
postgres?.stop();
// The published Storybooks, built beside Vitest, show this run's results of their stories (D50):
// a second's work on its report, where a second run or build would take minutes.
await check("Storybook's test results, published with it", 'node', [
  'scripts/storybookResults.js',
  'dist/storybook',
  'dist-server/public/storybook',
]);
for (const beside of checksBeside) await beside.report();
await endToEndDone;
await check('benchmarks (10,000 dishes)', 'node', ['scripts/bench.js']);
await check('size budget', 'node', ['scripts/size.js']);
// The timing scripts print their figures here from fewer runs than they take alone (`npm run
// lighthouse`, `interaction-latency`, `cart-timing`): they gate only on what the machine's speed
// does not change, and fewer runs keep the whole command within 15 minutes.
await check('Lighthouse CI', 'node', ['scripts/lighthouse.js'], { LIGHTHOUSE_RUNS: '1' });
await check('interaction latency', 'node', ['scripts/interaction-latency.js'], { INP_RUNS: '3' });
await check(
  "a signed-in shopper's cart, on screen after a load and a reload",
  'node',
  ['scripts/cart-timing.js'],
  { CART_RUNS: '3' },
);

console.log('\nSummary');
for (const layer of layers) {
  const unrun = 'skipped' in layer ? `, ${layer.skipped} skipped, ${layer.todo} todo` : '';
  console.log(
    `  ${layer.name}: ${layer.passed} passed, ${layer.failed} failed${unrun} (${layer.seconds} s)`,
  );
  for (const failure of layer.failures ?? []) console.log(`    ✗ ${failure}`);
}
console.log(`  the whole command: ${seconds(commandStarted)} s`);
const total = (key) => layers.reduce((sum, layer) => sum + layer[key], 0);
console.log(`${total('passed')} passed, ${total('failed')} failed`);
process.exit(total('failed') === 0 ? 0 : 1);
