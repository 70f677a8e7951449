import { Markdown } from '@storybook/addon-docs/blocks';
import { docsPageOf, guidanceOf } from './guidance';
import { StorybookLink } from './StorybookLink';
import { STATUS_NAMES, STATUSES, statusOf, type Status } from './status';
import { StatusBadge } from './StatusBadge';

/** What the catalog reads of a stories file's meta: the same object Storybook indexes. */
interface StoriesMeta {
  title?: string;
  tags?: string[];
  component?: { __docgenInfo?: { description?: string } };
  parameters?: { docs?: { guidance?: unknown; description?: { component?: string } } };
}

// Every stories file of the library, as Storybook reads it: its meta is the one source of the
// title, the status (a tag) and the description. The flows (src/app/flows) are not components.
const metas = import.meta.glob<StoriesMeta>(
  ['../components/**/*.stories.tsx', '../devtools/**/*.stories.tsx', '!**/__screenshots__/**'],
  { eager: true, import: 'default' },
);

const SECTIONS = ['Primitives', 'Components', 'Screens'];

/** The component's description (its meta's, else its JSDoc), to the end of its first paragraph. */
const summaryOf = (meta: StoriesMeta) =>
  (meta.parameters?.docs?.description?.component ?? meta.component?.__docgenInfo?.description ?? '')
    .trim()
    .split(/\n\s*\n/)[0]
    ?.replace(/\s*\n\s*/g, ' ') ?? '';

export interface CatalogEntry {
  title: string;
  status: Status | undefined;
  summary: string;
  guided: boolean;
}

export const catalog: CatalogEntry[] = Object.values(metas)
  .filter((meta): meta is StoriesMeta & { title: string } => typeof meta.title === 'string')
  .map((meta) => ({
    title: meta.title,
    status: statusOf(meta.tags),
    summary: summaryOf(meta),
    guided: guidanceOf(meta.parameters) !== undefined,
  }))
  .sort(
    (a, b) =>
      SECTIONS.indexOf(a.title.split('/')[0] ?? '') -
        SECTIONS.indexOf(b.title.split('/')[0] ?? '') || a.title.localeCompare(b.title),
  );

/** How many components have each status, and what each means. */
export function StatusLegend() {
  return (
    <table>
      <thead>
        <tr>
          <th scope="col">Status</th>
          <th scope="col">Components</th>
          <th scope="col">Meaning</th>
        </tr>
      </thead>
      <tbody>
        {STATUS_NAMES.map((status) => (
          <tr key={status}>
            <td>
              <StatusBadge status={status} />
            </td>
            <td>{catalog.filter((entry) => entry.status === status).length}</td>
            <td>{STATUSES[status].meaning}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** Every component of the library with its status, what it is, and whether it gives guidance. */
export function ComponentCatalog() {
  return (
    <table>
      <thead>
        <tr>
          <th scope="col">Component</th>
          <th scope="col">Status</th>
          <th scope="col">What it is</th>
          <th scope="col">Guidance</th>
        </tr>
      </thead>
      <tbody>
        {catalog.map(({ title, status, summary, guided }) => (
          <tr key={title}>
            <th scope="row" style={{ textAlign: 'left', whiteSpace: 'nowrap' }}>
              <StorybookLink path={docsPageOf(title)}>{title}</StorybookLink>
            </th>
            <td>{status ? <StatusBadge status={status} /> : <strong>None declared</strong>}</td>
            <td>{summary && <Markdown>{summary}</Markdown>}</td>
            <td>{guided ? 'Yes' : '—'}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
