import type { CSSProperties } from 'react';
import styled from 'styled-components';
import { cardSurface, media, spaceValue, theme, type Breakpoint, type Gap } from '../theme';

export interface PanelProps {
  /** Inner space: one step, or `[block, inline]`. */
  $padding?: Gap;
  /** Inner space from the `$wideFrom` breakpoint up, where there is room for more. */
  $widePadding?: Gap;
  /** Where `$widePadding` starts: `sm` (a large phone) by default. */
  $wideFrom?: Breakpoint;
  /** Lays the content out as a stack with this space between its parts. */
  $gap?: Gap;
  /** With `$gap`: `justify-items`, e.g. `'center'` for a notice. */
  $align?: CSSProperties['justifyItems'];
  $shadow?: keyof typeof theme.shadows;
  /** A dashed frame: a placeholder for what is not there yet ('No addresses yet'). */
  $dashed?: boolean;
}

/**
 * A card: the surface inside a hairline frame with rounded corners. It holds a form, an order,
 * a sum. Keep the right element with `as` (`<Panel as="section">`).
 */
export const Panel = styled.div<PanelProps>`
  min-width: 0;
  ${cardSurface}
  ${({ $dashed }) => $dashed && `border: 1px dashed ${theme.colors.borderStrong};`}
  ${({ $shadow }) => $shadow && `box-shadow: ${theme.shadows[$shadow]};`}
  ${({ $gap }) => $gap && `display: grid; gap: ${spaceValue($gap)};`}
  ${({ $align }) => $align && `justify-items: ${$align};`}
  padding: ${({ $padding = 'md' }) => spaceValue($padding)};

  ${({ $widePadding, $wideFrom = 'sm' }) =>
    $widePadding && `${media[$wideFrom]} { padding: ${spaceValue($widePadding)}; }`}
`;
