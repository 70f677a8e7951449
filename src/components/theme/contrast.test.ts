import { describe, expect, it } from 'vitest';
import { AA_NON_TEXT, AA_NORMAL_TEXT, contrastRatio, relativeLuminance } from './contrast';
import { palette as colors } from './tokens';

describe('the WCAG contrast formula', () => {
  it('gives 21:1 for black on white and 1:1 for a colour on itself', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#fff', '#000')).toBeCloseTo(21, 5);
    expect(contrastRatio(colors.primary, colors.primary)).toBe(1);
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

/** Every text-on-background pair the theme intends, with what it is used for. */
const textPairs: [name: string, foreground: string, background: string][] = [
  ['body text on the page background', colors.text, colors.background],
  ['body text on a surface', colors.text, colors.surface],
  ['muted text on the page background', colors.textMuted, colors.background],
  ['muted text on a surface', colors.textMuted, colors.surface],
  ['white text on the primary colour', colors.textOnColor, colors.primary],
  ['white text on the primary hover colour', colors.textOnColor, colors.primaryHover],
  ['white text on the success colour', colors.textOnColor, colors.success],
  ['white text on the danger colour', colors.textOnColor, colors.danger],
  ['the primary colour as link text on the page background', colors.primary, colors.background],
  ['the primary colour as link text on a surface', colors.primary, colors.surface],
  ['hovered secondary text on the primary tint', colors.primaryHover, colors.primarySubtle],
  ['body text on the primary tint', colors.text, colors.primarySubtle],
  ['error text (danger) on a surface', colors.danger, colors.surface],
  ['error text (danger) on the page background', colors.danger, colors.background],
  ['success text on a surface', colors.success, colors.surface],
  ['success text on the page background', colors.success, colors.background],
  ['neutral badge text on the muted surface', colors.text, colors.surfaceMuted],
  ['muted text on the muted surface (disabled controls)', colors.textMuted, colors.surfaceMuted],
];

describe('text colours (WCAG AA, 4.5:1)', () => {
  it.each(textPairs)('%s is readable (AA)', (_name, foreground, background) => {
    expect(contrastRatio(foreground, background)).toBeGreaterThanOrEqual(AA_NORMAL_TEXT);
  });
});

/** Non-text contrast (WCAG 1.4.11): control boundaries and the focus ring. */
const nonTextPairs: [name: string, foreground: string, background: string][] = [
  ['the focus ring on the page background', colors.focus, colors.background],
  ['the focus ring on a surface', colors.focus, colors.surface],
  ['a control border on a surface', colors.borderStrong, colors.surface],
  ['a control border on the page background', colors.borderStrong, colors.background],
  ['a checked box (primary) on a surface', colors.primary, colors.surface],
];

describe('control boundaries and focus (WCAG AA, 3:1)', () => {
  it.each(nonTextPairs)('%s is visible (AA)', (_name, foreground, background) => {
    expect(contrastRatio(foreground, background)).toBeGreaterThanOrEqual(AA_NON_TEXT);
  });
});
