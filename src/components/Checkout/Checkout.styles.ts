import styled from 'styled-components';
import { Panel } from '../Panel';
import { Stack } from '../Stack';
import { Text } from '../Text';
import { theme } from '../theme';

export const OrderLines = styled(Panel)`
  margin: 0;
  list-style: none;
`;

/** Title, then quantity and line total on the right; the title wraps, the numbers do not. */
export const OrderLine = styled(Stack)`
  grid-template-columns: minmax(0, 1fr) auto auto;
  align-items: baseline;
  padding: ${theme.space.sm} 0;

  & + & {
    border-top: 1px solid ${theme.colors.border};
  }
`;

/** What became of the line's dish on the menu (D42), below its title and figures. */
export const LineNote = styled(Text)`
  grid-column: 1 / -1;
`;

/** A quantity or an amount: on one line, however narrow the screen. */
export const Figure = styled(Text)`
  white-space: nowrap;
`;

export const LineAmount = styled(Figure)`
  min-width: 4rem;
  text-align: right;
`;
