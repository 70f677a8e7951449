// What a published Storybook knows of itself (D50): the commit it was built from
// (build-info.json, scripts/publishStorybook.js) and, when `npm test` published it, its own
// run's results (test-results.json, scripts/storybookResults.js). Both sit beside the manager's
// index.html, so they are read by relative URLs, under /storybook/ as anywhere else.
import { experimental_getStatusStore } from 'storybook/manager-api';
import type { StatusValue } from 'storybook/internal/types';

export type Outcome = 'passed' | 'failed' | 'warning';
export type Theme = 'light' | 'dark';

export interface StoryResult {
  /** The story's whole test: render, play function, axe and pictures. */
  status: 'passed' | 'failed' | 'skipped';
  /** Whether it rendered and its play function passed; absent when the test was skipped. */
  play?: 'passed' | 'failed';
  /** Axe in each theme it ran in: the a11y addon's in the story's, the colour rules in the other. */
  axe?: Partial<Record<Theme, Outcome>>;
  /** Each width's comparison with its committed picture. */
  pictures?: Record<string, 'matched' | 'differs'>;
  /** The first line of the failure. */
  failure?: string;
}

export interface Commit {
  /** Null outside a Git checkout. */
  commit: string | null;
  /** Whether the files differed from the commit. */
  dirty: boolean;
}

export interface TestResults {
  run: Commit & { startedAt: string; passed: number; failed: number };
  stories: Record<string, StoryResult>;
}

export interface BuildInfo extends Commit {
  builtAt: string;
}

export type Published =
  /** `npm run storybook`: pictures from the tree, results from the testing widget. */
  | { kind: 'development' }
  /** A static build that scripts/publishStorybook.js did not publish: no pictures, no commit. */
  | { kind: 'unpublished' }
  | { kind: 'published'; build: BuildInfo; results?: TestResults };

/** Where the committed pictures are served: from the tree in development, copied when published. */
export const picturesBase = (published: Published) =>
  published.kind === 'development' ? './' : published.kind === 'published' ? './pictures/' : null;

async function readJson<T>(url: string): Promise<T | undefined> {
  try {
    const response = await fetch(url, { cache: 'no-cache' });
    return response.ok ? ((await response.json()) as T) : undefined;
  } catch {
    return undefined;
  }
}

async function load(): Promise<Published> {
  // Storybook's own flag: 'DEVELOPMENT' in `storybook dev`, 'PRODUCTION' in a static build.
  if ((globalThis as { CONFIG_TYPE?: string }).CONFIG_TYPE === 'DEVELOPMENT') {
    return { kind: 'development' };
  }
  const [build, results] = await Promise.all([
    readJson<BuildInfo>('./build-info.json'),
    readJson<TestResults>('./test-results.json'),
  ]);
  if (!build) return { kind: 'unpublished' };
  return results ? { kind: 'published', build, results } : { kind: 'published', build };
}

/** Read once, by the sidebar's statuses and the Tests panel alike. */
export const published: Promise<Published> = load();

/** The sidebar's status of a test's outcome, or of axe's. */
const STATUS_OF: Record<StoryResult['status'] | Outcome, StatusValue> = {
  passed: 'status-value:success',
  failed: 'status-value:error',
  warning: 'status-value:warning',
  skipped: 'status-value:unknown',
};

/** The worst of axe's outcomes in the two themes, or undefined when axe did not run. */
export function axeOutcome(axe: StoryResult['axe']): Outcome | undefined {
  const outcomes = Object.values(axe ?? {});
  if (outcomes.length === 0) return undefined;
  if (outcomes.includes('failed')) return 'failed';
  return outcomes.includes('warning') ? 'warning' : 'passed';
}

/**
 * Each story's results as the statuses addon-vitest sets after a run in development (same type
 * ids, titles and values), so that the sidebar's own icons and its status filter show them. Not
 * offered in the story's menu (`sidebarContextMenu: false`, as addon-vitest does): the Tests
 * panel shows the details.
 */
export function setStatuses({ stories }: TestResults) {
  const entries = Object.entries(stories);
  experimental_getStatusStore('storybook/component-test').set(
    entries.map(([storyId, result]) => ({
      storyId,
      typeId: 'storybook/component-test',
      value: STATUS_OF[result.status],
      title: 'Component tests',
      description: result.failure ?? '',
      sidebarContextMenu: false,
    })),
  );
  experimental_getStatusStore('storybook/a11y').set(
    entries.flatMap(([storyId, { axe }]) => {
      const outcome = axeOutcome(axe);
      return outcome
        ? [
            {
              storyId,
              typeId: 'storybook/a11y',
              value: STATUS_OF[outcome],
              title: 'Accessibility tests',
              description: '',
              sidebarContextMenu: false,
            },
          ]
        : [];
    }),
  );
}

/** A commit as people quote it: its first 7 characters, and whether files differed from it. */
export const shortCommit = ({ commit, dirty }: Commit) =>
  commit ? `${commit.slice(0, 7)}${dirty ? ' with uncommitted changes' : ''}` : 'an unknown commit';
