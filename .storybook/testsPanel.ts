// The Tests panel (D50): for the story on screen, what the published build's own `npm test` run
// found (play function, axe in both themes, the failure's first line), its committed pictures at
// both widths, and the commits of the build and of the run. Every story's result also goes to
// the sidebar's statuses, and the build's commit to the sidebar's brand.
// Written with createElement, as ./manager.ts: Storybook bundles the manager with the classic JSX
// transform, which the project's TypeScript settings (the automatic one) would flag.
import { createElement as h, useEffect, useState, type ReactNode } from 'react';
import { AddonPanel, ToggleButton } from 'storybook/internal/components';
import {
  addons,
  types,
  useParameter,
  useStorybookApi,
  useStorybookState,
} from 'storybook/manager-api';
import { useTheme } from 'storybook/theming';
import { picturePath } from './pictureFiles';
import {
  axeOutcome,
  picturesBase,
  published,
  setStatuses,
  shortCommit,
  type Outcome,
  type Published,
  type StoryResult,
} from './testResults';
import { PICTURE_WIDTHS } from './viewports';

const ADDON_ID = 'cravings/tests';
const HEADING_ID = 'cravings-tests-heading';
const NO_RESULTS = 'No test results in this build: npm test publishes them.';

function usePublished() {
  const [value, setValue] = useState<Published>();
  useEffect(() => {
    void published.then(setValue);
  }, []);
  return value;
}

const when = (iso: string) =>
  h(
    'time',
    { dateTime: iso },
    new Date(iso).toLocaleString('en-GB', {
      dateStyle: 'medium',
      timeStyle: 'short',
      timeZone: 'UTC',
    }) + ' UTC',
  );

/** A result in words, with its colour as Storybook's own text colours give it. */
function Verdict({ outcome, children }: { outcome: Outcome; children: ReactNode }) {
  const { color } = useTheme();
  const colour = {
    passed: color.positiveText,
    failed: color.negativeText,
    warning: color.warningText,
  };
  return h('strong', { style: { color: colour[outcome] } }, children);
}

/** 'passed in light and dark', or 'passed in light, failed in dark'. */
function axeText(axe: StoryResult['axe']) {
  const themes = Object.entries(axe ?? {});
  if (themes.length === 0) return 'did not run';
  const outcomes = new Set(themes.map(([, outcome]) => outcome));
  if (outcomes.size === 1) {
    return `${themes[0]![1]} in ${themes.map(([theme]) => theme).join(' and ')}`;
  }
  return themes.map(([theme, outcome]) => `${outcome} in ${theme}`).join(', ');
}

const row = (term: string, details: ReactNode) => [
  h('dt', { key: `${term} term` }, term),
  h('dd', { key: `${term} details`, style: { margin: 0 } }, details),
];

