import type { PaymentProvider } from '../../../domain/payment';
import { createRazorpayProvider } from './razorpay';

export { createRazorpayProvider, loadRazorpayScript, RAZORPAY_SCRIPT_URL } from './razorpay';

/**
 * Razorpay for a payment the server created with it (D33: its public key id comes with the
 * payment); else the given provider (the test payment sheet). There is no key secret on this
 * side (D9).
 */
export function choosePaymentProvider(testProvider: PaymentProvider): PaymentProvider {
  return {
    pay: (request) =>
      (request.keyId ? createRazorpayProvider(request.keyId) : testProvider).pay(request),
  };
}
