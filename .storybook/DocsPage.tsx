import {
  Controls,
  Description,
  Heading,
  Markdown,
  Primary,
  Stories,
  Subtitle,
  Title,
  useOf,
} from '@storybook/addon-docs/blocks';
import { docsPathOf, guidanceOf, type Guidance } from '../src/docs/guidance';
import { STATUSES, statusOf } from '../src/docs/status';
import { StatusBadge } from '../src/docs/StatusBadge';

/** The related components as a Markdown list of links, which the docs follow in Storybook. */
const relatedList = (related: Guidance['related']) =>
  related
    .map((entry) => {
      const [title, why] = typeof entry === 'string' ? [entry] : entry;
      const name = title.split('/').slice(1).join('/') || title;
      return `- [${name}](${docsPathOf(title)})${why ? `: ${why}` : ''}`;
    })
    .join('\n');

/**
 * Every component's docs page (Storybook's own, with more at its top): the title and the
 * component's status (src/docs/status.ts); then, if its meta gives guidance (src/docs/guidance.ts),
 * when to use it, the related components, and its keyboard and screen-reader behaviour before
 * how it works (the component's description); then the primary story, its controls, and the
 * other stories.
 */
export function DocsPage() {
  const { csfFile, preparedMeta } = useOf('meta', ['meta']);
  const singleStory = Object.keys(csfFile.stories).length === 1;
  const status = statusOf(preparedMeta.tags);
  const guidance = guidanceOf(preparedMeta.parameters);
  return (
    <>
      <Title />
      {status && (
        <p>
          <StatusBadge status={status} /> {STATUSES[status].meaning}
        </p>
      )}
      <Subtitle />
      {guidance && (
        <>
          <Heading>When to use</Heading>
          <Markdown>{guidance.whenToUse}</Markdown>
          <Heading>Related components</Heading>
          <Markdown>{relatedList(guidance.related)}</Markdown>
          <Heading>Keyboard and screen reader</Heading>
          <Markdown>{guidance.keyboard}</Markdown>
          <Heading>How it works</Heading>
        </>
      )}
      <Description of="meta" />
      {singleStory && <Description of="story" />}
      <Primary />
      <Controls />
      {!singleStory && <Stories />}
    </>
  );
}
