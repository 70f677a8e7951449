import styled from 'styled-components';
import { media } from '../theme';

/** The street address spans both columns of the form's fields. */
export const WideField = styled.div`
  ${media.sm} {
    grid-column: 1 / -1;
  }
`;
