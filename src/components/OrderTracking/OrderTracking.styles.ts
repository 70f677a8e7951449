import styled from 'styled-components';
import { Stack } from '../Stack';
import { Text } from '../Text';
import { media, theme } from '../theme';

export const Wrapper = styled(Stack)`
  width: 100%;
  max-width: 64rem;
  margin: 0 auto;

  h1 {
    margin: 0;
  }
`;

/** The arrival time and countdown: under the status on a phone, at the right from `sm`. */
export const Arrival = styled(Stack)`
  ${media.sm} {
    justify-items: end;
    text-align: end;
  }
`;

export const ArrivalTime = styled(Text)`
  time {
    font-size: ${theme.fontSizes.xxxl};
    font-weight: ${theme.fontWeights.bold};
    line-height: ${theme.lineHeights.tight};
  }
`;
