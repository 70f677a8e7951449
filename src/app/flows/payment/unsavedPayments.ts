import type { UnsavedPaymentStore } from '../../../components/Checkout';
import type { SignedPayment, UnsavedPayment } from '../../../domain/checkout';

const keyFor = (email: string) => `unsaved-payment:${email.toLowerCase()}`;

const isText = (value: unknown): value is string => typeof value === 'string';

/** Only a payment the backend created and the provider signed can be saved (D33). */
const isSigned = (payment: Partial<SignedPayment> | undefined) =>
  isText(payment?.id) && isText(payment.paymentId) && isText(payment.signature);

/** A kept entry, if complete: one an older version kept, without the signed payment, is ignored. */
function parse(json: string | null): UnsavedPayment | undefined {
  try {
    const kept = JSON.parse(json ?? 'null') as Partial<UnsavedPayment> | null;
    const valid =
      isSigned(kept?.payment) && Array.isArray(kept?.items) && typeof kept.address === 'object';
    return valid ? (kept as UnsavedPayment) : undefined;
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
