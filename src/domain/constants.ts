/** Business constants of the storefront. */
export const DELIVERY_CHARGE = 100;
export const PRICE_CAP_MAX = 500;
export const PRICE_SLIDER_LABELS = [0, 225, 500] as const;
export const RATING_STEPS = [4, 3, 2, 1] as const;
export const MIN_CART_QTY = 1;
/** The most of one dish a cart or an order takes (D29). */
export const MAX_CART_QTY = 99;
export const DISCOUNT_LABEL = '40% OFF';
export const DELIVERY_PROMISE_MINUTES = 30;
export const TOAST_AUTO_CLOSE_MS = 1000;

/**
 * Loader durations (D14). Tests, stories and performance runs set them to 0 through
 * `VITE_LOADER_DELAYS=off`, so that nothing waits on a timer they do not test.
 */
const loadersOff = import.meta.env.VITE_LOADER_DELAYS === 'off';
export const LANDING_LOADER_MS = loadersOff ? 0 : 1000;
export const PRODUCT_LIST_LOADER_MS = loadersOff ? 0 : 2000;
