import type { CSSProperties } from 'react';
import styled from 'styled-components';
import { bareBox, spaceValue, type Gap } from '../theme';

export interface StackProps {
  /** Space between the items, from `theme.space`. */
  $gap?: Gap;
  /** `justify-items`; unset by default (each item takes the full width). */
  $align?: CSSProperties['justifyItems'];
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
`;
