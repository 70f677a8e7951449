import { lazy, Suspense, useSyncExternalStore } from 'react';
import { createGlobalStyle } from 'styled-components';
import { theme } from '../theme';
import { toastsWanted } from './toastsWanted';

// react-toastify's own colours fail AA contrast (white on #07bc0c); use the theme's checked ones.
const ToastColors = createGlobalStyle`
  /* Over react-toastify's own, which it declares on each container (./Toasts.tsx). */
  :root .Toastify__toast-container {
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

/** The container loads with the first toast (./toastsWanted.ts): nothing of it is part of the first paint. */
const Toasts = lazy(() => import('./Toasts').then(({ Toasts }) => ({ default: Toasts })));

/** The one toast container of the app and of Storybook; `notify` picks each toast's place. */
export function Toaster() {
  const wanted = useSyncExternalStore(
    toastsWanted.subscribe,
    toastsWanted.snapshot,
    toastsWanted.serverSnapshot,
  );
  return (
    <>
      <ToastColors />
      {wanted && (
        <Suspense fallback={null}>
          <Toasts />
        </Suspense>
      )}
    </>
  );
}
