import styled, { createGlobalStyle, css } from 'styled-components';
import { colorDeclarations, darkPalette, palette, theme } from './tokens';

/** Hides content visually while keeping it in the accessibility tree. */
const visuallyHidden = css`
  position: absolute !important;
  width: 1px !important;
  height: 1px !important;
  padding: 0 !important;
  margin: -1px !important;
  overflow: hidden !important;
  clip: rect(0 0 0 0) !important;
  clip-path: inset(50%) !important;
  white-space: nowrap !important;
  border: 0 !important;
`;

/** The dark theme's colours; `color-scheme` makes form controls and scrollbars follow. */
const darkTheme = css`
  ${colorDeclarations(darkPalette)}
  color-scheme: dark;
`;

export const GlobalStyle = createGlobalStyle`
  *,
  *::before,
  *::after {
    box-sizing: border-box;
  }

  :root {
    ${colorDeclarations(palette)}
    color-scheme: light;
  }

  /*
   * The shopper's choice (D25) is \`<html data-theme="light|dark">\`, set before the first paint by
   * index.html's inline script; without one, the system's setting decides.
   */
  :root[data-theme='dark'] {
    ${darkTheme}
  }

  @media (prefers-color-scheme: dark) {
    :root:not([data-theme='light']) {
      ${darkTheme}
    }
  }

  /* A control pressed before the page could answer (D27): working, until its press is replayed. */
  html [data-early-input] {
    cursor: progress;
    opacity: 0.7;
  }

  html {
    -webkit-text-size-adjust: 100%;
    text-size-adjust: 100%;
  }

  body {
    margin: 0;
    min-width: ${theme.breakpoints.xs}px;
    font-family: ${theme.fonts.body};
    font-size: ${theme.fontSizes.md};
    line-height: ${theme.lineHeights.normal};
    color: ${theme.colors.text};
    background-color: ${theme.colors.background};
    -webkit-font-smoothing: antialiased;
  }

  h1, h2, h3, h4, h5, h6 {
    line-height: ${theme.lineHeights.tight};
    overflow-wrap: break-word;
  }

  p, li, dd, td, th, figcaption, blockquote {
    overflow-wrap: break-word;
  }

  img, svg, video, canvas {
    display: block;
    max-width: 100%;
  }

  svg {
    flex-shrink: 0;
  }

  /*
   * A control's icon never takes the pointer: a press whose icon is swapped between its down
   * and up (Theme's icon as the stored choice arrives) would have no target, and no click.
   */
  button svg,
  a svg {
    pointer-events: none;
  }

  button, input, select, textarea {
    font: inherit;
    color: inherit;
  }

  a {
    color: ${theme.colors.primary};
    text-underline-offset: 0.15em;
  }

  a:hover {
    color: ${theme.colors.primaryHover};
  }

  /* Keyboard focus is always visible, on everything, drawn outside the element. */
  :focus-visible {
    outline: 3px solid ${theme.colors.focus};
    outline-offset: 2px;
  }

  :focus:not(:focus-visible) {
    outline: none;
  }

  .visually-hidden {
    ${visuallyHidden}
  }

  /* \`hidden\` wins over a component's own display. */
  [hidden] {
    display: none !important;
  }

  /* react-toastify closes a toast when its progress bar's animation ends: that one keeps its time. */
  @media (prefers-reduced-motion: reduce) {
    *:not(.Toastify__progress-bar),
    *::before,
    *::after {
      animation-duration: 0.01ms !important;
      animation-iteration-count: 1 !important;
      transition-duration: 0.01ms !important;
      scroll-behavior: auto !important;
    }
  }
`;

/** Text for screen readers only, e.g. `<VisuallyHidden>Loading dishes…</VisuallyHidden>`. */
export const VisuallyHidden = styled.span`
  ${visuallyHidden}
`;
