import { ToastContainer } from 'react-toastify/unstyled';
import toastifyStyles from 'react-toastify/ReactToastify.css?inline';

// react-toastify's stylesheet declares its variables on `:root`: added once the page was there,
// it made the browser restyle the whole page (a frame of 50–77 ms of style and layout at 4× CPU).
// Declared on the toasts' containers instead, it restyles nothing already on screen.
const scopedStyles = toastifyStyles.replace(/:root\b/g, '.Toastify__toast-container');

/** The container and its styles: loaded with the first toast (./toastsWanted.ts). */
export function Toasts() {
  return (
    <>
      <style href="react-toastify" precedence="low">
        {scopedStyles}
      </style>
      <ToastContainer newestOnTop theme="colored" />
    </>
  );
}
