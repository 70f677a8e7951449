import { expect } from 'storybook/test';
import { darkPalette } from '../components/theme';

/** `#14110F` as a computed style writes it: `rgb(20, 17, 15)`. */
const rgb = (hex: string) =>
  `rgb(${[1, 3, 5].map((start) => parseInt(hex.slice(start, start + 2), 16)).join(', ')})`;

/** The page is in the dark theme: the body has the dark palette's background. */
export const expectDarkPage = () =>
  expect(getComputedStyle(document.body).backgroundColor).toBe(rgb(darkPalette.background));
