export { theme, media } from './tokens';
export type { Theme, Breakpoint } from './tokens';
export { GlobalStyle, VisuallyHidden } from './GlobalStyle';
export { contrastRatio, relativeLuminance, AA_NORMAL_TEXT, AA_NON_TEXT } from './contrast';
