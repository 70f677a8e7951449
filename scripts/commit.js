// The commit a build or a test run is made from, as the published Storybook shows it (D50).
import { execFileSync } from 'node:child_process';

const git = (...args) =>
  execFileSync('git', args, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();

/**
 * `{ commit, dirty }`: HEAD's hash and whether the files differ from it (a change or a new file
 * not yet committed), or `{ commit: null }` outside a Git checkout.
 */
export function currentCommit() {
  try {
    return { commit: git('rev-parse', 'HEAD'), dirty: git('status', '--porcelain') !== '' };
  } catch {
    return { commit: null, dirty: false };
  }
}
