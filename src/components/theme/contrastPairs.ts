import type { ColorName } from './tokens';

/** A pair of the theme's colours, one drawn on the other, and what it is used for. */
export type ContrastPair = readonly [use: string, foreground: ColorName, background: ColorName];

/**
 * Every text-on-background pair the theme intends. Each passes WCAG AA for text (4.5:1) in both
 * palettes (`contrast.test.ts`); the tokens page shows their ratios.
 */
export const TEXT_PAIRS: readonly ContrastPair[] = [
  ['body text on the page background', 'text', 'background'],
  ['body text on a surface', 'text', 'surface'],
  ['muted text on the page background', 'textMuted', 'background'],
  ['muted text on a surface', 'textMuted', 'surface'],
  ['text on the primary colour', 'textOnColor', 'primary'],
  ['text on the primary hover colour', 'textOnColor', 'primaryHover'],
  ['text on the success colour', 'textOnColor', 'success'],
  ['text on the danger colour', 'textOnColor', 'danger'],
  ['text on the focus colour (an info toast)', 'textOnColor', 'focus'],
  ['the primary colour as link text on the page background', 'primary', 'background'],
  ['the primary colour as link text on a surface', 'primary', 'surface'],
  ['a hovered link on the page background', 'primaryHover', 'background'],
  ['a hovered link on a surface', 'primaryHover', 'surface'],
  ['hovered secondary text on the primary tint', 'primaryHover', 'primarySubtle'],
  ['the current profile tab, hovered (primary on the tint)', 'primary', 'primarySubtle'],
  ['body text on the primary tint', 'text', 'primarySubtle'],
  ['muted text on the primary tint (a chosen address)', 'textMuted', 'primarySubtle'],
  ['error text (danger) on a surface', 'danger', 'surface'],
  ['error text (danger) on the page background', 'danger', 'background'],
  ['success text on a surface', 'success', 'surface'],
  ['success text on the page background', 'success', 'background'],
  ['neutral badge text on the muted surface', 'text', 'surfaceMuted'],
  ['muted text on the muted surface (disabled controls)', 'textMuted', 'surfaceMuted'],
];

/** Non-text contrast (WCAG 1.4.11, 3:1): control boundaries and the focus ring. */
export const NON_TEXT_PAIRS: readonly ContrastPair[] = [
  ['the focus ring on the page background', 'focus', 'background'],
  ['the focus ring on a surface', 'focus', 'surface'],
  ['the focus ring on the primary tint (a search option)', 'focus', 'primarySubtle'],
  ['a control border on a surface', 'borderStrong', 'surface'],
  ['a control border on the page background', 'borderStrong', 'background'],
  ['a checked box (primary) on a surface', 'primary', 'surface'],
  ['a checked box (primary) on the page background', 'primary', 'background'],
];
