import type { PaymentProvider } from '../../domain/payment';
import { createRazorpayProvider } from './razorpay';

export { createRazorpayProvider, loadRazorpayScript, RAZORPAY_SCRIPT_URL } from './razorpay';

/**
 * Razorpay when a public key id is configured (`VITE_RAZORPAY_KEY_ID=rzp_test_…`), else the
 * given provider (the test payment sheet). There is no key secret on this side (D9).
 */
export function choosePaymentProvider(testProvider: PaymentProvider): PaymentProvider {
  const keyId = import.meta.env.VITE_RAZORPAY_KEY_ID;
  return keyId ? createRazorpayProvider(keyId) : testProvider;
}