function Results({ result }: { result: StoryResult | undefined }) {
  if (!result) return h('p', null, 'This run did not test this story.');
  const { status, play, axe, failure } = result;
  const axeVerdict = axeOutcome(axe);
  return h(
    'dl',
    { style: { display: 'grid', gridTemplateColumns: 'max-content 1fr', gap: '4px 12px' } },
    ...row('Test', h(Verdict, { outcome: status === 'skipped' ? 'warning' : status }, status)),
    ...row('Play function', play ? h(Verdict, { outcome: play }, play) : 'did not run'),
    ...row('Axe', axeVerdict ? h(Verdict, { outcome: axeVerdict }, axeText(axe)) : axeText(axe)),
    ...(failure
      ? row(
          'Failure',
          h('code', { style: { whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' } }, failure),
        )
      : []),
  );
}

/** One committed picture, as large as the panel allows, linked to the file itself. */
function Picture(props: { src: string; storyName: string; width: number; comparison?: string }) {
  const { src, storyName, width, comparison } = props;
  const [missing, setMissing] = useState(false);
  const { appBorderColor } = useTheme();
  const caption = `${width} px${comparison ? `, ${comparison} in this run` : ''}`;
  return h(
    'figure',
    { style: { margin: 0, flex: `0 1 ${width === 360 ? 360 : 640}px`, minWidth: 0 } },
    missing
      ? h('p', null, `No committed picture at ${width} px.`)
      : h(
          'a',
          { href: src, target: '_blank', rel: 'noreferrer' },
          h('img', {
            src,
            alt: `'${storyName}' at ${width} px, as committed`,
            onError: () => setMissing(true),
            style: {
              display: 'block',
              width: '100%',
              height: 'auto',
              border: `1px solid ${appBorderColor}`,
            },
          }),
        ),
    h('figcaption', null, caption),
  );
}

function Pictures({ base, entry, sameAs, result }: PicturesProps) {
  const pictured = sameAs ?? entry.name;
  return h(
    'section',
    { 'aria-label': 'Committed pictures' },
    h('h3', null, 'Pictures'),
    sameAs &&
      h('p', null, `Takes no picture of its own: it ends as '${sameAs}' does, pictured here.`),
    h(
      'div',
      { style: { display: 'flex', flexWrap: 'wrap', gap: 16, alignItems: 'flex-start' } },
      [...PICTURE_WIDTHS].reverse().map((width) =>
        h(Picture, {
          // Keyed by story: the next story's picture is not taken for missing.
          key: `${width} ${pictured}`,
          src: encodeURI(`${base}${picturePath(entry.importPath, pictured, width)}`),
          storyName: pictured,
          width,
          // A picture after one that differed, or after an earlier failure, is not compared.
          comparison: result && !sameAs ? (result.pictures?.[width] ?? 'not compared') : undefined,
        }),
      ),
    ),
  );
}
interface PicturesProps {
  base: string;
  entry: { name: string; importPath: string };
  sameAs: string | undefined;
  result: StoryResult | undefined;
}

const ERROR = 'status-value:error';

/**
 * Narrows the sidebar to the stories that failed, through Storybook's own status filter: the
 * published Storybook has no testing widget, whose error count does it in development.
 */
function FailingOnly() {
  const api = useStorybookApi();
  const { includedStatusFilters = [] } = useStorybookState();
  const on = includedStatusFilters.includes(ERROR);
  return h(
    ToggleButton,
    {
      pressed: on,
      ariaLabel: false,
      size: 'small',
      variant: 'outline',
      onClick: () =>
        void (on ? api.removeStatusFilters([ERROR]) : api.addStatusFilters([ERROR], false)),
    },
    'Only failed stories in the sidebar',
  );
}

function About({ state }: { state: Published }) {
  if (state.kind === 'development') {
    return h(
      'p',
      null,
      'In development: the pictures are the tree’s. The published Storybook shows the results of the npm test run that built it; here, the testing widget below the sidebar runs the tests.',
    );
  }
  if (state.kind === 'unpublished') {
    return h(
      'p',
      null,
      'This build was not published by scripts/publishStorybook.js: no commit, pictures or test results.',
    );
  }
  const { build, results } = state;
  return h(
    'div',
    null,
    h('p', null, `Built from ${shortCommit(build)}, `, when(build.builtAt), '.'),
    h(
      'p',
      null,
      // Spread, not an array: React asks an array's children for keys.
      ...(results
        ? [
            `Tested by npm test on ${shortCommit(results.run)}, started `,
            when(results.run.startedAt),
            `: ${results.run.passed} stories passed, ${results.run.failed} failed. `,
          ]
        : [NO_RESULTS]),
      results && results.run.failed > 0 && h(FailingOnly),
    ),
  );
}

function TestsPanel() {
  const api = useStorybookApi();
  const { storyId } = useStorybookState();
  const { sameAs } = useParameter<{ sameAs?: string }>('visual', {});
  const state = usePublished();
  const entry = api.getData(storyId);
  if (!state || !entry || entry.type !== 'story') return null;
  const base = picturesBase(state);
  const result = state.kind === 'published' ? state.results?.stories[storyId] : undefined;
  return h(
    'section',
    { 'aria-labelledby': HEADING_ID, style: { padding: '0 16px 16px', lineHeight: 1.5 } },
    h('h2', { id: HEADING_ID }, `Tests of '${entry.name}'`),
    h(About, { state }),
    state.kind === 'published' && state.results && h(Results, { result }),
    base && h(Pictures, { base, entry, sameAs, result }),
  );
}

addons.register(ADDON_ID, (api) => {
  addons.add(`${ADDON_ID}/panel`, {
    type: types.PANEL,
    title: 'Tests',
    render: ({ active }) => h(AddonPanel, { active: Boolean(active) }, h(TestsPanel)),
  });
  void published.then((state) => {
    if (state.kind !== 'published') return;
    if (state.results) setStatuses(state.results);
    // The sidebar's brand names the commit, on every page of the published Storybook: the
    // theme's `brandTitle`, as `create()` takes it. (A title with no image is shown as HTML: a
    // commit's hash needs no escaping.)
    const { commit, dirty } = state.build;
    const title = `Cravings · ${commit ? commit.slice(0, 7) : 'unknown commit'}${dirty ? ' + changes' : ''}`;
    api.setOptions({ theme: { brandTitle: title, brandUrl: './' } });
  });
});
