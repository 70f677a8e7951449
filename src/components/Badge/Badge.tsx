import type { ComponentPropsWithRef, ReactNode } from 'react';
import styled from 'styled-components';
import { theme } from '../theme';

export type BadgeTone = 'neutral' | 'primary' | 'success' | 'danger';

export interface BadgeProps extends ComponentPropsWithRef<'span'> {
  /** Colour of the pill. Text colour follows, so every tone stays AA readable. */
  tone?: BadgeTone;
  /** An optional leading icon (decorative: it is hidden from assistive technology). */
  icon?: ReactNode;
  children: ReactNode;
}

/** Background and text colour of each tone; every pair is in the theme's contrast test. */
function toneColors(tone: BadgeTone): [background: string, text: string] {
  const { colors } = theme;
  switch (tone) {
    case 'primary':
      return [colors.primary, colors.textOnColor];
    case 'success':
      return [colors.success, colors.textOnColor];
    case 'danger':
      return [colors.danger, colors.textOnColor];
    case 'neutral':
      return [colors.surfaceMuted, colors.text];
  }
}

const Pill = styled.span<{ $tone: BadgeTone }>`
  display: inline-flex;
  align-items: center;
  gap: ${theme.space.xxs};
  min-width: 1.25rem;
  padding: 0.125rem ${theme.space.xs};
  border-radius: ${theme.radii.pill};
  font-size: ${theme.fontSizes.xs};
  font-weight: ${theme.fontWeights.bold};
  line-height: ${theme.lineHeights.snug};
  font-variant-numeric: tabular-nums;
  justify-content: center;
  white-space: nowrap;
  background: ${({ $tone }) => toneColors($tone)[0]};
  color: ${({ $tone }) => toneColors($tone)[1]};

  svg {
    width: 0.875em;
    height: 0.875em;
  }
`;

/**
 * A small pill for a count or a short label: a cart count, a rating, "Veg".
 * Its text is real text, so it is read where it stands; give it context
 * (e.g. `aria-label` on a parent) when the number alone would be ambiguous.
 */
export function Badge({ tone = 'neutral', icon, children, ...rest }: BadgeProps) {
  return (
    <Pill $tone={tone} {...rest}>
      {icon ? <span aria-hidden="true">{icon}</span> : null}
      {children}
    </Pill>
  );
}
