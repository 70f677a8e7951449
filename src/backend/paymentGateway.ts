import { PROVIDER_UNAVAILABLE } from '../domain/paymentErrors';
import { constantTimeEqual } from '@oslojs/crypto/subtle';
import { ApiError } from './http';
import { hmacSha256 } from './jwt';

// The payment provider as the backend sees it (D33): it creates the provider's order for the
// amount the backend computed, and checks a payment's signature the way Razorpay documents it,
// an HMAC-SHA256 of 'order_id|payment_id' under the key secret, in hex.

export type PaymentProviderName = 'test' | 'razorpay';

export interface PaymentGateway {
  provider: PaymentProviderName;
  /** The public key id the provider's checkout form opens with (Razorpay's; none for the test provider). */
  keyId?: string;
  /** Creates the provider's order for `amount` paise, and answers its id. */
  createOrder(amount: number, receipt: string): Promise<string>;
  /** Whether `signature` is the provider's over this order and payment. */
  verify(orderId: string, paymentId: string, signature: string): Promise<boolean>;
  /**
   * Refunds `amount` paise of the payment, once per `key` however often it is asked (D39);
   * undefined when the provider did not take it.
   */
  refund(paymentId: string, amount: number, key: string): Promise<ProviderRefund | undefined>;
}

/** A refund the provider took: settled at once (the test provider) or still on its way. */
export interface ProviderRefund {
  id: string;
  settled: boolean;
}

/** The built-in test provider's gateway also takes the payment, as its test sheet does. */
export interface TestPaymentGateway extends PaymentGateway {
  provider: 'test';
  /** A payment of the order, signed as the provider signs it. */
  capture(orderId: string): Promise<{ paymentId: string; signature: string }>;
}

/**
 * What the built-in test provider signs with. It moves no money, so its secret is no secret:
 * it only makes the test provider's payments checked the way Razorpay's are.
 */
export const TEST_PROVIDER_SECRET = 'test-provider-signing-key';

const encoder = new TextEncoder();

const toHex = (bytes: Uint8Array) =>
  Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');

function fromHex(hex: string): Uint8Array | undefined {
  if (!/^(?:[0-9a-f]{2})+$/i.test(hex)) return undefined;
  return Uint8Array.from(hex.match(/../g)!, (pair) => parseInt(pair, 16));
}

const paymentMac = (secret: string, orderId: string, paymentId: string) =>
  hmacSha256(encoder.encode(secret), encoder.encode(`${orderId}|${paymentId}`));

/** Razorpay's payment signature: hex HMAC-SHA256 of 'order_id|payment_id' under the secret. */
export const signPayment = (secret: string, orderId: string, paymentId: string) =>
  toHex(paymentMac(secret, orderId, paymentId));

/** Checks a signature in constant time. */
function verifySignature(secret: string, orderId: string, paymentId: string, hex: string) {
  const signature = fromHex(hex);
  return !!signature && constantTimeEqual(signature, paymentMac(secret, orderId, paymentId));
}

const randomId = (prefix: string) =>
  `${prefix}${crypto.randomUUID().replaceAll('-', '').slice(0, 14)}`;

export interface TestGatewayOptions {
  secret?: string;
  /** Refuses every refund: how tests reach 'Retry refund'. */
  refusesRefunds?: () => boolean;
}

/**
 * The built-in test provider: its orders and payments are made here, signed with its test
 * secret, and its refunds settle at once, one per key.
 */
export function createTestGateway({
  secret = TEST_PROVIDER_SECRET,
  refusesRefunds = () => false,
}: TestGatewayOptions = {}): TestPaymentGateway {
  const refunds = new Map<string, ProviderRefund>();
  return {
    provider: 'test',
    createOrder: () => Promise.resolve(randomId('order_test_')),
    verify: (orderId, paymentId, signature) =>
      Promise.resolve(verifySignature(secret, orderId, paymentId, signature)),
    capture(orderId) {
      const paymentId = randomId('pay_test_');
      return Promise.resolve({ paymentId, signature: signPayment(secret, orderId, paymentId) });
    },
    refund(_paymentId, _amount, key) {
      if (refusesRefunds()) return Promise.resolve(undefined);
      const refund = refunds.get(key) ?? { id: randomId('rfnd_test_'), settled: true };
      refunds.set(key, refund);
      return Promise.resolve(refund);
    },
  };
}

export interface RazorpayConfig {
  keyId: string;
  keySecret: string;
  /** Razorpay's API; the tests put a stand-in there. */
  apiUrl?: string;
  fetch?: typeof fetch;
}

/** Razorpay: its Orders API creates the order; payments are signed with the key secret. */
export function createRazorpayGateway({
  keyId,
  keySecret,
  apiUrl = 'https://api.razorpay.com',
  fetch: send = fetch,
}: RazorpayConfig): PaymentGateway {
  /** The reply's fields, or undefined when Razorpay could not be reached or refused. */
  async function post(
    path: string,
    body: object,
    headers: Record<string, string> = {},
  ): Promise<Record<string, unknown> | undefined> {
    const reply = await send(`${apiUrl}${path}`, {
      method: 'POST',
      headers: {
        authorization: `Basic ${btoa(`${keyId}:${keySecret}`)}`,
        'content-type': 'application/json',
        ...headers,
      },
      body: JSON.stringify(body),
    }).catch(() => undefined);
    const fields: unknown = reply?.ok ? await reply.json().catch(() => undefined) : undefined;
    return typeof fields === 'object' && fields !== null
      ? (fields as Record<string, unknown>)
      : undefined;
  }

  return {
    provider: 'razorpay',
    keyId,
    async createOrder(amount, receipt) {
      const order = await post('/v1/orders', { amount, currency: 'INR', receipt });
      if (typeof order?.id !== 'string') throw new ApiError(503, PROVIDER_UNAVAILABLE);
      return order.id;
    },
    // Razorpay's idempotent refund: the same key and body never refund twice.
    async refund(paymentId, amount, key) {
      const refund = await post(
        `/v1/payments/${encodeURIComponent(paymentId)}/refund`,
        { amount, speed: 'normal', receipt: key },
        { 'x-refund-idempotency': key },
      );
      if (typeof refund?.id !== 'string' || refund.status === 'failed') return undefined;
      return { id: refund.id, settled: refund.status === 'processed' };
    },
    verify: (orderId, paymentId, signature) =>
      Promise.resolve(verifySignature(keySecret, orderId, paymentId, signature)),
  };
}
