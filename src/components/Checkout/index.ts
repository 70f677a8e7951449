export { Checkout } from './Checkout';
export type { CheckoutProps, UnsavedPaymentStore } from './Checkout';
