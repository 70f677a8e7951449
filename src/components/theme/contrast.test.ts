import { describe, expect, it } from 'vitest';
import { AA_NON_TEXT, AA_NORMAL_TEXT, contrastRatio, relativeLuminance } from './contrast';
import { NON_TEXT_PAIRS, TEXT_PAIRS, type ContrastPair } from './contrastPairs';
import { darkPalette, palette, type ColorName } from './tokens';

describe('the WCAG contrast formula', () => {
  it('gives 21:1 for black on white and 1:1 for a colour on itself', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#fff', '#000')).toBeCloseTo(21, 5);
    expect(contrastRatio(palette.primary, palette.primary)).toBe(1);
  });

  it('matches published reference values', () => {
    // #767676 on white is the classic "lightest grey that passes AA": 4.54:1.
    expect(contrastRatio('#767676', '#ffffff')).toBeCloseTo(4.54, 2);
    expect(relativeLuminance('#808080')).toBeCloseTo(0.2159, 4);
  });

  it('rejects something that is not a hex colour', () => {
    expect(() => relativeLuminance('tomato')).toThrow(/Not a #rgb/);
  });
});

const palettes = [
  ['light', palette],
  ['dark', darkPalette],
] as const;

/** The pairs' colours in one palette, for `it.each`. */
const inPalette = (
  pairs: readonly ContrastPair[],
  colors: Record<ColorName, string>,
): [string, string, string][] =>
  pairs.map(([use, foreground, background]) => [use, colors[foreground], colors[background]]);

describe.each(palettes)('text colours of the %s theme (WCAG AA, 4.5:1)', (_theme, colors) => {
  it.each(inPalette(TEXT_PAIRS, colors))('%s is readable (AA)', (_name, foreground, background) => {
    expect(contrastRatio(foreground, background)).toBeGreaterThanOrEqual(AA_NORMAL_TEXT);
  });
});

describe.each(palettes)(
  'control boundaries and focus of the %s theme (WCAG AA, 3:1)',
  (_theme, colors) => {
    it.each(inPalette(NON_TEXT_PAIRS, colors))(
      '%s is visible (AA)',
      (_name, foreground, background) => {
        expect(contrastRatio(foreground, background)).toBeGreaterThanOrEqual(AA_NON_TEXT);
      },
    );
  },
);
