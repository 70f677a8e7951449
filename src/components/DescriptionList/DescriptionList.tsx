import styled from 'styled-components';
import { spaceValue, theme, type Gap } from '../theme';

export interface DescriptionListProps {
  /** Space between the rows and between a term and its value. */
  $gap?: Gap;
}

/**
 * Terms and their values side by side ('Name', 'Email'), the terms muted in a column as wide as
 * the longest. A long value (an email, an address) breaks rather than overflow a phone. It keeps
 * a large space under it, before the actions that follow it.
 */
export const DescriptionList = styled.dl<DescriptionListProps>`
  display: grid;
  grid-template-columns: max-content minmax(0, 1fr);
  gap: ${({ $gap = ['xs', 'lg'] }) => spaceValue($gap)};
  margin: 0 0 ${theme.space.lg};

  dt {
    color: ${theme.colors.textMuted};
  }

  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;
