import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readReleaseNotes } from '../../.storybook/releaseNotes.ts';
import { docsEntryFor, nameOf, parseGitLog, splitSubject, type IndexEntry } from './releaseNotes';

// `git log` as GIT_LOG_ARGS has it print, newest first: each commit opens with a record
// separator (\x1e), ends its hash, date, subject and body with a unit separator (\x1f), and is
// followed by the files it changed.
const LOG = [
  '\x1e0e8f808\x1f2026-12-06\x1fStorybook is published with the store at /storybook/ (issue 65, point 1)\x1f',
  '- `npm run build` builds Storybook and copies it into its build.',
  '- Served at /storybook/ by vite preview and the server.',
  '\x1f',
  '',
  '.storybook/memoryStorage.ts',
  '.storybook/preview.tsx',
  'src/backend/server/app.ts',
  '\x1ecc78508\x1f2026-12-06\x1fThe server makes no Request or Response it does not need\x1f\x1f',
  '',
  'src/backend/http.ts',
  'src/devtools/machines/requestTester.ts',
  'src/app/pages/CartPage.tsx',
  '\x1e5f9ac20\x1f2026-12-06\x1fFlows read like a script for product managers (issue 65, point 5)\x1f\x1f',
  '',
  'src/app/flows/FlowList.tsx',
  'src/app/flows/Overview.mdx',
  'src/app/flows/Reorder.stories.tsx',
  'src/app/flows/__screenshots__/RequestTester.stories.tsx/Send-A-Request-1280-chromium-linux.png',
  'src/app/flows/session.tsx',
  '\x1ea6c6e23\x1f2026-11-22\x1fTheme tokens, GlobalStyle and UI primitives with stories\x1f\x1f',
  '',
  'src/components/Button/Button.styles.ts',
  'src/components/Button/Button.tsx',
  'src/components/Button/ButtonLink.tsx',
  'src/components/Button/__screenshots__/Button.stories.tsx/Primary-360-chromium-linux.png',
  'src/components/KitchenDialogs/FieldGroup.tsx',
  'src/components/theme/tokens.ts',
  'src/components/modalDialog/index.ts',
  'src/components/RequestTester/RequestTester.tsx',
  'src/app/Cart.stories.tsx',
  'src/Introduction.mdx',
  'src/docs/TokenTables.tsx',
  '\x1eb01cb0c\x1f2026-11-23\x1fToasts: the container comes with the first toast (issue 21)\x1f\x1f',
  '',
  'src/devtools/BackendControls/BackendControls.tsx',
  '',
].join('\n');

describe('parseGitLog', () => {
  const days = parseGitLog(LOG);

  it("groups the library's changes by day, newest day first, each day's in the log's order", () => {
    expect(days.map(({ date, changes }) => [date, changes.map(({ hash }) => hash)])).toEqual([
      ['2026-12-06', ['0e8f808', '5f9ac20']],
      ['2026-11-23', ['b01cb0c']],
      ['2026-11-22', ['a6c6e23']],
    ]);
  });

  it('leaves out a commit that changed only the backend, the app or the tools’ machines', () => {
    expect(days.flatMap(({ changes }) => changes).map(({ hash }) => hash)).not.toContain('cc78508');
  });

  it("keeps the subject's headline, its rest, the issue it names and the body", () => {
    const [published, flows] = days[0]!.changes;
    expect(published).toMatchObject({
      headline: 'Storybook is published with the store at /storybook/',
      rest: '',
      issue: { number: 65, note: 'point 1' },
      body: [
        '- `npm run build` builds Storybook and copies it into its build.',
        '- Served at /storybook/ by vite preview and the server.',
      ].join('\n'),
    });
    expect(flows).toMatchObject({ issue: { number: 65, note: 'point 5' }, body: '' });
    expect(days[1]!.changes[0]).toMatchObject({
      headline: 'Toasts',
      rest: 'the container comes with the first toast',
      issue: { number: 21, note: '' },
    });
  });

  it('names the parts each commit touched, each once: components, flows, pages, then the rest', () => {
    const [published, flows] = days[0]!.changes;
    expect(published!.parts).toEqual([{ kind: 'area', name: 'Storybook setup' }]);
    expect(flows!.parts).toEqual([
      { kind: 'flow', file: 'Reorder' },
      { kind: 'flow', file: 'RequestTester' },
      { kind: 'page', path: 'src/app/flows/Overview.mdx' },
      { kind: 'area', name: 'Flows' },
    ]);
    expect(days[2]!.changes[0]!.parts).toEqual([
      { kind: 'component', folder: 'Button', file: 'Button' },
      { kind: 'component', folder: 'Button', file: 'ButtonLink' },
      { kind: 'component', folder: 'KitchenDialogs', file: 'FieldGroup' },
      { kind: 'component', folder: 'RequestTester', file: 'RequestTester' },
      { kind: 'flow', file: 'Cart' },
      { kind: 'page', path: 'src/Introduction.mdx' },
      { kind: 'area', name: 'Docs pages' },
      { kind: 'area', name: 'Shared component code' },
      { kind: 'area', name: 'Theme' },
    ]);
    expect(days[1]!.changes[0]!.parts).toEqual([
      { kind: 'component', folder: 'BackendControls', file: 'BackendControls' },
    ]);
  });

  it('has nothing to show for an empty history', () => {
    expect(parseGitLog('')).toEqual([]);
  });
});

