import { toast } from 'react-toastify';
import { TOAST_AUTO_CLOSE_MS } from '../../domain/constants';

/**
 * The toasts of spec section 8: success and notices close after 1 s, bottom-right unless the
 * spec places them top-right; errors stay 5 s at the top right so they can be read.
 */
export const notify = {
  success: (message: string) =>
    toast.success(message, { position: 'bottom-right', autoClose: TOAST_AUTO_CLOSE_MS }),
  notice: (message: string) =>
    toast.info(message, { position: 'top-right', autoClose: TOAST_AUTO_CLOSE_MS }),
  error: (message: string) => toast.error(message, { position: 'top-right', autoClose: 5000 }),
};
