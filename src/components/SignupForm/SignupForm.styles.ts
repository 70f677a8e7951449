import styled from 'styled-components';
import { Stack } from '../Stack';
import { media } from '../theme';

/** First and last name side by side once there is room. */
export const NameRow = styled(Stack)`
  ${media.sm} {
    grid-template-columns: 1fr 1fr;
  }
`;
