import { describe, expect, it } from 'vitest';
import { AA_NON_TEXT, AA_NORMAL_TEXT, contrastRatio, relativeLuminance } from './contrast';
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

/** Every text-on-background pair the theme intends, with what it is used for. */
const textPairs = (colors: Record<ColorName, string>): [string, string, string][] => [
  ['body text on the page background', colors.text, colors.background],
  ['body text on a surface', colors.text, colors.surface],
  ['muted text on the page background', colors.textMuted, colors.background],
  ['muted text on a surface', colors.textMuted, colors.surface],
  ['text on the primary colour', colors.textOnColor, colors.primary],
  ['text on the primary hover colour', colors.textOnColor, colors.primaryHover],
  ['text on the success colour', colors.textOnColor, colors.success],
  ['text on the danger colour', colors.textOnColor, colors.danger],
  ['text on the focus colour (an info toast)', colors.textOnColor, colors.focus],
  ['the primary colour as link text on the page background', colors.primary, colors.background],
  ['the primary colour as link text on a surface', colors.primary, colors.surface],
  ['a hovered link on the page background', colors.primaryHover, colors.background],
  ['a hovered link on a surface', colors.primaryHover, colors.surface],
  ['hovered secondary text on the primary tint', colors.primaryHover, colors.primarySubtle],
  ['the current profile tab, hovered (primary on the tint)', colors.primary, colors.primarySubtle],
  ['body text on the primary tint', colors.text, colors.primarySubtle],
  ['muted text on the primary tint (a chosen address)', colors.textMuted, colors.primarySubtle],
  ['error text (danger) on a surface', colors.danger, colors.surface],
  ['error text (danger) on the page background', colors.danger, colors.background],
  ['success text on a surface', colors.success, colors.surface],
  ['success text on the page background', colors.success, colors.background],
  ['neutral badge text on the muted surface', colors.text, colors.surfaceMuted],
  ['muted text on the muted surface (disabled controls)', colors.textMuted, colors.surfaceMuted],
];

describe.each(palettes)('text colours of the %s theme (WCAG AA, 4.5:1)', (_theme, colors) => {
  it.each(textPairs(colors))('%s is readable (AA)', (_name, foreground, background) => {
    expect(contrastRatio(foreground, background)).toBeGreaterThanOrEqual(AA_NORMAL_TEXT);
  });
});

/** Non-text contrast (WCAG 1.4.11): control boundaries and the focus ring. */
const nonTextPairs = (colors: Record<ColorName, string>): [string, string, string][] => [
  ['the focus ring on the page background', colors.focus, colors.background],
  ['the focus ring on a surface', colors.focus, colors.surface],
  ['the focus ring on the primary tint (a search option)', colors.focus, colors.primarySubtle],
  ['a control border on a surface', colors.borderStrong, colors.surface],
  ['a control border on the page background', colors.borderStrong, colors.background],
  ['a checked box (primary) on a surface', colors.primary, colors.surface],
  ['a checked box (primary) on the page background', colors.primary, colors.background],
];

describe.each(palettes)(
  'control boundaries and focus of the %s theme (WCAG AA, 3:1)',
  (_theme, colors) => {
    it.each(nonTextPairs(colors))('%s is visible (AA)', (_name, foreground, background) => {
      expect(contrastRatio(foreground, background)).toBeGreaterThanOrEqual(AA_NON_TEXT);
    });
  },
);
