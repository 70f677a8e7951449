import styled from 'styled-components';
import { Cluster } from '../Cluster';
import { Text } from '../Text';
import { theme } from '../theme';

/** Written 'Price details' (read as words), shown in capitals like the shop's other headings. */
export const Heading = styled(Text)`
  padding-bottom: ${theme.space.sm};
  border-bottom: 1px solid ${theme.colors.border};
`;

/** One term and its amount on a line (a `<div>` around a dt/dd pair is valid in a dl). */
export const Row = styled(Cluster).attrs({ $justify: 'space-between', $gap: 'xs' })`
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
