import { Markdown } from '@storybook/addon-docs/blocks';
import { isExportStory, storyNameFromExport, toId } from 'storybook/internal/csf';
import { StorybookLink } from '../../docs/StorybookLink';

// The Flows overview (./Overview.mdx) is read from the flow stories themselves: each file's meta
// gives the journey and what it shows (`parameters.docs.description.component`), each story its
// summary (its JSDoc, which Storybook puts in `parameters.docs.description.story`) and its script
// (the titles of the `step`s its play function takes, read from its source as Storybook keeps it
// for the docs). A new flow file, story or step shows here without an edit.

interface DocsParameters {
  docs?: {
    description?: { component?: string; story?: string };
    source?: { originalSource?: string };
  };
}

interface FlowMeta {
  title?: string;
  parameters?: DocsParameters;
  includeStories?: string[] | RegExp;
  excludeStories?: string[] | RegExp;
}

interface FlowStory {
  name?: string;
  parameters?: DocsParameters;
}

type FlowModule = { default: FlowMeta; __namedExportsOrder?: string[] } & Record<string, unknown>;

const modules = import.meta.glob<FlowModule>('./*.stories.tsx', { eager: true });

/** The order the journeys are told in; a flow not named here follows them, by title. */
const JOURNEY_ORDER = [
  'Flows/Browse',
  'Flows/Accounts',
  'Flows/Cart',
  'Flows/Cart and wishlist',
  'Flows/Checkout',
  'Flows/Order tracking',
  'Flows/Order again',
  'Flows/Request tester',
  'Flows/Kitchen',
  'Flows/Kitchen menu',
];

const rank = (title: string) => {
  const index = JOURNEY_ORDER.indexOf(title);
  return index === -1 ? JOURNEY_ORDER.length : index;
};

/** `step('…', …)` calls, with the title as written: quoted with ', " or ` (no `${}` in it). */
const STEP_CALL = /\bstep\(\s*(['"`])((?:\\.|(?!\1)[^\\])*)\1\s*,/g;

/** The titles of the steps a story's play function takes, in the order they are written. */
export const stepsOf = (source: string | undefined) =>
  [...(source ?? '').matchAll(STEP_CALL)].map(([, , title = '']) => title.replace(/\\(.)/g, '$1'));

interface Journey {
  title: string;
  /** The flow's name in the sidebar: its title less 'Flows/'. */
  name: string;
  docsId: string;
  description: string;
  stories: { id: string; name: string; description: string; steps: string[] }[];
}

export const journeys: Journey[] = Object.values(modules)
  .flatMap(({ default: meta, __namedExportsOrder, ...exports }) => {
    const { title } = meta;
    if (title === undefined) return [];
    // A module's exports come in alphabetical order; Storybook's builder lists them as written.
    const keys = __namedExportsOrder ?? Object.keys(exports);
    return [
      {
        title,
        name: title.split('/').slice(1).join('/') || title,
        docsId: toId(title, 'Docs'),
        description: meta.parameters?.docs?.description?.component ?? '',
        stories: keys
          .filter((key) => key in exports && isExportStory(key, meta))
          .map((key) => {
            const story = exports[key] as FlowStory;
            return {
              id: toId(title, storyNameFromExport(key)),
              name: story.name ?? storyNameFromExport(key),
              description: story.parameters?.docs?.description?.story ?? '',
              steps: stepsOf(story.parameters?.docs?.source?.originalSource),
            };
          }),
      },
    ];
  })
  .sort((a, b) => rank(a.title) - rank(b.title) || a.title.localeCompare(b.title));

/** Every journey in a table: what it shows, and its stories. */
export function JourneyTable() {
  return (
    <table>
      <thead>
        <tr>
          <th scope="col">Flow</th>
          <th scope="col">What it shows</th>
          <th scope="col">Stories</th>
        </tr>
      </thead>
      <tbody>
        {journeys.map((journey) => (
          <tr key={journey.title}>
            <th scope="row" style={{ textAlign: 'left', whiteSpace: 'nowrap' }}>
              <StorybookLink path={`/docs/${journey.docsId}`}>{journey.name}</StorybookLink>
            </th>
            <td>{journey.description && <Markdown>{journey.description}</Markdown>}</td>
            <td>
              <ul>
                {journey.stories.map((story) => (
                  <li key={story.id}>
                    <StorybookLink path={`/story/${story.id}`}>{story.name}</StorybookLink>
                  </li>
                ))}
              </ul>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** Every story of every journey with its summary and its script, the steps it plays. */
export function JourneyScripts() {
  return journeys.map((journey) => (
    <section key={journey.title} aria-labelledby={`script-${journey.docsId}`}>
      <h3 id={`script-${journey.docsId}`}>{journey.name}</h3>
      {journey.stories.map((story) => (
        <div key={story.id}>
          <h4>
            <StorybookLink path={`/story/${story.id}`}>{story.name}</StorybookLink>
          </h4>
          {story.description && <Markdown>{story.description}</Markdown>}
          {story.steps.length > 0 && (
            <ol>
              {story.steps.map((step, index) => (
                <li key={index}>{step}</li>
              ))}
            </ol>
          )}
        </div>
      ))}
    </section>
  ));
}
