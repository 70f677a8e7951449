/**
 * Design tokens of the storefront. Styles interpolate them as constants
 * (`${theme.colors.primary}`), so styled-components treats a component without props of its own
 * as static CSS: it is not regenerated on every render. The colours are CSS custom properties,
 * set on `:root` by `GlobalStyle` from `palette`, or `darkPalette` in the dark theme (D25); a
 * scheme (the request tester's panel) overrides them for its subtree. Every text/background pair
 * listed in `contrast.test.ts` passes WCAG AA (4.5:1) in both palettes.
 */

/** The colours' values in the light theme; `theme.colors` refers to them as custom properties. */
export const palette = {
  /** Brand: a warm, paprika orange. White text on it and it as link text both pass AA. */
  primary: '#C2410C',
  /** Hover / pressed shade of the primary. */
  primaryHover: '#9A3412',
  /** A pale tint of the primary for hovered secondary/ghost controls and selected rows. */
  primarySubtle: '#FFEDD5',
  /** The page background: a warm cream. */
  background: '#FFF8F0',
  /** Cards, inputs, sheets. */
  surface: '#FFFFFF',
  /** A quiet fill for neutral badges and disabled controls. */
  surfaceMuted: '#F3EAE1',
  /** Body text. */
  text: '#231A15',
  /** Secondary text: captions, hints, meta data. */
  textMuted: '#6B5B50',
  /** Text placed on primary, success or danger fills. */
  textOnColor: '#FFFFFF',
  /** Decorative dividers and card outlines (not a control's only boundary). */
  border: '#E8DDD3',
  /** Boundaries of controls (inputs, checkboxes): at least 3:1 against surface and background. */
  borderStrong: '#8C7B6F',
  /** Vegetarian mark, success messages, success fills. */
  success: '#15803D',
  /** Non-vegetarian mark, errors, destructive actions. */
  danger: '#B91C1C',
  /** The keyboard focus ring. */
  focus: '#1D4ED8',
  /** Skeleton placeholder (it pulses). */
  skeleton: '#EFE4DA',
} as const;

export type ColorName = keyof typeof palette;

/** The same roles in the dark theme. */
export const darkPalette: Record<ColorName, string> = {
  // On a dark surface the brand colour is a light orange, so the text on it is dark.
  primary: '#FB923C',
  primaryHover: '#FDBA74',
  primarySubtle: '#3A2616',
  background: '#14110F',
  surface: '#1F1A17',
  surfaceMuted: '#2E2723',
  text: '#F7EFE8',
  textMuted: '#C9B9AD',
  textOnColor: '#1A120C',
  border: '#3A322C',
  borderStrong: '#9C8A7D',
  success: '#4ADE80',
  danger: '#F87171',
  focus: '#93C5FD',
  skeleton: '#2E2723',
};

const space = {
  none: '0',
  xxs: '0.25rem',
  xs: '0.5rem',
  sm: '0.75rem',
  md: '1rem',
  lg: '1.5rem',
  xl: '2rem',
  xxl: '3rem',
  xxxl: '4rem',
} as const;

const fonts = {
  /** The platform's UI font: nothing is downloaded. */
  body: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'Noto Sans', sans-serif, 'Apple Color Emoji', 'Segoe UI Emoji'",
  mono: "ui-monospace, SFMono-Regular, Menlo, Consolas, 'Liberation Mono', monospace",
} as const;

const fontSizes = {
  xs: '0.75rem',
  sm: '0.875rem',
  md: '1rem',
  lg: '1.125rem',
  xl: '1.25rem',
  xxl: '1.5rem',
  xxxl: '2rem',
  display: '2.5rem',
} as const;

const fontWeights = {
  regular: 400,
  medium: 500,
  semibold: 600,
  bold: 700,
} as const;

const lineHeights = {
  tight: 1.2,
  snug: 1.35,
  normal: 1.5,
} as const;

const radii = {
  none: '0',
  sm: '4px',
  md: '8px',
  lg: '12px',
  xl: '20px',
  pill: '999px',
  round: '50%',
} as const;

const shadows = {
  sm: '0 1px 2px rgb(35 26 21 / 0.08)',
  md: '0 2px 8px rgb(35 26 21 / 0.10), 0 1px 2px rgb(35 26 21 / 0.06)',
  lg: '0 12px 32px rgb(35 26 21 / 0.14), 0 2px 6px rgb(35 26 21 / 0.08)',
} as const;

/** Min-width breakpoints in px, from a 360 px phone to a wide desktop. */
const breakpoints = {
  xs: 360,
  sm: 480,
  md: 768,
  lg: 1024,
  xl: 1280,
} as const;

/** Heights of interactive controls. `md` and up meet the 44 px target size. */
const controlHeights = {
  sm: '2.25rem',
  md: '2.75rem',
  lg: '3.25rem',
} as const;

const transitions = {
  fast: '120ms ease-out',
  normal: '200ms ease-out',
} as const;

const zIndices = {
  header: 10,
  drawer: 20,
  overlay: 30,
  toast: 40,
} as const;

/** The custom property that holds a colour: `primaryHover` → `--color-primary-hover`. */
const colorProperty = (name: ColorName) =>
  `--color-${name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)}`;

/** Declarations that set every colour: `--color-primary: #C2410C; …`. */
export const colorDeclarations = (colors: Record<ColorName, string>) =>
  (Object.keys(colors) as ColorName[])
    .map((name) => `${colorProperty(name)}: ${colors[name]};`)
    .join('\n');

const colors = Object.fromEntries(
  (Object.keys(palette) as ColorName[]).map((name) => [name, `var(${colorProperty(name)})`]),
) as Record<ColorName, string>;

export const theme = {
  colors,
  space,
  fonts,
  fontSizes,
  fontWeights,
  lineHeights,
  radii,
  shadows,
  breakpoints,
  controlHeights,
  transitions,
  zIndices,
} as const;

export type Theme = typeof theme;
export type Breakpoint = keyof Theme['breakpoints'];

/**
 * Min-width media queries, mobile first:
 *
 * ```ts
 * const Grid = styled.div`
 *   grid-template-columns: 1fr;
 *   ${media.md} { grid-template-columns: repeat(2, 1fr); }
 * `;
 * ```
 */
export const media = Object.fromEntries(
  Object.entries(breakpoints).map(([name, px]) => [name, `@media (min-width: ${px}px)`]),
) as { readonly [K in Breakpoint]: `@media (min-width: ${Theme['breakpoints'][K]}px)` };
