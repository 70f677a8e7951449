import styled from 'styled-components';
import { Panel } from '../Panel';
import { theme } from '../theme';

export const OrderLines = styled(Panel)`
  margin: 0;
  list-style: none;
`;

/** Title, then quantity and line total on the right; the title wraps, the numbers do not. */
export const OrderLine = styled.li`
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto auto;
  align-items: baseline;
  gap: ${theme.space.sm};
  padding: ${theme.space.sm} 0;

  & + & {
    border-top: 1px solid ${theme.colors.border};
  }
`;

export const LineTitle = styled.span`
  font-weight: ${theme.fontWeights.semibold};
  overflow-wrap: anywhere;
`;

export const LineQuantity = styled.span`
  color: ${theme.colors.textMuted};
  font-variant-numeric: tabular-nums;
  white-space: nowrap;
`;

export const LineAmount = styled.span`
  min-width: 4rem;
  text-align: right;
  font-variant-numeric: tabular-nums;
  white-space: nowrap;
`;
