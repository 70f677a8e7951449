import styled from 'styled-components';
import { cardSurface, theme } from '../theme';

export const Section = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${theme.space.md};
  min-width: 0;
`;

export const SectionHeading = styled.h2`
  margin: 0;
  font-size: ${theme.fontSizes.xl};
`;

export const OrderLines = styled.ul`
  display: flex;
  flex-direction: column;
  margin: 0;
  padding: 0 ${theme.space.md};
  list-style: none;
  ${cardSurface}
  box-shadow: ${theme.shadows.sm};
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