describe('splitSubject', () => {
  it('ends the headline at the first colon or full stop outside brackets', () => {
    expect(splitSubject('A (first: second) thing. Then more: and more')).toEqual({
      headline: 'A (first: second) thing',
      rest: 'Then more: and more',
    });
    expect(splitSubject('Story pictures wait for their images (2.5 s at most)')).toEqual({
      headline: 'Story pictures wait for their images (2.5 s at most)',
      rest: '',
    });
  });

  it("takes out the issue only where the subject names one as '(issue NN'", () => {
    expect(splitSubject('The menu is data (issue 63, D42): dishes in IndexedDB')).toEqual({
      headline: 'The menu is data',
      rest: 'dishes in IndexedDB',
      issue: { number: 63, note: 'D42' },
    });
    expect(splitSubject("Errors keep their shape (issue 21's shape; in Node it does)")).toEqual({
      headline: "Errors keep their shape (issue 21's shape; in Node it does)",
      rest: '',
    });
  });
});

describe('docsEntryFor', () => {
  const docs = (title: string, importPath: string): IndexEntry => ({
    id: title.toLowerCase().replaceAll(/[^a-z]+/g, '-') + '--docs',
    title,
    type: 'docs',
    importPath,
  });
  const entries: IndexEntry[] = [
    docs('Primitives/Button', './src/components/Button/Button.stories.tsx'),
    docs('Primitives/ButtonLink', './src/components/Button/ButtonLink.stories.tsx'),
    docs('Components/RejectDialog', './src/components/KitchenDialogs/RejectDialog.stories.tsx'),
    docs('Components/AcceptDialog', './src/components/KitchenDialogs/AcceptDialog.stories.tsx'),
    docs('Screens/RequestTester', './src/devtools/RequestTester/RequestTester.stories.tsx'),
    docs('Screens/Cart', './src/components/Cart/Cart.stories.tsx'),
    docs('Flows/Order again', './src/app/flows/Reorder.stories.tsx'),
    docs('Flows/Cart', './src/app/flows/Cart.stories.tsx'),
    docs('Introduction', './src/Introduction.mdx'),
    docs('Design tokens', './src/docs/DesignTokens.mdx'),
    { ...docs('Primitives/Button', './src/components/Button/Button.stories.tsx'), type: 'story' },
  ];
  const titleOf = (part: Parameters<typeof docsEntryFor>[0]) => docsEntryFor(part, entries)?.title;

  it("finds a component's page by the changed file, else its folder, else the folder's first", () => {
    expect(titleOf({ kind: 'component', folder: 'Button', file: 'ButtonLink' })).toBe(
      'Primitives/ButtonLink',
    );
    expect(titleOf({ kind: 'component', folder: 'Button', file: 'index' })).toBe(
      'Primitives/Button',
    );
    expect(titleOf({ kind: 'component', folder: 'KitchenDialogs', file: 'FieldGroup' })).toBe(
      'Components/AcceptDialog',
    );
  });

  it('finds a component that moved since by its folder', () => {
    expect(titleOf({ kind: 'component', folder: 'RequestTester', file: 'JsonTree' })).toBe(
      'Screens/RequestTester',
    );
  });

  it("finds a flow by its stories file, a page by its path, and the theme's tokens", () => {
    expect(titleOf({ kind: 'flow', file: 'Reorder' })).toBe('Flows/Order again');
    expect(titleOf({ kind: 'flow', file: 'Cart' })).toBe('Flows/Cart');
    expect(titleOf({ kind: 'page', path: 'src/Introduction.mdx' })).toBe('Introduction');
    expect(titleOf({ kind: 'area', name: 'Theme' })).toBe('Design tokens');
  });

  it('finds nothing for a component gone since or for shared code, which keep their names', () => {
    const gone = { kind: 'component', folder: 'WindowedGrid', file: 'WindowedGrid' } as const;
    expect(titleOf(gone)).toBeUndefined();
    expect(nameOf(gone)).toBe('WindowedGrid');
    expect(titleOf({ kind: 'area', name: 'Storybook setup' })).toBeUndefined();
    expect(nameOf({ kind: 'flow', file: 'Gone' })).toBe('Flows/Gone');
  });
});

describe('readReleaseNotes', () => {
  it('says why there are no notes in a folder that is no git repository', () => {
    const folder = mkdtempSync(join(tmpdir(), 'release-notes-'));
    try {
      expect(readReleaseNotes(folder)).toEqual({
        available: false,
        reason: expect.stringMatching(/not a git repository|git is not installed/),
      });
    } finally {
      rmSync(folder, { recursive: true });
    }
  });
});
