import { Fragment, useEffect, useState } from 'react';
import { Markdown } from '@storybook/addon-docs/blocks';
import { StorybookLink } from './StorybookLink';
import notes from 'virtual:release-notes';
import {
  docsEntryFor,
  nameOf,
  type IndexEntry,
  type LibraryChange,
  type LibraryPart,
} from './releaseNotes';

// The 'Release notes' page (./ReleaseNotes.mdx): the library's changes by day, made from
// `git log` when this Storybook was built or started (.storybook/releaseNotes.ts). Each change
// links the components it touched to their docs pages through Storybook's own index, the
// `index.json` beside this page, so a title is the sidebar's.

/** Storybook's index, as it serves it beside its preview (`/index.json`), once loaded. */
function useStoryIndex() {
  const [entries, setEntries] = useState<IndexEntry[]>();
  useEffect(() => {
    const controller = new AbortController();
    fetch(new URL('index.json', location.href), { signal: controller.signal })
      .then((response) => response.json() as Promise<{ entries: Record<string, IndexEntry> }>)
      .then((index) => setEntries(Object.values(index.entries)))
      // Without the index, the parts are named without links.
      .catch(() => setEntries([]));
    return () => controller.abort();
  }, []);
  return entries;
}

const SMALL = { fontSize: 13 } as const;

const dayFormat = new Intl.DateTimeFormat('en-GB', {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

/** More parts than this are listed under a summary of how many. */
const LONG_LIST = 12;

/** The parts a change touched, each once, linked to its docs page when the index has one. */
function PartList({ parts, entries }: { parts: LibraryPart[]; entries: IndexEntry[] }) {
  const named = new Map<string, IndexEntry | undefined>();
  for (const part of parts) {
    const entry = docsEntryFor(part, entries);
    const name = entry?.title ?? nameOf(part);
    if (!named.has(name)) named.set(name, entry);
  }
  const list = [...named].map(([name, entry], index) => (
    <Fragment key={name}>
      {index > 0 && ', '}
      {entry ? <StorybookLink path={`/docs/${entry.id}`}>{name}</StorybookLink> : name}
    </Fragment>
  ));
  if (list.length <= LONG_LIST) return <div style={SMALL}>Changed: {list}</div>;
  return (
    <details style={SMALL}>
      <summary style={{ cursor: 'pointer' }}>Changed {list.length} parts</summary>
      {list}
    </details>
  );
}

function Change({ change, entries }: { change: LibraryChange; entries: IndexEntry[] }) {
  const { hash, headline, rest, issue, body, parts } = change;
  return (
    <li style={{ marginBottom: 16 }}>
      <strong>{headline}</strong>
      {issue && (
        <>
          {' '}
          (issue {issue.number}
          {issue.note && `, ${issue.note}`})
        </>
      )}{' '}
      <span style={SMALL}>
        · commit <code>{hash}</code>
      </span>
      {rest && <div style={SMALL}>{rest}</div>}
      <PartList parts={parts} entries={entries} />
      {body && (
        <details>
          <summary style={{ ...SMALL, cursor: 'pointer' }}>The commit&apos;s details</summary>
          <Markdown>{body}</Markdown>
        </details>
      )}
    </li>
  );
}

/** Every change of the library, by day, newest first; or why this build has none. */
export function ReleaseNotes() {
  const entries = useStoryIndex() ?? [];
  if (!notes.available) {
    return (
      <p role="note">
        <strong>No release notes in this build.</strong> They are read from the project&apos;s git
        history when Storybook is built or started, and this one had none: {notes.reason}
      </p>
    );
  }
  const changes = notes.days.reduce((count, day) => count + day.changes.length, 0);
  const first = notes.days.at(-1)?.date;
  return (
    <>
      <p>
        {changes} changes on {notes.days.length} days
        {first && (
          <>
            , since <time dateTime={first}>{dayFormat.format(new Date(first))}</time>
          </>
        )}
        .
        {notes.shallow &&
          ' This Storybook was built from a shallow clone, so only the changes it holds are listed.'}
      </p>
      {notes.days.map(({ date, changes }) => (
        <section key={date} aria-labelledby={`day-${date}`}>
          <h2 id={`day-${date}`}>
            <time dateTime={date}>{dayFormat.format(new Date(date))}</time>
          </h2>
          <ul>
            {changes.map((change) => (
              <Change key={change.hash} change={change} entries={entries} />
            ))}
          </ul>
        </section>
      ))}
    </>
  );
}
