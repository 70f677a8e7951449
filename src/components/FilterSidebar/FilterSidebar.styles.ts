import styled from 'styled-components';
import { Stack } from '../Stack';
import { Text } from '../Text';
import { cardSurface, theme } from '../theme';

/** The wide-screen column. No `display` here: the `hidden` attribute must keep hiding it. */
export const Column = styled.section<{ $followsScreen: boolean }>`
  /* A prerendered page is built wide: until hydration swaps in the drawer, a narrow screen hides the column. */
  ${({ $followsScreen }) =>
    $followsScreen && `@media (max-width: ${theme.breakpoints.md - 0.02}px) { display: none; }`}
  width: 17rem;
  max-width: 100%;
  ${cardSurface}
`;

/** The narrow-screen drawer: a modal dialog pinned to the left edge, full height. */
export const Drawer = styled.dialog`
  inset: 0 auto 0 0;
  width: min(20rem, calc(100vw - 3rem));
  max-width: none;
  height: 100dvh;
  max-height: none;
  margin: 0;
  padding: 0;
  border: 0;
  background: ${theme.colors.surface};
  color: ${theme.colors.text};
  box-shadow: ${theme.shadows.lg};
  overflow-y: auto;
  overscroll-behavior: contain;

  &::backdrop {
    background: rgb(35 26 21 / 0.5);
  }
`;

/** As tall as the drawer, with the filters at its top and the spare height below them. */
export const Content = styled(Stack)`
  align-content: start;
  min-height: 100%;
  padding: ${theme.space.md};
`;

export const Heading = styled(Text)`
  flex: 1;
`;

export const Group = styled.fieldset`
  min-width: 0;
  margin: 0;
  padding: ${theme.space.md} 0 0;
  border: 0;
  border-top: 1px solid ${theme.colors.border};
`;

/** Floated, so the fieldset's top border runs above it instead of through it. */
export const Legend = styled.legend`
  float: left;
  width: 100%;
  padding: 0;
  margin-bottom: ${theme.space.xxs};
  font-weight: ${theme.fontWeights.semibold};
`;

export const Options = styled(Stack)`
  clear: both;
`;

/** 44 px tall, so the whole row is the touch target. */
export const Range = styled.input`
  display: block;
  width: 100%;
  height: 2.75rem;
  margin: 0;
  accent-color: ${theme.colors.primary};
  cursor: pointer;
`;

export const Ticks = styled(Text)`
  position: relative;
  height: 1.25rem;
`;

/** `$at` is the value's place on the track (0 to 1); shifting by the same share keeps the ends inside. */
export const Tick = styled.span<{ $at: number }>`
  position: absolute;
  top: 0;
  left: ${({ $at }) => $at * 100}%;
  transform: translateX(${({ $at }) => -$at * 100}%);
`;
