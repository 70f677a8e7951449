import styled from 'styled-components';
import { cardSurface, media, theme } from '../theme';

export const Lines = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${theme.space.md};
  min-width: 0;
  margin: 0;
  padding: 0;
  list-style: none;
`;

/*
 * Phones: picture beside title, price and stepper; 'Remove from Cart' below across the line.
 * From `sm`: picture beside title and price, stepper and remove side by side below them.
 */
export const Line = styled.li`
  display: grid;
  grid-template-columns: 5rem minmax(0, 1fr);
  grid-template-areas:
    'picture info'
    'picture stepper'
    'remove remove';
  gap: ${theme.space.sm} ${theme.space.md};
  align-items: start;
  padding: ${theme.space.md};
  ${cardSurface}
  box-shadow: ${theme.shadows.sm};

  ${media.sm} {
    grid-template-columns: 6rem auto minmax(0, 1fr);
    grid-template-areas:
      'picture info info'
      'picture stepper remove';
  }
`;

export const Picture = styled.div`
  grid-area: picture;
`;

export const Info = styled.div`
  grid-area: info;
  display: flex;
  flex-direction: column;
  gap: ${theme.space.xs};
  min-width: 0;
`;

export const LineTitle = styled.h2`
  margin: 0;
  font-size: ${theme.fontSizes.lg};
  overflow-wrap: anywhere;
`;

export const PriceRow = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${theme.space.xs};
  margin: 0;
`;

export const Price = styled.span`
  font-size: ${theme.fontSizes.xl};
  font-weight: ${theme.fontWeights.bold};
  font-variant-numeric: tabular-nums;
`;

export const Remove = styled.div`
  grid-area: remove;
`;

export const Stepper = styled.div`
  grid-area: stepper;
  display: inline-flex;
  align-items: center;
  gap: ${theme.space.xxs};
`;

export const Quantity = styled.span`
  min-width: 2.5rem;
  text-align: center;
  font-size: ${theme.fontSizes.lg};
  font-weight: ${theme.fontWeights.semibold};
  font-variant-numeric: tabular-nums;
`;
