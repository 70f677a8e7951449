import { css } from 'styled-components';
import { theme, type Theme } from './tokens';

/** A step of the theme's spacing scale: `'xs'`, `'md'`… */
export type Space = keyof Theme['space'];

/** One step for both gaps, or `[row, column]`. */
export type Gap = Space | readonly [row: Space, column: Space];

/** The CSS value of one step or a pair of steps (`gap`, `padding`). */
export const spaceValue = (space: Gap) =>
  typeof space === 'string'
    ? theme.space[space]
    : `${theme.space[space[0]]} ${theme.space[space[1]]}`;

/** A layout primitive draws nothing of its own, whatever element `as` makes it. */
export const bareBox = css`
  min-width: 0;
  margin: 0;
  padding: 0;
  list-style: none;
`;
