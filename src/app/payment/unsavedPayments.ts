import type { UnsavedPaymentStore } from '../../components/Checkout';
import type { UnsavedPayment } from '../../domain/checkout';

const keyFor = (email: string) => `unsaved-payment:${email.toLowerCase()}`;

function parse(json: string | null): UnsavedPayment | undefined {
  try {
    const payment = JSON.parse(json ?? 'null') as Partial<UnsavedPayment> | null;
    const valid =
      typeof payment?.paymentId === 'string' &&
      Array.isArray(payment.items) &&
      typeof payment.address === 'object';
    return valid ? (payment as UnsavedPayment) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * A paid order that could not be saved, kept per shopper in localStorage: a reload or a new
 * login still saves it on the next 'Place Order', without charging again.
 */
export function unsavedPayments(
  email: string,
  storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> = localStorage,
): UnsavedPaymentStore {
  return {
    read: () => parse(storage.getItem(keyFor(email))),
    write: (payment) =>
      payment
        ? storage.setItem(keyFor(email), JSON.stringify(payment))
        : storage.removeItem(keyFor(email)),
  };
}
