import type { Viewport, ViewportType } from 'storybook/viewport';
// The tokens alone: the picture set-up (vitest.setup.ts) imports this too.
import { theme } from '../src/components/theme/tokens';

/** The widths every story is pictured at, widest first (vitest.setup.ts, D34). */
export const PICTURE_WIDTHS = [1280, 360] as const;
/** The window's height as a picture is taken, before it grows to the whole story. */
export const PICTURE_HEIGHT = 900;

const typeOf = (width: number): ViewportType =>
  width < theme.breakpoints.md ? 'mobile' : width < theme.breakpoints.lg ? 'tablet' : 'desktop';

const pictured = (width: number) => (PICTURE_WIDTHS as readonly number[]).includes(width);

const viewport = (name: string, width: number): Viewport => ({
  name: `${name} · ${width} px${pictured(width) ? ' · pictured' : ''}`,
  styles: { width: `${width}px`, height: `${PICTURE_HEIGHT}px` },
  type: typeOf(width),
});

/**
 * The toolbar's viewports: one at each breakpoint of the theme (`xs` is the narrowest page the
 * store supports), and one at each picture width that is not a breakpoint, narrowest first.
 */
export const VIEWPORTS: Record<string, Viewport> = Object.fromEntries(
  [
    ...Object.entries(theme.breakpoints).map(([name, width]) => [name, width] as const),
    ...PICTURE_WIDTHS.filter(
      (width) => !(Object.values(theme.breakpoints) as number[]).includes(width),
    ).map((width) => [`picture-${width}`, width] as const),
  ]
    .sort(([, a], [, b]) => a - b)
    .map(([key, width]) => [key, viewport(key.startsWith('picture-') ? 'Picture' : key, width)]),
);
