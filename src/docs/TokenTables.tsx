import type { ReactNode } from 'react';
import { ColorItem, ColorPalette } from '@storybook/addon-docs/blocks';
import { VIEWPORTS } from '../../.storybook/viewports';
import {
  AA_NON_TEXT,
  AA_NORMAL_TEXT,
  NON_TEXT_PAIRS,
  TEXT_PAIRS,
  contrastRatio,
  darkPalette,
  media,
  palette,
  theme,
  type Breakpoint,
  type ColorName,
  type ContrastPair,
} from '../components/theme';

// The tokens pages' tables, read from the theme (src/components/theme): nothing here repeats a
// value. The colours are the palettes' own values, so both themes show whatever the page's is.

const THEMES = [
  ['Light', palette],
  ['Dark', darkPalette],
] as const satisfies readonly (readonly [string, Record<ColorName, string>])[];

const COLOR_NAMES = Object.keys(palette) as ColorName[];

/** `var(--color-primary-hover)` → `--color-primary-hover`. */
const propertyOf = (name: ColorName) => theme.colors[name].replace(/^var\((.*)\)$/, '$1');

/** Each colour of the theme with its custom property, in the light and the dark palette. */
export function ColorTokens() {
  return (
    <ColorPalette>
      {COLOR_NAMES.map((name) => (
        <ColorItem
          key={name}
          title={`colors.${name}`}
          subtitle={propertyOf(name)}
          colors={Object.fromEntries(THEMES.map(([label, colors]) => [label, colors[name]]))}
        />
      ))}
    </ColorPalette>
  );
}

const sample = (foreground: string, background: string, text: boolean) =>
  text ? (
    <span style={{ color: foreground, background, padding: '4px 8px', borderRadius: 4 }}>
      Paneer tikka ₹249
    </span>
  ) : (
    <span
      aria-hidden="true"
      style={{ display: 'inline-block', padding: 6, background, borderRadius: 4 }}
    >
      <span
        style={{
          display: 'block',
          width: 20,
          height: 20,
          border: `3px solid ${foreground}`,
          borderRadius: 4,
        }}
      />
    </span>
  );

/**
 * The contrast of each pair the theme intends (`contrastPairs.ts`, which `contrast.test.ts`
 * checks) in both themes, against WCAG AA's minimum for text (4.5:1) or for controls (3:1).
 */
export function ContrastTable({ kind }: { kind: 'text' | 'non-text' }) {
  const pairs: readonly ContrastPair[] = kind === 'text' ? TEXT_PAIRS : NON_TEXT_PAIRS;
  const minimum = kind === 'text' ? AA_NORMAL_TEXT : AA_NON_TEXT;
  return (
    <table>
      <thead>
        <tr>
          <th scope="col">Used for</th>
          <th scope="col">Tokens</th>
          {THEMES.map(([label]) => (
            <th key={label} scope="col">
              {label}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {pairs.map(([use, foreground, background]) => (
          <tr key={use}>
            <td>{use.charAt(0).toUpperCase() + use.slice(1)}</td>
            <td>
              <code>{foreground}</code> on <code>{background}</code>
            </td>
            {THEMES.map(([label, colors]) => {
              const ratio = contrastRatio(colors[foreground], colors[background]);
              return (
                <td key={label} style={{ whiteSpace: 'nowrap' }}>
                  {sample(colors[foreground], colors[background], kind === 'text')}{' '}
                  {ratio.toFixed(2)} : 1 {ratio >= minimum ? '✓' : `✗ (under ${minimum} : 1)`}
                </td>
              );
            })}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** A token group as a table: its name, its value, and what the value looks like. */
export function TokenTable<T extends string | number>({
  group,
  values,
  show,
}: {
  group: keyof typeof theme;
  values: Readonly<Record<string, T>>;
  show?: (value: T) => ReactNode;
}) {
  return (
    <table>
      <thead>
        <tr>
          <th scope="col">Token</th>
          <th scope="col">Value</th>
          {show && <th scope="col">Looks like</th>}
        </tr>
      </thead>
      <tbody>
        {Object.entries(values).map(([name, value]) => (
          <tr key={name}>
            <td>
              <code>
                {group}.{name}
              </code>
            </td>
            <td>
              <code>{value}</code>
            </td>
            {show && <td>{show(value)}</td>}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** A bar as long as a step of the spacing scale. */
export const spaceBar = (value: string) => (
  <span
    aria-hidden="true"
    style={{ display: 'block', width: value, height: 16, background: palette.primary }}
  />
);

/** A square with a radius of the scale. */
export const radiusBox = (value: string) => (
  <span
    aria-hidden="true"
    style={{
      display: 'block',
      width: 48,
      height: 48,
      borderRadius: value,
      background: palette.primarySubtle,
      border: `2px solid ${palette.primary}`,
    }}
  />
);

/** A card with a shadow of the scale, on each theme's page background. */
export const shadowCards = (value: string) => (
  <span style={{ display: 'flex', gap: 16 }}>
    {THEMES.map(([label, colors]) => (
      <span key={label} style={{ padding: 16, background: colors.background }}>
        <span
          style={{
            display: 'block',
            padding: '12px 16px',
            borderRadius: theme.radii.lg,
            background: colors.surface,
            color: colors.text,
            boxShadow: value,
          }}
        >
          {label}
        </span>
      </span>
    ))}
  </span>
);

/** Text set in a weight of the scale. */
export const weightSample = (value: number) => (
  <span style={{ fontFamily: theme.fonts.body, fontWeight: value }}>Butter chicken</span>
);

/** Two lines of text at a line height of the scale. */
export const lineHeightSample = (value: number) => (
  <span style={{ display: 'block', maxWidth: 280, lineHeight: value }}>
    Slow-cooked in a tomato and butter gravy, finished with cream.
  </span>
);

/** Text in a font stack of the theme. */
export const fontSample = (value: string) => (
  <span style={{ fontFamily: value }}>Butter chicken ₹349</span>
);

/** What each breakpoint is meant for: words, not values, so they live here. */
const MEANT_FOR: Partial<Record<Breakpoint, string>> = {
  xs: 'Small phones (the narrowest page the store supports)',
  sm: 'Large phones',
  md: 'Tablets',
  lg: 'Laptops',
  xl: 'Wide desktops',
};

/** The breakpoints, their media queries, and the viewport the toolbar has for each. */
export function BreakpointTable() {
  return (
    <table>
      <thead>
        <tr>
          <th scope="col">Token</th>
          <th scope="col">Media query</th>
          <th scope="col">Meant for</th>
          <th scope="col">Toolbar viewport</th>
        </tr>
      </thead>
      <tbody>
        {(Object.keys(theme.breakpoints) as Breakpoint[]).map((name) => (
          <tr key={name}>
            <td>
              <code>media.{name}</code>
            </td>
            <td>
              <code>{media[name]}</code>
            </td>
            <td>{MEANT_FOR[name]}</td>
            <td>{VIEWPORTS[name]?.name}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** Every viewport of the toolbar, as `.storybook/viewports.ts` makes them. */
export function ViewportList() {
  return (
    <ul>
      {Object.entries(VIEWPORTS).map(([key, { name, styles, type }]) => (
        <li key={key}>
          <strong>{name}</strong>: {styles.width} × {styles.height}, {type}
        </li>
      ))}
    </ul>
  );
}
