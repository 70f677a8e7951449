import { execFileSync } from 'node:child_process';
import { realpathSync } from 'node:fs';
import type { Plugin } from 'vite';
import { GIT_LOG_ARGS, parseGitLog, type ReleaseNotes } from '../src/docs/releaseNotes.ts';

const ID = 'virtual:release-notes';
const RESOLVED_ID = `\0${ID}`;

/**
 * Serves `virtual:release-notes`: the library's changes by day, read from the project's own
 * history with `git log` when a module first imports it, in Storybook's build or dev server.
 * Only the 'Release notes' docs page imports it, so neither the stories nor their tests (which
 * register this plugin too, through viteFinal) ever run git. Without git or a repository the
 * page says so, and the build goes on.
 */
export function releaseNotes(root: string): Plugin {
  return {
    name: 'release-notes',
    resolveId: {
      filter: { id: new RegExp(`^${ID}$`) },
      handler: () => RESOLVED_ID,
    },
    load: {
      filter: { id: new RegExp(`^\0${ID}$`) },
      handler() {
        const notes = readReleaseNotes(root);
        if (!notes.available) this.warn(`Release notes left empty: ${notes.reason}`);
        return `export default ${JSON.stringify(notes)};`;
      },
    },
  };
}

/** The release notes of the repository at `root`, or why there are none. */
export function readReleaseNotes(root: string): ReleaseNotes {
  const git = (args: string[]) =>
    execFileSync('git', args, {
      cwd: root,
      encoding: 'utf8',
      maxBuffer: 256 * 1024 * 1024,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
  try {
    // A copy without its .git inside another repository would read that one's history.
    const top = git(['rev-parse', '--show-toplevel']).trim();
    if (realpathSync(top) !== realpathSync(root)) {
      return { available: false, reason: `${root} is not the root of a git repository.` };
    }
    return {
      available: true,
      shallow: git(['rev-parse', '--is-shallow-repository']).trim() === 'true',
      days: parseGitLog(git(GIT_LOG_ARGS)),
    };
  } catch (error) {
    const { code, stderr } = error as { code?: string; stderr?: string };
    const said = stderr?.trim().split('\n')[0];
    const reason = code === 'ENOENT' ? 'git is not installed.' : said || (error as Error).message;
    return { available: false, reason };
  }
}
