export { theme, media, palette, darkPalette, colorDeclarations } from './tokens';
export type { Theme, Breakpoint, ColorName } from './tokens';
export { GlobalStyle, VisuallyHidden } from './GlobalStyle';
export { cardSurface, dishBackdrop } from './surfaces';
export { bareBox, spaceValue } from './layout';
export type { Gap, Space } from './layout';
export { contrastRatio, relativeLuminance, AA_NORMAL_TEXT, AA_NON_TEXT } from './contrast';
export { TEXT_PAIRS, NON_TEXT_PAIRS } from './contrastPairs';
export type { ContrastPair } from './contrastPairs';
