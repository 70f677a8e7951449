import { describe, expect, it } from 'vitest';
import { AA_NON_TEXT, AA_NORMAL_TEXT, contrastRatio } from '../../components/theme';
import { jsonTreeThemes, schemeColors, type ColorScheme } from './colorSchemes';

const schemes: ColorScheme[] = ['standard', 'dark'];

/** The colour seen when `foreground` is drawn at `opacity` over `background`. */
function fade(foreground: string, background: string, opacity: number): string {
  const channel = (hex: string, i: number) => parseInt(hex.slice(1 + 2 * i, 3 + 2 * i), 16);
  return `#${[0, 1, 2]
    .map((i) =>
      Math.round(channel(foreground, i) * opacity + channel(background, i) * (1 - opacity))
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
}

describe.each(schemes)('the %s panel colours', (scheme) => {
  const colors = schemeColors[scheme];
  const textPairs: [string, string, string][] = [
    ['text on the surface', colors.text, colors.surface],
    ['muted text on the surface', colors.textMuted, colors.surface],
    ['muted text on the muted surface (disabled controls)', colors.textMuted, colors.surfaceMuted],
    ['text on the primary colour (Submit)', colors.textOnColor, colors.primary],
    ['text on the primary hover colour', colors.textOnColor, colors.primaryHover],
    ['text on the danger colour', colors.textOnColor, colors.danger],
    ['primary text on the surface (secondary buttons)', colors.primary, colors.surface],
    ['hovered secondary text on the primary tint', colors.primaryHover, colors.primarySubtle],
    ['danger text on the surface (errors)', colors.danger, colors.surface],
    ['success text on the surface (2xx status)', colors.success, colors.surface],
    ['text on the page background', colors.text, colors.background],
  ];
  it.each(textPairs)('%s passes AA', (_name, foreground, background) => {
    expect(contrastRatio(foreground, background)).toBeGreaterThanOrEqual(AA_NORMAL_TEXT);
  });

  const nonTextPairs: [string, string, string][] = [
    ['the focus ring on the surface', colors.focus, colors.surface],
    ['a control border on the surface', colors.borderStrong, colors.surface],
    ['a checked box on the surface', colors.primary, colors.surface],
  ];
  it.each(nonTextPairs)('%s is visible (3:1)', (_name, foreground, background) => {
    expect(contrastRatio(foreground, background)).toBeGreaterThanOrEqual(AA_NON_TEXT);
  });
});

describe.each(schemes)('the %s JSON tree theme', (scheme) => {
  const tree = jsonTreeThemes[scheme];
  const texts = [
    'base04',
    'base05',
    'base07',
    'base08',
    'base09',
    'base0A',
    'base0B',
    'base0C',
    'base0D',
    'base0E',
    'base0F',
  ] as const;
  const backgrounds = ['base00', 'base01', 'base02'] as const;

  it('sits on the panel surface', () => {
    expect(tree.base00).toBe(schemeColors[scheme].surface);
  });

  it.each(texts.flatMap((text) => backgrounds.map((background) => [text, background] as const)))(
    '%s faded to 80 %% on %s passes AA',
    (text, background) => {
      const seen = fade(tree[text], tree[background], 0.8);
      expect(contrastRatio(seen, tree[background])).toBeGreaterThanOrEqual(AA_NORMAL_TEXT);
    },
  );

  it('makes the validation message and the key dialog label readable', () => {
    expect(contrastRatio(tree.base01, tree.base09)).toBeGreaterThanOrEqual(AA_NORMAL_TEXT);
    expect(contrastRatio(tree.base01, tree.base05)).toBeGreaterThanOrEqual(AA_NORMAL_TEXT);
  });
});
