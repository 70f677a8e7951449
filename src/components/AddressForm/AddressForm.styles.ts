import styled from 'styled-components';
import { Stack } from '../Stack';
import { media } from '../theme';

/** One column on a phone, two from `sm`; the street address spans both. */
export const Fields = styled(Stack)`
  ${media.sm} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

export const WideField = styled.div`
  ${media.sm} {
    grid-column: 1 / -1;
  }
`;
