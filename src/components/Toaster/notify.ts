import type { AnnounceKind, Announcement } from '../../domain/checkout';
import { TOAST_AUTO_CLOSE_MS } from '../../domain/constants';
import { toastsWanted } from './toastsWanted';

// react-toastify (~10 KB gzip) and its container load with the first toast, not with the first
// paint; a toast fired before the container is there waits in react-toastify's queue.
const toastify = () => {
  toastsWanted.want();
  return import('react-toastify/unstyled');
};

/**
 * The toasts: success and notices close after 1 s, bottom-right unless the
 * spec places them top-right; errors stay 5 s at the top right so they can be read.
 */
export const notify = {
  success: (message: string) =>
    void toastify().then(({ toast }) =>
      toast.success(message, { position: 'bottom-right', autoClose: TOAST_AUTO_CLOSE_MS }),
    ),
  notice: (message: string) =>
    void toastify().then(({ toast }) =>
      toast.info(message, { position: 'top-right', autoClose: TOAST_AUTO_CLOSE_MS }),
    ),
  error: (message: string) =>
    void toastify().then(({ toast }) =>
      toast.error(message, { position: 'top-right', autoClose: 5000 }),
    ),
};

const byKind: Record<AnnounceKind, (message: string) => void> = {
  error: notify.error,
  info: notify.notice,
  success: notify.success,
};

/** A machine's announcement as the toast of its kind. */
export const announce = ({ kind, message }: Announcement) => byKind[kind](message);
