import styled from 'styled-components';
import { cardSurface, theme } from '../theme';

export const Panel = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${theme.space.md};
  min-width: 0;
  padding: ${theme.space.lg};
  ${cardSurface}
  box-shadow: ${theme.shadows.sm};
`;

/** Written 'Price details' (read as words), shown in capitals like the shop's other headings. */
export const Heading = styled.h2`
  margin: 0;
  padding-bottom: ${theme.space.sm};
  border-bottom: 1px solid ${theme.colors.border};
  font-size: ${theme.fontSizes.md};
  letter-spacing: 0.04em;
  text-transform: uppercase;
  color: ${theme.colors.textMuted};
`;

export const Amounts = styled.dl`
  display: flex;
  flex-direction: column;
  gap: ${theme.space.sm};
  margin: 0;
`;

/** One term and its amount on a line (a `<div>` around a dt/dd pair is valid in a dl). */
export const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: ${theme.space.xs};

  dt,
  dd {
    margin: 0;
  }

  dd {
    font-variant-numeric: tabular-nums;
  }
`;

export const TotalRow = styled(Row)`
  padding-top: ${theme.space.sm};
  border-top: 1px dashed ${theme.colors.borderStrong};
  font-size: ${theme.fontSizes.lg};
  font-weight: ${theme.fontWeights.bold};
`;
