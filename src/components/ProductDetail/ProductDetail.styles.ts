import { Link } from 'react-router';
import styled from 'styled-components';
import { Stack } from '../Stack';
import { theme } from '../theme';

export const Wrapper = styled(Stack)`
  width: 100%;
  max-width: 64rem;
  margin: 0 auto;
`;

export const BackLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  justify-self: start;
  gap: ${theme.space.xs};
  min-height: ${theme.controlHeights.md};
  font-weight: ${theme.fontWeights.semibold};

  svg {
    width: 1.25em;
    height: 1.25em;
  }
`;
