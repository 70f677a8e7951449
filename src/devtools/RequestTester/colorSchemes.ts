import type { ThemeObject } from '@microlink/react-json-view';
import { darkPalette, palette, type ColorName } from '../../components/theme';

export type ColorScheme = 'standard' | 'dark';

/**
 * The colours of each scheme: the store's light and dark palettes. The panel sets its scheme's as
 * the custom properties of its subtree, whatever the store's theme (D25), so the shared
 * primitives (Button, TextInput, Checkbox) inside it follow, and the JSON tree's colours, chosen
 * for one surface each, stay readable. `colorSchemes.test.ts` checks every pair for AA.
 */
export const schemeColors: Record<ColorScheme, Record<ColorName, string>> = {
  standard: palette,
  dark: darkPalette,
};

/**
 * Base16 themes for the JSON tree, whose background is the panel's surface. The viewer draws
 * keys at 85 % and type labels at 80 % opacity, so every text colour is chosen to pass AA even
 * when faded to 80 % over base00, base01 (edit box) and base02 (null/NaN badges).
 * Roles: base07 keys and braces, base09 strings, base0F integers, base0B floats, base0E
 * booleans and icons, base0D dates, base0A null and edited text, base08 NaN, base05 undefined,
 * base04 sizes, base0C array indexes; base01 is also the text on base09 ('Validation Error').
 */
export const jsonTreeThemes: Record<ColorScheme, ThemeObject> = {
  standard: {
    base00: palette.surface,
    base01: '#FAF6F2',
    base02: '#F3ECE5',
    base03: '#8C7B6F',
    base04: '#4F433B',
    base05: '#3F3530',
    base06: '#2E2520',
    base07: '#231A15',
    base08: '#991B1B',
    base09: '#7C2D12',
    base0A: '#713F12',
    base0B: '#14532D',
    base0C: '#1E3A8A',
    base0D: '#1E40AF',
    base0E: '#5B21B6',
    base0F: '#134E4A',
  },
  dark: {
    base00: darkPalette.surface,
    base01: '#2A2320',
    base02: '#352D28',
    base03: '#9C8A7D',
    base04: '#CBBBAF',
    base05: '#D9CEC5',
    base06: '#EFE6DE',
    base07: '#F7EFE8',
    base08: '#FCA5A5',
    base09: '#FDBA74',
    base0A: '#FDE68A',
    base0B: '#86EFAC',
    base0C: '#93C5FD',
    base0D: '#A5B4FC',
    base0E: '#D8B4FE',
    base0F: '#5EEAD4',
  },
};
