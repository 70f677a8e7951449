/**
 * The library's release notes, read from the project's own history: the commits that changed
 * the library, grouped by day, newest first. `.storybook/releaseNotes.ts` runs `git log` when
 * Storybook builds or starts and serves what `parseGitLog` makes of it as
 * `virtual:release-notes`; the 'Release notes' page (ReleaseNotes.mdx) shows it and links each
 * changed component to its docs page through Storybook's index (`docsEntryFor`).
 * No imports: the plugin runs it in Node, the page in the browser.
 */

/** A part of the library a commit changed, as the page names and links it. */
export type LibraryPart =
  /** A component's folder (src/components/Cart) and the file's name up to its first dot. */
  | { kind: 'component'; folder: string; file: string }
  /** A flow's stories file (src/app/flows/Reorder.stories.tsx), by its name. */
  | { kind: 'flow'; file: string }
  /** An MDX docs page, by its path. */
  | { kind: 'page'; path: string }
  /** Code the library shares rather than one component's. */
  | { kind: 'area'; name: LibraryArea };

export type LibraryArea =
  'Storybook setup' | 'Theme' | 'Shared component code' | 'Docs pages' | 'Flows';

export interface LibraryChange {
  /** The commit's abbreviated hash. */
  hash: string;
  /** The subject's headline: up to its first colon or full stop, less the issue it names. */
  headline: string;
  /** The rest of the subject, after the headline ('' when the headline is all of it). */
  rest: string;
  /** The issue the subject names as `(issue 65, point 1)`: 65 and 'point 1'. */
  issue?: { number: number; note: string };
  /** The commit message's body ('' for none): Markdown, as the commits are written. */
  body: string;
  parts: LibraryPart[];
}

export interface ReleaseDay {
  /** YYYY-MM-DD, the day the commits were made (their committer date). */
  date: string;
  changes: LibraryChange[];
}

export type ReleaseNotes =
  { available: true; days: ReleaseDay[]; shallow: boolean } | { available: false; reason: string };

/**
 * What `git log` is limited to: every path `libraryPartOf` may take, and more (it sorts them
 * out). The app's pages, the backend, the machines and the tests are not the library.
 */
export const LIBRARY_PATHSPECS = [
  '.storybook',
  'src/components',
  'src/devtools',
  'src/docs',
  'src/app',
  ':(glob)src/**/*.mdx',
];

/** Each commit opens with a record separator and ends its fields with unit separators; the
 * files it changed follow (`--name-only`). */
export const GIT_LOG_ARGS = [
  '-c',
  'core.quotePath=false',
  'log',
  '--date=short',
  '--name-only',
  '--format=%x1e%h%x1f%cd%x1f%s%x1f%b%x1f',
  '--',
  ...LIBRARY_PATHSPECS,
];

const stem = (fileName: string) => fileName.split('.')[0] ?? fileName;

/** A picture's stories file: `Cart/__screenshots__/Cart.stories.tsx/Empty-360.png` → `Cart/Cart.stories.tsx`. */
const SCREENSHOT = /\/__screenshots__\/([^/]+\.stories\.tsx)\/.*$/;

/** Which part of the library a changed path is, if it is one. */
export function libraryPartOf(changedPath: string): LibraryPart | undefined {
  const path = changedPath.replace(SCREENSHOT, '/$1');
  if (path.startsWith('.storybook/')) return { kind: 'area', name: 'Storybook setup' };
  if (path.endsWith('.mdx') && path.startsWith('src/')) return { kind: 'page', path };
  if (path.startsWith('src/docs/')) return { kind: 'area', name: 'Docs pages' };
  const component = /^src\/(components|devtools)\/([^/]+)\/(?:.*\/)?([^/]+)$/.exec(path);
  if (component) {
    const [, root, folder = '', file = ''] = component;
    // A component's folder is named as the component; the developer tools' others hold their
    // machines and calls, the store's own.
    if (/^[A-Z]/.test(folder)) return { kind: 'component', folder, file: stem(file) };
    if (root === 'devtools') return undefined;
    return { kind: 'area', name: folder === 'theme' ? 'Theme' : 'Shared component code' };
  }
  if (/^src\/components\/[^/]+$/.test(path)) return { kind: 'area', name: 'Shared component code' };
  const flow = /^src\/app\/(?:.*\/)?([^/]+)\.stories\.tsx$/.exec(path);
  if (flow) return { kind: 'flow', file: flow[1] ?? '' };
  if (/^src\/app\/(?:flows\/)?(FlowList|MemoryApp)\.tsx$/.test(path)) {
    return { kind: 'area', name: 'Flows' };
  }
  return undefined;
}

const KIND_ORDER: LibraryPart['kind'][] = ['component', 'flow', 'page', 'area'];

const partKey = (part: LibraryPart) =>
  part.kind === 'component'
    ? `${part.folder}/${part.file}`
    : part.kind === 'flow'
      ? part.file
      : part.kind === 'page'
        ? part.path
        : part.name;

