// Writes the results of `npm test`'s own Vitest run into the Storybooks it published (D50): for
// each story, whether its play function passed, axe in both themes, its pictures and the first
// line of its failure, with the run's commit and time. It reads the run's JSON report, so it
// costs a second, not a second run; the manager's Tests panel (.storybook/testsPanel.ts) and the
// sidebar show them.
//
//   node scripts/storybookResults.js [--report reports/vitest.json] <published Storybook>...
import { writeFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { fileURLToPath } from 'node:url';
import { currentCommit } from './commit.js';

/** The file the manager reads, beside the published Storybook's index.html. */
export const RESULTS_FILE = 'test-results.json';
const MAX_FAILURE_LENGTH = 400;

// Colour codes, and the link to the story that addon-vitest puts before a failure's message.
const ANSI = new RegExp(String.raw`\u001b\[[0-9;]*m`, 'g');
const STORY_LINK = /^Click to debug the error directly in Storybook/;

/** The first line of a failure that says what failed. */
export function firstLine(messages) {
  const lines = messages.join('\n').replace(ANSI, '').split('\n');
  const line = lines.map((text) => text.trim()).find((text) => text && !STORY_LINK.test(text));
  return (line ?? 'failed without a message').slice(0, MAX_FAILURE_LENGTH);
}

const STATUSES = { passed: 'passed', failed: 'failed' };

/**
 * Whether the story rendered and its play function passed: axe runs after it, and the pictures
 * are taken after axe, so a test that failed having recorded either failed after the play
 * function, on axe or a picture.
 */
function playOf(status, { axe, pictures }) {
  if (status === 'passed' || axe || pictures) return 'passed';
  return status === 'failed' ? 'failed' : undefined;
}

/**
 * The published results of a Vitest JSON report: its stories (the tests addon-vitest made, whose
 * meta names their story) by story id, and the run's commit and start.
 */
export function storyResults(report, { commit, dirty }) {
  const stories = {};
  for (const file of report.testResults) {
    for (const test of file.assertionResults) {
      const { storyId, axe, pictures } = test.meta ?? {};
      if (!storyId) continue;
      const status = STATUSES[test.status] ?? 'skipped';
      const play = playOf(status, { axe, pictures });
      stories[storyId] = {
        status,
        ...(play && { play }),
        ...(axe && { axe }),
        ...(pictures && { pictures }),
        ...(status === 'failed' && { failure: firstLine(test.failureMessages) }),
      };
    }
  }
  const count = (status) => Object.values(stories).filter((story) => story.status === status);
  return {
    run: {
      commit,
      dirty,
      startedAt: new Date(report.startTime).toISOString(),
      passed: count('passed').length,
      failed: count('failed').length,
    },
    stories,
  };
}

/** Writes the report's results into each published Storybook folder. */
export async function publishResults(reportFile, folders) {
  const results = storyResults(JSON.parse(await readFile(reportFile, 'utf8')), currentCommit());
  const text = JSON.stringify(results);
  for (const folder of folders) writeFileSync(join(folder, RESULTS_FILE), text);
  return results;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { values, positionals } = parseArgs({
    options: { report: { type: 'string', default: 'reports/vitest.json' } },
    allowPositionals: true,
  });
  if (positionals.length === 0) {
    throw new Error(
      'Usage: node scripts/storybookResults.js [--report <Vitest JSON>] <published Storybook>...',
    );
  }
  const { run } = await publishResults(values.report, positionals);
  console.log(
    `The results of ${run.passed + run.failed} stories (${run.failed} failed) are in ${positionals.join(', ')}.`,
  );
}
