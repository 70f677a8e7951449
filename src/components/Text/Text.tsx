import styled from 'styled-components';
import { media, theme, type Breakpoint } from '../theme';

type Tone = 'muted' | 'primary' | 'success' | 'danger';

const toneColor: Record<Tone, string> = {
  muted: theme.colors.textMuted,
  primary: theme.colors.primary,
  success: theme.colors.success,
  danger: theme.colors.danger,
};

export interface TextProps {
  $size?: keyof typeof theme.fontSizes;
  /** The size from the `$wideFrom` breakpoint up: a page's title grows with the screen. */
  $wideSize?: keyof typeof theme.fontSizes;
  /** Where `$wideSize` starts: `sm` (a large phone) by default. */
  $wideFrom?: Breakpoint;
  $weight?: keyof typeof theme.fontWeights;
  $tone?: Tone;
  /** Figures of one width, so that amounts and times line up and do not jiggle. */
  $numeric?: boolean;
  /** A long word (an email, a payment id) breaks anywhere rather than overflow a phone. */
  $breakAnywhere?: boolean;
  /** Spaced capitals: the small label over a part of a card ('ITEMS', 'PRICE DETAILS'). */
  $caps?: boolean;
  /** The code font: a request's method and path. */
  $mono?: boolean;
}

/**
 * A paragraph or a heading in the theme's type scale, with no margin: the layout around it
 * spaces it. Name the element with `as` (`<Text as="h2" $size="xl">`).
 */
export const Text = styled.p<TextProps>`
  margin: 0;
  ${({ $size }) => $size && `font-size: ${theme.fontSizes[$size]};`}
  ${({ $weight }) => $weight && `font-weight: ${theme.fontWeights[$weight]};`}
  ${({ $tone }) => $tone && `color: ${toneColor[$tone]};`}
  ${({ $numeric }) => $numeric && 'font-variant-numeric: tabular-nums;'}
  ${({ $breakAnywhere }) => $breakAnywhere && 'overflow-wrap: anywhere;'}
  ${({ $caps }) => $caps && 'letter-spacing: 0.04em; text-transform: uppercase;'}
  ${({ $mono }) => $mono && `font-family: ${theme.fonts.mono};`}

  ${({ $wideSize, $wideFrom = 'sm' }) =>
    $wideSize && `${media[$wideFrom]} { font-size: ${theme.fontSizes[$wideSize]}; }`}
`;
