import { Link } from 'react-router';
import styled from 'styled-components';
import { theme } from '../theme';

export const Wrapper = styled.div`
  display: flex;
  flex-direction: column;
  align-items: stretch;
  gap: ${theme.space.md};
  width: 100%;
  max-width: 64rem;
  margin: 0 auto;
`;

export const BackLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  align-self: flex-start;
  gap: ${theme.space.xs};
  min-height: ${theme.controlHeights.md};
  font-weight: ${theme.fontWeights.semibold};

  svg {
    width: 1.25em;
    height: 1.25em;
  }
`;
