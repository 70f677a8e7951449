import styled from 'styled-components';
import { Columns } from '../ListScreen';
import { cardSurface, media, theme } from '../theme';

export const Card = styled.article`
  display: grid;
  gap: ${theme.space.lg};
  min-width: 0;
  padding: ${theme.space.md};
  ${cardSurface}
  box-shadow: ${theme.shadows.sm};

  ${media.sm} {
    padding: ${theme.space.lg};
  }
`;

/** Date, delivery promise and payment id: what the order is, before what is in it. */
export const Summary = styled.header`
  display: grid;
  gap: ${theme.space.xs};
  padding-bottom: ${theme.space.md};
  border-bottom: 1px solid ${theme.colors.border};
`;

export const Title = styled.h2`
  margin: 0;
  font-size: ${theme.fontSizes.xl};
  font-variant-numeric: tabular-nums;
`;

export const StatusLine = styled.p`
  display: flex;
  align-items: center;
  gap: ${theme.space.xs};
  margin: 0;
  font-weight: ${theme.fontWeights.semibold};
`;

export const DeliveryPromise = styled.p`
  display: flex;
  align-items: center;
  gap: ${theme.space.xs};
  margin: 0;
  color: ${theme.colors.success};
  font-weight: ${theme.fontWeights.semibold};

  svg {
    width: 1.25rem;
    height: 1.25rem;
  }
`;

export const PaymentId = styled.p`
  margin: 0;
  color: ${theme.colors.textMuted};
  font-size: ${theme.fontSizes.sm};
  overflow-wrap: anywhere;
`;

export const Part = styled.div`
  display: grid;
  gap: ${theme.space.sm};
  min-width: 0;
`;

export const PartTitle = styled.h3`
  margin: 0;
  font-size: ${theme.fontSizes.sm};
  letter-spacing: 0.04em;
  text-transform: uppercase;
  color: ${theme.colors.textMuted};
`;

export const Lines = styled.ul`
  display: grid;
  gap: ${theme.space.sm};
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const Line = styled.li`
  display: grid;
  grid-template-columns: 3.5rem minmax(0, 1fr) auto;
  gap: ${theme.space.sm};
  align-items: center;
`;

export const LineText = styled.div`
  display: grid;
  min-width: 0;
`;

export const LineTitle = styled.span`
  font-weight: ${theme.fontWeights.semibold};
  overflow-wrap: anywhere;
`;

export const Muted = styled.span`
  color: ${theme.colors.textMuted};
  font-size: ${theme.fontSizes.sm};
  font-variant-numeric: tabular-nums;
`;

export const Amount = styled.span`
  font-weight: ${theme.fontWeights.semibold};
  font-variant-numeric: tabular-nums;
`;

export const AddressLines = styled.p`
  display: grid;
  margin: 0;
  overflow-wrap: anywhere;

  span:first-child {
    font-weight: ${theme.fontWeights.semibold};
  }
`;

export const Footer = styled.footer`
  display: grid;
  justify-items: end;
  gap: ${theme.space.xxs};
  padding-top: ${theme.space.md};
  border-top: 1px dashed ${theme.colors.borderStrong};
  text-align: end;
`;

export const Total = styled.p`
  margin: 0;
  font-size: ${theme.fontSizes.lg};
  font-weight: ${theme.fontWeights.bold};
  font-variant-numeric: tabular-nums;
`;

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${theme.space.sm};
  margin-top: ${theme.space.sm};
`;

/** Items and address stacked on phones, side by side from `md`. */
export const Body = styled(Columns).attrs({ $side: 'minmax(14rem, 18rem)' })``;
