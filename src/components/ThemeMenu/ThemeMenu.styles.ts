import styled from 'styled-components';
import { Panel } from '../Panel';
import { Stack } from '../Stack';
import { theme } from '../theme';

/** Flex, so that it is as tall as the button, with no line box below it. */
export const Root = styled.div`
  position: relative;
  display: flex;
`;

/** Drops below the button, aligned to its right edge: the button sits at the end of a row. */
export const Dropdown = styled(Panel)`
  position: absolute;
  top: calc(100% + ${theme.space.xxs});
  right: 0;
  z-index: 1;
  min-width: 10rem;
`;

export const Group = styled(Stack)`
  border: 0;
`;

export const Legend = styled.legend`
  padding: ${theme.space.xxs} 0;
  font-weight: ${theme.fontWeights.semibold};
`;