/** The parts a commit's paths changed, each once: components, flows, pages, then the rest. */
export function libraryPartsOf(paths: readonly string[]): LibraryPart[] {
  const parts = new Map<string, LibraryPart>();
  for (const path of paths) {
    const part = libraryPartOf(path);
    if (part) parts.set(`${part.kind}:${partKey(part)}`, part);
  }
  return [...parts.values()].sort(
    (a, b) =>
      KIND_ORDER.indexOf(a.kind) - KIND_ORDER.indexOf(b.kind) ||
      partKey(a).localeCompare(partKey(b)),
  );
}

/** `(issue 65, point 1)` or `(issue 62)`; not `(issue 21's shape; …)`. */
const ISSUE = /\s*\(issue (\d+)(?:[,;]\s*([^)]*))?\)/i;

/** A subject as the page shows it: its headline, the rest, and the issue it names. */
export function splitSubject(subject: string): Pick<LibraryChange, 'headline' | 'rest' | 'issue'> {
  const issueMatch = ISSUE.exec(subject);
  const text = issueMatch ? subject.replace(ISSUE, '') : subject;
  const issue = issueMatch
    ? { number: Number(issueMatch[1]), note: (issueMatch[2] ?? '').trim() }
    : undefined;
  const end = headlineEnd(text);
  const headline = text.slice(0, end).trim();
  const rest = text.slice(end + 1).trim();
  return { headline, rest, ...(issue && { issue }) };
}

/** Where the first ': ' or '. ' outside brackets is ('Toasts: …', 'A sentence. Another …'), or
 * the text's length. */
function headlineEnd(text: string) {
  let depth = 0;
  for (let index = 0; index < text.length - 1; index += 1) {
    const char = text[index];
    if (char === '(' || char === '[') depth += 1;
    else if ((char === ')' || char === ']') && depth > 0) depth -= 1;
    else if (depth === 0 && (char === ':' || char === '.') && /\s/.test(text[index + 1] ?? '')) {
      return index;
    }
  }
  return text.length;
}

/**
 * The library's changes from `git log` (GIT_LOG_ARGS' format), by day, newest day first, each
 * day's commits as the log lists them (newest first). A commit that changed no part of the
 * library is left out.
 */
export function parseGitLog(log: string): ReleaseDay[] {
  const days = new Map<string, LibraryChange[]>();
  for (const record of log.split('\x1e').slice(1)) {
    const [hash = '', date = '', subject = '', body = '', names = ''] = record.split('\x1f');
    const parts = libraryPartsOf(names.split('\n').filter((line) => line.trim() !== ''));
    if (parts.length === 0) continue;
    const change = { hash, ...splitSubject(subject.trim()), body: body.trim(), parts };
    days.set(date, [...(days.get(date) ?? []), change]);
  }
  return [...days]
    .sort(([a], [b]) => b.localeCompare(a))
    .map(([date, changes]) => ({ date, changes }));
}

/** What the page reads of an entry of Storybook's index (its `index.json`). */
export interface IndexEntry {
  id: string;
  title: string;
  type: string;
  importPath: string;
}

const fileNameOf = (path: string) => path.slice(path.lastIndexOf('/') + 1);
const folderOf = (path: string) => fileNameOf(path.slice(0, path.lastIndexOf('/')));

/**
 * The docs page of a changed part, from Storybook's index: a component's stories file named as
 * the changed file, else as its folder, else the folder's first (found by the folder's name, so
 * a component that moved since is still found); a flow's stories file; an MDX page itself.
 */
export function docsEntryFor(
  part: LibraryPart,
  entries: readonly IndexEntry[],
): IndexEntry | undefined {
  const docs = entries.filter((entry) => entry.type === 'docs');
  switch (part.kind) {
    case 'component': {
      const inFolder = docs
        .filter(
          ({ importPath }) =>
            /^\.\/src\/(components|devtools)\//.test(importPath) &&
            importPath.endsWith('.stories.tsx') &&
            folderOf(importPath) === part.folder,
        )
        .sort((a, b) => a.importPath.localeCompare(b.importPath));
      const named = (name: string) =>
        inFolder.find(({ importPath }) => fileNameOf(importPath) === `${name}.stories.tsx`);
      return named(part.file) ?? named(part.folder) ?? inFolder[0];
    }
    case 'flow':
      return docs.find(
        ({ importPath }) =>
          importPath.startsWith('./src/app/') &&
          fileNameOf(importPath) === `${part.file}.stories.tsx`,
      );
    case 'page':
      return docs.find(({ importPath }) => importPath === `./${part.path}`);
    case 'area':
      return part.name === 'Theme'
        ? docs.find(({ title }) => title === 'Design tokens')
        : undefined;
  }
}

/** A part's name when Storybook's index has no page for it (yet, or any more). */
export function nameOf(part: LibraryPart) {
  switch (part.kind) {
    case 'component':
      return part.folder;
    case 'flow':
      return `Flows/${part.file}`;
    case 'page':
      return fileNameOf(part.path).replace(/\.mdx$/, '');
    case 'area':
      return part.name;
  }
}
