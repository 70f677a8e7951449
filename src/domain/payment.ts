import { cartTotals, toPaise } from './money';
import type { Address, CartItem } from './types';

/** The shop's name as the payment provider shows it. */
export const SHOP_NAME = 'Cravings';

/** What checkout asks a payment provider to collect (D12). */
export interface PaymentRequest {
  /** The order total (items + delivery) in paise: total × 100. */
  amountPaise: number;
  currency: 'INR';
  shopName: string;
  description: string;
  /** Shown prefilled in the provider's form. */
  prefill: { name: string; contact: string; address: string };
  /** The provider's order the backend created for this amount (D33): the payment pays it. */
  orderId: string;
  /** Razorpay's public key id, when the order the backend created is Razorpay's (D33). */
  keyId?: string;
}

/**
 * How a payment ended. `unavailable`: the provider could not even start (its script failed to
 * load); nothing was charged.
 */
export type PaymentResult =
  /** `signature`: the provider's, over the order and the payment (D33). */
  | { status: 'paid'; paymentId: string; signature: string }
  | { status: 'failed'; reason?: string }
  | { status: 'dismissed' }
  | { status: 'unavailable' };

/** Razorpay, or the built-in test payment sheet. Resolves with the outcome; never rejects on purpose. */
export interface PaymentProvider {
  pay(request: PaymentRequest): Promise<PaymentResult>;
}

/** One line for the provider's form: 'street, city, state PIN'. */
export const formatAddress = (address: Address): string =>
  `${address.addressText}, ${address.city}, ${address.profileState} ${address.pin}`;

const describeOrder = (items: readonly CartItem[]): string => {
  const count = items.reduce((sum, item) => sum + item.qty, 0);
  return `Food order: ${count} ${count === 1 ? 'item' : 'items'}`;
};

/**
 * The payment for a cart delivered to an address: (Σ price × qty + ₹100 delivery) × 100 paise.
 * The provider's order to pay is the backend's, added once it has created it.
 */
export function buildPaymentRequest(
  items: readonly CartItem[],
  address: Address,
  customerName: string,
): Omit<PaymentRequest, 'orderId' | 'keyId'> {
  return {
    amountPaise: toPaise(cartTotals(items).total),
    currency: 'INR',
    shopName: SHOP_NAME,
    description: describeOrder(items),
    prefill: { name: customerName, contact: address.phone, address: formatAddress(address) },
  };
}
