import styled from 'styled-components';
import { Cluster } from '../Cluster';
import { Columns } from '../ListScreen';
import { Stack } from '../Stack';
import { theme } from '../theme';

/** Date, delivery promise and payment id: what the order is, before what is in it. */
export const Summary = styled(Stack)`
  padding-bottom: ${theme.space.md};
  border-bottom: 1px solid ${theme.colors.border};
`;

/** A line of the summary with a badge or an icon in it. */
export const IconLine = styled(Cluster)`
  font-weight: ${theme.fontWeights.semibold};
`;

export const DeliveryPromise = styled(IconLine)`
  color: ${theme.colors.success};

  svg {
    width: 1.25rem;
    height: 1.25rem;
  }
`;

export const Line = styled(Stack).attrs({ $gap: 'sm' })`
  grid-template-columns: 3.5rem minmax(0, 1fr) auto;
  align-items: center;
`;

export const AddressLines = styled(Stack)`
  overflow-wrap: anywhere;
`;

export const Footer = styled(Stack)`
  padding-top: ${theme.space.md};
  border-top: 1px dashed ${theme.colors.borderStrong};
  text-align: end;
`;

export const Actions = styled(Cluster)`
  margin-top: ${theme.space.sm};
`;

/** Items and address stacked on phones, side by side from `md`. */
export const Body = styled(Columns).attrs({ $side: 'minmax(14rem, 18rem)' })``;

/** A refused order's refund (D39): in the success colour once the money is back. */
export const RefundLine = styled(IconLine)<{ $done: boolean }>`
  color: ${({ $done }) => ($done ? theme.colors.success : theme.colors.text)};

  svg {
    flex: none;
    width: 1.25rem;
    height: 1.25rem;
  }
`;
