import type { PaymentProvider } from '../../domain/payment';
import { createRazorpayProvider } from './razorpay';

export { createRazorpayProvider, loadRazorpayScript, RAZORPAY_SCRIPT_URL } from './razorpay';

/**
 * Razorpay for an order the server created with it (D33, its key id comes with the payment), or
 * when the build names a public key id (`VITE_RAZORPAY_KEY_ID=rzp_test_…`); else the given
 * provider (the test payment sheet). There is no key secret on this side (D9).
 */
export function choosePaymentProvider(testProvider: PaymentProvider): PaymentProvider {
  const buildKeyId = import.meta.env.VITE_RAZORPAY_KEY_ID;
  return {
    pay(request) {
      const keyId = request.keyId ?? buildKeyId;
      return (keyId ? createRazorpayProvider(keyId) : testProvider).pay(request);
    },
  };
}
