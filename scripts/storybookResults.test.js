import { mkdtempSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it, onTestFinished } from 'vitest';
import { currentCommit } from './commit.js';
import { RESULTS_FILE, publishResults, storyResults } from './storybookResults.js';

/** A Vitest JSON report as `npm test` writes it, cut down to what the script reads. */
const report = {
  startTime: Date.UTC(2025, 0, 2, 3, 4, 5),
  testResults: [
    {
      name: '/repo/src/components/Cart/Cart.stories.tsx',
      assertionResults: [
        {
          status: 'passed',
          failureMessages: [],
          meta: {
            storyId: 'components-cart--empty',
            reports: [{ type: 'a11y', status: 'passed', result: { violations: [] } }],
            axe: { light: 'passed', dark: 'passed' },
            pictures: { 1280: 'matched', 360: 'matched' },
          },
        },
        {
          status: 'failed',
          failureMessages: [
            '\n\u001b[34mClick to debug the error directly in Storybook: http://localhost:6006/?path=/story/components-cart--full\u001b[39m\n\nError: axe in the dark theme: expected [ …(1) ] to deeply equal []\n    at afterEach (.storybook/vitest.setup.ts:170:7)',
          ],
          meta: { storyId: 'components-cart--full', axe: { light: 'passed', dark: 'failed' } },
        },
        {
          status: 'failed',
          failureMessages: ['TestingLibraryElementError: Unable to find role="button"\n\nIgnored'],
          meta: { storyId: 'components-cart--broken' },
        },
        { status: 'skipped', failureMessages: [], meta: { storyId: 'components-cart--later' } },
      ],
    },
    {
      name: '/repo/src/domain/cart.test.ts',
      assertionResults: [{ status: 'passed', failureMessages: [], meta: {} }],
    },
  ],
};

describe("the published Storybook's test results", () => {
  it("keeps each story's outcome, its play function's, axe, pictures and its failure's first line, and the run's commit and start", () => {
    expect(storyResults(report, { commit: 'abc123', dirty: true })).toEqual({
      run: {
        commit: 'abc123',
        dirty: true,
        startedAt: '2025-01-02T03:04:05.000Z',
        passed: 1,
        failed: 2,
      },
      stories: {
        'components-cart--empty': {
          status: 'passed',
          play: 'passed',
          axe: { light: 'passed', dark: 'passed' },
          pictures: { 1280: 'matched', 360: 'matched' },
        },
        'components-cart--full': {
          status: 'failed',
          play: 'passed',
          axe: { light: 'passed', dark: 'failed' },
          failure: 'Error: axe in the dark theme: expected [ …(1) ] to deeply equal []',
        },
        'components-cart--broken': {
          status: 'failed',
          play: 'failed',
          failure: 'TestingLibraryElementError: Unable to find role="button"',
        },
        'components-cart--later': { status: 'skipped' },
      },
    });
  });

  it('writes the same file into every published Storybook it is given', async () => {
    const folders = mkdtempSync(join(tmpdir(), 'storybook-results-'));
    onTestFinished(() => rmSync(folders, { recursive: true, force: true }));
    const reportFile = join(folders, 'vitest.json');
    writeFileSync(reportFile, JSON.stringify(report));
    const published = ['dist', 'dist-server'].map((name) => join(folders, name));
    for (const folder of published) mkdirSync(folder);

    const results = await publishResults(reportFile, published);

    for (const folder of published) {
      expect(JSON.parse(readFileSync(join(folder, RESULTS_FILE), 'utf8'))).toEqual(results);
    }
    expect(Object.keys(results.stories)).toHaveLength(4);
    expect(results.run.commit).toBe(currentCommit().commit);
  });
});
