import styled from 'styled-components';
import { Panel } from '../Panel';
import { Stack } from '../Stack';
import { theme } from '../theme';

/**
 * A ticket: a card, its left edge in the danger colour while it is late (the 'Overdue' mark says
 * so in words too). It takes the focus when it moves to another column.
 */
export const Ticket = styled(Panel)<{ $late: boolean }>`
  border-left: 6px solid ${({ $late }) => ($late ? theme.colors.danger : theme.colors.border)};
  scroll-margin: ${theme.space.md};
`;

/** A restaurant's dishes: 'qty × title', the quantity in bold. */
export const Lines = styled(Stack).attrs({ as: 'ul', $gap: 'xxs' })`
  b {
    font-variant-numeric: tabular-nums;
  }
`;
