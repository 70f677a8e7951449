import styled from 'styled-components';
import { Cluster } from '../Cluster';
import { Panel } from '../Panel';
import { Stack } from '../Stack';
import { Text } from '../Text';
import { media } from '../theme';

/*
 * Phones: picture beside title, price and stepper; 'Remove from Cart' below across the line.
 * From `sm`: picture beside title and price, stepper and remove side by side below them.
 */
export const Line = styled(Panel)`
  grid-template-columns: 5rem minmax(0, 1fr);
  grid-template-areas:
    'picture info'
    'picture stepper'
    'remove remove';
  align-items: start;

  ${media.sm} {
    grid-template-columns: 6rem auto minmax(0, 1fr);
    grid-template-areas:
      'picture info info'
      'picture stepper remove';
  }
`;

/** A cell of the line that is only its place in the grid: the picture, the remove button. */
export const Area = styled.div<{ $area: 'picture' | 'remove' }>`
  grid-area: ${({ $area }) => $area};
`;

export const Info = styled(Stack)`
  grid-area: info;
`;

export const Stepper = styled(Cluster)`
  grid-area: stepper;
`;

export const Quantity = styled(Text)`
  min-width: 2.5rem;
  text-align: center;
`;
