import type { PaymentProvider, PaymentRequest, PaymentResult } from '../../../domain/payment';
import type { RazorpayConstructor } from './razorpay.types';

export const RAZORPAY_SCRIPT_URL = 'https://checkout.razorpay.com/v1/checkout.js';

/** How long a payment waits for the provider's script before it gives up. */
export const SCRIPT_TIMEOUT_MS = 15_000;

/**
 * Loads a script once. A failed load, or one that has not arrived in `timeoutMs`, is forgotten
 * (its element removed) so that the next attempt tries again.
 */
export function createScriptLoader(
  src: () => string,
  timeoutMs = SCRIPT_TIMEOUT_MS,
): () => Promise<void> {
  let loading: Promise<void> | undefined;
  return () => {
    loading ??= new Promise<void>((resolve, reject) => {
      const script = document.createElement('script');
      const fail = (reason: string) => {
        clearTimeout(timer);
        script.remove();
        loading = undefined;
        reject(new Error(`${reason} ${script.src}`));
      };
      const timer = setTimeout(() => fail(`Gave up after ${timeoutMs} ms on`), timeoutMs);
      script.src = src();
      script.async = true;
      script.onload = () => {
        clearTimeout(timer);
        resolve();
      };
      script.onerror = () => fail('Could not load');
      document.head.append(script);
    });
    return loading;
  };
}

/** Razorpay's checkout.js (the end-to-end tests answer its URL with a stand-in). */
export const loadRazorpayScript = createScriptLoader(() => RAZORPAY_SCRIPT_URL);

function openCheckout(
  Razorpay: RazorpayConstructor,
  keyId: string,
  request: PaymentRequest,
): Promise<PaymentResult> {
  return new Promise((resolve) => {
    const checkout = new Razorpay({
      key: keyId,
      order_id: request.orderId,
      amount: request.amountPaise,
      currency: request.currency,
      name: request.shopName,
      description: request.description,
      prefill: { name: request.prefill.name, contact: request.prefill.contact },
      notes: { address: request.prefill.address },
      handler: (response) =>
        resolve({
          status: 'paid',
          paymentId: response.razorpay_payment_id,
          signature: response.razorpay_signature,
        }),
      modal: { ondismiss: () => resolve({ status: 'dismissed' }) },
    });
    checkout.on('payment.failed', (response) => {
      // Razorpay keeps its form open to retry; a payment made there after we have answered
      // 'failed' would have no order. Close it: the shopper retries with 'Place Order'.
      checkout.close();
      resolve({ status: 'failed', reason: response.error?.description });
    });
    checkout.open();
  });
}

/**
 * Razorpay Standard Checkout (D12) on the order the server created with Razorpay (D33):
 * checkout.js is loaded on the first payment only. A script that does not load answers
 * `unavailable`, and nothing is charged.
 */
export function createRazorpayProvider(
  keyId: string,
  loadScript: () => Promise<void> = loadRazorpayScript,
): PaymentProvider {
  return {
    async pay(request) {
      try {
        await loadScript();
      } catch {
        return { status: 'unavailable' };
      }
      const Razorpay = window.Razorpay;
      if (!Razorpay) return { status: 'unavailable' };
      return openCheckout(Razorpay, keyId, request);
    },
  };
}
