import { lazy, Suspense } from 'react';
import { createGlobalStyle } from 'styled-components';
import { theme } from '../theme';

// react-toastify's own colours fail AA contrast (white on #07bc0c); use the theme's checked ones.
const ToastColors = createGlobalStyle`
  :root {
    --toastify-color-success: ${theme.colors.success};
    --toastify-color-error: ${theme.colors.danger};
    --toastify-color-info: ${theme.colors.focus};
    --toastify-text-color-success: ${theme.colors.textOnColor};
    --toastify-text-color-error: ${theme.colors.textOnColor};
    --toastify-text-color-info: ${theme.colors.textOnColor};
    --toastify-font-family: ${theme.fonts.body};
  }

  /* Its close button is white: the dark theme's toasts take dark text. */
  .Toastify__toast .Toastify__close-button {
    color: ${theme.colors.textOnColor};
  }
`;

/** The container loads on its own, after the page: nothing of it is part of the first paint. */
const ToastContainer = lazy(() =>
  import('react-toastify').then(({ ToastContainer }) => ({ default: ToastContainer })),
);

/** The one toast container of the app and of Storybook; `notify` picks each toast's place. */
export function Toaster() {
  return (
    <>
      <ToastColors />
      <Suspense fallback={null}>
        <ToastContainer newestOnTop theme="colored" />
      </Suspense>
    </>
  );
}
