import styled from 'styled-components';
import { media, theme } from '../theme';

/** First and last name side by side once there is room. */
export const NameRow = styled.div`
  display: grid;
  gap: ${theme.space.md};

  ${media.sm} {
    grid-template-columns: 1fr 1fr;
  }
`;
