import { describe, expect, it } from 'vitest';
import { QUOTE_INVALID } from '../../domain/apiError';
import {
  PAYMENT_INVALID,
  PAYMENT_MISMATCH,
  SIGNATURE_INVALID,
  SIGNED_PAYMENT_REQUIRED,
} from '../../domain/paymentErrors';
import { DEMO_ADDRESSES } from '../../domain/demoAddresses';
import type { CartItem, Order, Payment, PaymentProof, Quote } from '../../domain/types';
import { signPayment, TEST_PROVIDER_SECRET } from '../paymentGateway';
import {
  call,
  cartOf,
  expectError,
  guestWithCart,
  payForCart,
  signUp,
  startBackendForEachTest,
} from '../../testing/backendCalls';

startBackendForEachTest();

const address = DEMO_ADDRESSES[0]!;

/** The guest with a cart of ₹600 to pay (testSupport's `guestWithCart`). */
const guestToPay = async () => (await guestWithCart()).token;
const cart = cartOf;
const quoteOf = async (token: string) =>
  (await call<{ quote: Quote }>('GET', '/api/user/cart/quote', { token })).body.quote;
const createPayment = (token: string, quote: unknown) =>
  call<{ payment: Payment }>('POST', '/api/user/payments', { token, body: { quote } });
const pay = async (token: string, orderId: string) =>
  (
    await call<{ payment: PaymentProof }>('POST', '/api/user/payments/test', {
      token,
      body: { orderId },
    })
  ).body.payment;
const placeOrder = (token: string, order: unknown) =>
  call<{ order: Order; cart: CartItem[] }>('POST', '/api/user/orders', {
    token,
    body: { order },
  });

/** The order checkout sends for the cart, paid with `payment`. */
async function orderPaidWith(token: string, payment: { id: string } & Partial<PaymentProof>) {
  const items = await cart(token);
  return {
    payment: { id: payment.id, paymentId: payment.paymentId, signature: payment.signature },
    products: items.map(({ _id, qty }) => ({ _id, qty })),
    address,
    totalPrice: 600,
  };
}

/** The cart paid through the test provider, as checkout pays (testSupport's `payForCart`). */
const paidQuote = async (token: string) => (await payForCart(token))[0]!;

describe('payments (D33)', () => {
  it("a quote gets 201 and the test provider's order for its total in paise", async () => {
    const token = await guestToPay();

    const reply = await createPayment(token, (await quoteOf(token)).id);

    expect(reply.status).toBe(201);
    expect(reply.body.payment).toEqual({
      id: expect.any(String),
      orderId: expect.stringMatching(/^order_test_\w+$/),
      amount: 60_000,
      currency: 'INR',
      provider: 'test',
    });
  });

  it("another account's quote, or none, gets 400 and no payment", async () => {
    const token = await guestToPay();
    const theirs = (await quoteOf(token)).id;
    const { token: other } = await signUp();

    expectError(await createPayment(other, theirs), 400, QUOTE_INVALID);
    expectError(await createPayment(other, 'not-a-quote'), 400, QUOTE_INVALID);
    expectError(await createPayment(other, undefined), 400, 'quote is required');
  });

  it("the test provider's payment is signed as Razorpay signs: HMAC-SHA256 of 'order|payment'", async () => {
    const token = await guestToPay();
    const { payment } = (await createPayment(token, (await quoteOf(token)).id)).body;

    const proof = await pay(token, payment.orderId);

    expect(proof.orderId).toBe(payment.orderId);
    expect(proof.paymentId).toMatch(/^pay_test_\w+$/);
    expect(proof.signature).toBe(
      signPayment(TEST_PROVIDER_SECRET, payment.orderId, proof.paymentId),
    );
  });

  it('an order with its payment and signature gets 201, the payment id the provider gave', async () => {
    const token = await guestToPay();
    const paid = await paidQuote(token);

    const reply = await placeOrder(token, await orderPaidWith(token, paid));

    expect(reply.status).toBe(201);
    expect(reply.body.order).toMatchObject({ paymentId: paid.paymentId, totalPrice: 600 });
    expect(reply.body.cart).toEqual([]);
  });

  it('the same payment sent again gets the order it made, not a second one', async () => {
    const token = await guestToPay();
    const paid = await paidQuote(token);
    const order = await orderPaidWith(token, paid);
    const first = await placeOrder(token, order);

    const again = await placeOrder(token, order);

    expect(again.status).toBe(200);
    expect(again.body.order._id).toBe(first.body.order._id);
  });

  it('a signature that is not the provider’s gets 400, and the cart stays', async () => {
    const token = await guestToPay();
    const paid = await paidQuote(token);
    const forged = [
      { ...paid, signature: '0'.repeat(64) },
      { ...paid, signature: 'not hex' },
      // The signature of another payment of the same order.
      { ...paid, paymentId: 'pay_test_someoneelse' },
    ];

    for (const payment of forged) {
      expectError(
        await placeOrder(token, await orderPaidWith(token, payment)),
        400,
        SIGNATURE_INVALID,
      );
    }
    expect(await cart(token)).toHaveLength(2);
  });

  it("a payment made up, a quote passed off as one, or another account's gets 400", async () => {
    const token = await guestToPay();
    const paid = await paidQuote(token);
    const { token: other } = await signUp();
    await call('POST', '/api/user/cart', {
      token: other,
      body: { product: { _id: 'prod-biryani' } },
    });

    for (const id of ['made-up', (await quoteOf(token)).id]) {
      expectError(
        await placeOrder(token, await orderPaidWith(token, { ...paid, id })),
        400,
        PAYMENT_INVALID,
      );
    }
    expectError(await placeOrder(other, await orderPaidWith(token, paid)), 400, PAYMENT_INVALID);
  });

  it('an order of other dishes than its payment’s gets 400', async () => {
    const token = await guestToPay();
    const paid = await paidQuote(token);
    const order = await orderPaidWith(token, paid);

    const reply = await placeOrder(token, {
      ...order,
      products: [{ _id: 'prod-biryani', qty: 3 }],
      totalPrice: 700,
    });

    expectError(reply, 400, PAYMENT_MISMATCH);
  });

  it('an order without a payment, or with a payment id alone, gets 400', async () => {
    const token = await guestToPay();
    const unpaid = { ...(await orderPaidWith(token, { id: 'x' })), payment: undefined };

    expectError(await placeOrder(token, unpaid), 400, SIGNED_PAYMENT_REQUIRED);
    expectError(
      await placeOrder(token, { ...unpaid, paymentId: 'pay_made_up' }),
      400,
      SIGNED_PAYMENT_REQUIRED,
    );
  });
});
