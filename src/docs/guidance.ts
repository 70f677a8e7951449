import { toId } from 'storybook/internal/csf';

/**
 * The guidance a screen or larger component gives on its docs page, above everything else
 * (.storybook/DocsPage.tsx), from its stories file's meta:
 *
 * ```ts
 * parameters: {
 *   docs: {
 *     guidance: {
 *       whenToUse: `
 *         Markdown: what it is for, and what to use instead when it is not.
 *       `,
 *       related: ['Components/AddressForm', ['Screens/Checkout', 'picks an address from it']],
 *       keyboard: `
 *         - Markdown: the keys, the focus, and what a screen reader hears.
 *       `,
 *     },
 *   },
 * },
 * ```
 *
 * The Markdown may be indented as the code around it: each text loses its lines' common
 * indentation.
 */
export interface Guidance {
  whenToUse: string;
  /** Titles of other stories files, each with why it is related if that is not plain. */
  related: readonly (string | readonly [title: string, why: string])[];
  keyboard: string;
}

/** The meta's guidance, if it gives one; a malformed one is an error, not silence. */
export function guidanceOf(parameters: { docs?: { guidance?: unknown } } | undefined) {
  const guidance = parameters?.docs?.guidance as Partial<Guidance> | undefined;
  if (guidance === undefined) return undefined;
  const { whenToUse, related, keyboard } = guidance;
  if (typeof whenToUse !== 'string' || typeof keyboard !== 'string' || !Array.isArray(related)) {
    throw new Error(
      'parameters.docs.guidance needs whenToUse and keyboard (Markdown) and related (titles).',
    );
  }
  return {
    whenToUse: dedent(whenToUse),
    related,
    keyboard: dedent(keyboard),
  } satisfies Guidance;
}

/** A template literal's Markdown, less the indentation of its lines and its blank ends. */
function dedent(text: string) {
  const lines = text
    .replace(/^\s*\n/, '')
    .trimEnd()
    .split('\n');
  const indent = Math.min(
    ...lines.filter((line) => line.trim()).map((line) => line.length - line.trimStart().length),
  );
  return lines.map((line) => line.slice(indent)).join('\n');
}

/** A stories file's docs page in this Storybook: 'Screens/Cart' → `/docs/screens-cart--docs`. */
export const docsPageOf = (title: string) => `/docs/${toId(title, 'Docs')}`;

/** A link to it as Storybook's docs follow one (`?path=/docs/screens-cart--docs`). */
export const docsPathOf = (title: string) => `?path=${docsPageOf(title)}`;
