import type { CSSProperties } from 'react';
import styled from 'styled-components';
import { bareBox, spaceValue, type Gap } from '../theme';

export interface ClusterProps {
  /** Space between the items, from `theme.space`. */
  $gap?: Gap;
  /** `align-items`; unset by default (the items stretch). */
  $align?: CSSProperties['alignItems'];
  /** `justify-content`, e.g. `'space-between'` for a title with an action beside it. */
  $justify?: CSSProperties['justifyContent'];
  /** Whether the items move to a next line when they do not fit; they do by default. */
  $wrap?: boolean;
}

/**
 * A row of items that wraps on a narrow screen: a title and its action, a list of buttons.
 * Keep the right element with `as` (`<Cluster as="header">`), and extend it with
 * `styled(Cluster)` for anything else it needs.
 */
export const Cluster = styled.div<ClusterProps>`
  display: flex;
  ${bareBox}
  ${({ $wrap = true }) => $wrap && 'flex-wrap: wrap;'}
  ${({ $align }) => $align && `align-items: ${$align};`}
  ${({ $justify }) => $justify && `justify-content: ${$justify};`}
  ${({ $gap }) => $gap && `gap: ${spaceValue($gap)};`}
`;
