import type { CSSProperties } from 'react';
import styled from 'styled-components';
import { bareBox, media, spaceValue, type Breakpoint, type Gap } from '../theme';

export interface StackProps {
  /** Space between the items, from `theme.space`. */
  $gap?: Gap;
  /** `justify-items`; unset by default (each item takes the full width). */
  $align?: CSSProperties['justifyItems'];
  /** From `$columnsFrom` up, the items sit side by side in this many equal columns. */
  $columns?: number;
  /** Where `$columns` starts: `sm` (a large phone) by default. */
  $columnsFrom?: Breakpoint;
}

/**
 * A column of items, one under the other with the same space between them: a form's fields,
 * the parts of a card. A one-column grid: margins do not collapse, and each item takes the
 * full width unless `$align` says otherwise. Keep the right element with `as`
 * (`<Stack as="ul">`: no bullets, no indent), and extend it with `styled(Stack)`.
 */
export const Stack = styled.div<StackProps>`
  display: grid;
  ${bareBox}
  ${({ $align }) => $align && `justify-items: ${$align};`}
  ${({ $gap }) => $gap && `gap: ${spaceValue($gap)};`}

  ${({ $columns, $columnsFrom = 'sm' }) =>
    $columns &&
    `${media[$columnsFrom]} { grid-template-columns: repeat(${$columns}, minmax(0, 1fr)); }`}
`;
