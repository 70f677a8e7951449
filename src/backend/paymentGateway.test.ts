import { getResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import {
  PROVIDER_UNAVAILABLE,
  SIGNED_PAYMENT_REQUIRED,
  TEST_PROVIDER_OFF,
} from '../domain/paymentErrors';
import { DEMO_ADDRESSES } from '../domain/demoAddresses';
import { createDb } from './browser/indexedDb';
import { createHandlers, everyHandler } from './handlers';
import { createRazorpayGateway, signPayment } from './paymentGateway';
import { freshIndexedDb } from '../testing/backendCalls';

// A random secret: none is written in the code (e2e/no-secrets.spec.ts).
const RAZORPAY = { keyId: 'rzp_test_example', keySecret: crypto.randomUUID() };

/** A stand-in for Razorpay's Orders API that answers `reply`, and what it was sent. */
function ordersApi(reply: () => Response) {
  const sent: Request[] = [];
  const fetch = vi.fn((url: string | URL | Request, init?: RequestInit) => {
    sent.push(new Request(url, init));
    return Promise.resolve().then(reply);
  });
  return { fetch: fetch as unknown as typeof globalThis.fetch, sent };
}

describe('the Razorpay gateway (D33)', () => {
  it('creates an order through the Orders API, with the key id and secret, and answers its id', async () => {
    const api = ordersApi(() => Response.json({ id: 'order_R1', amount: 60_000 }));
    const gateway = createRazorpayGateway({ ...RAZORPAY, apiUrl: 'https://rzp.test', ...api });

    expect(await gateway.createOrder(60_000, 'receipt-1')).toBe('order_R1');

    const [request] = api.sent;
    expect(request!.url).toBe('https://rzp.test/v1/orders');
    expect(request!.headers.get('authorization')).toBe(
      `Basic ${btoa(`rzp_test_example:${RAZORPAY.keySecret}`)}`,
    );
    expect(await request!.json()).toEqual({
      amount: 60_000,
      currency: 'INR',
      receipt: 'receipt-1',
    });
  });

  it('a provider that fails or does not answer is a 503 that says nothing was charged', async () => {
    for (const reply of [
      () => new Response('{}', { status: 500 }),
      () => new Response('not json'),
      () => {
        throw new TypeError('fetch failed');
      },
    ]) {
      const gateway = createRazorpayGateway({ ...RAZORPAY, ...ordersApi(reply) });
      await expect(gateway.createOrder(100, 'r')).rejects.toMatchObject({
        status: 503,
        message: PROVIDER_UNAVAILABLE,
      });
    }
  });

  it("refunds through the Refunds API under the order's idempotency key (D39)", async () => {
    const api = ordersApi(() => Response.json({ id: 'rfnd_R1', status: 'processed' }));
    const gateway = createRazorpayGateway({ ...RAZORPAY, apiUrl: 'https://rzp.test', ...api });

    expect(await gateway.refund('pay_R1', 60_000, 'order-1')).toEqual({
      id: 'rfnd_R1',
      settled: true,
    });

    const [request] = api.sent;
    expect(request!.url).toBe('https://rzp.test/v1/payments/pay_R1/refund');
    expect(request!.headers.get('x-refund-idempotency')).toBe('order-1');
    expect(await request!.json()).toEqual({ amount: 60_000, speed: 'normal', receipt: 'order-1' });
  });

  it.each([
    [
      'still processing: started, not settled',
      () => Response.json({ id: 'rfnd_R2', status: 'pending' }),
      { id: 'rfnd_R2', settled: false },
    ],
    ['failed', () => Response.json({ id: 'rfnd_R3', status: 'failed' }), undefined],
    [
      'refused (a retry while the first is under way: 409)',
      () => new Response('{}', { status: 409 }),
      undefined,
    ],
    [
      'not reached',
      () => {
        throw new TypeError('fetch failed');
      },
      undefined,
    ],
  ])('a refund %s', async (_case, reply, taken) => {
    const gateway = createRazorpayGateway({ ...RAZORPAY, ...ordersApi(reply) });

    expect(await gateway.refund('pay_R1', 100, 'order-1')).toEqual(taken);
  });

  it('verifies the signature Razorpay makes with the key secret, and no other', async () => {
    const gateway = createRazorpayGateway(RAZORPAY);
    const signature = signPayment(RAZORPAY.keySecret, 'order_R1', 'pay_P1');

    expect(await gateway.verify('order_R1', 'pay_P1', signature)).toBe(true);
    expect(await gateway.verify('order_R1', 'pay_P2', signature)).toBe(false);
    const signedByOther = signPayment('another-secret', 'order_R1', 'pay_P1');
    expect(await gateway.verify('order_R1', 'pay_P1', signedByOther)).toBe(false);
  });

  describe('a backend with Razorpay', () => {
    /** Calls the backend's handlers, with Razorpay as its provider, as the guest. */
    async function asGuest() {
      freshIndexedDb();
      const handlers = everyHandler(
        createHandlers(createDb(), { gateway: createRazorpayGateway(RAZORPAY) }),
      );
      const send = async (path: string, init: RequestInit = {}) =>
        (await getResponse(handlers, new Request(`http://localhost${path}`, init)))!;
      const guest = await send('/api/auth/guest', { method: 'POST' });
      const { encodedToken } = (await guest.json()) as { encodedToken: string };
      return (path: string, body: unknown) =>
        send(path, {
          method: 'POST',
          headers: { authorization: encodedToken, 'content-type': 'application/json' },
          body: JSON.stringify(body),
        });
    }

    it("turns the test provider's payment sheet off: 404", async () => {
      const post = await asGuest();

      const reply = await post('/api/user/payments/test', { orderId: 'order_R1' });

      expect(reply.status).toBe(404);
      expect(await reply.json()).toEqual({ errors: [TEST_PROVIDER_OFF] });
    });

    it('refuses an order with a payment id alone: 400, nothing stored', async () => {
      const post = await asGuest();
      const order = {
        paymentId: 'pay_made_up',
        products: [{ _id: 'prod-biryani', qty: 1 }],
        address: DEMO_ADDRESSES[0],
        totalPrice: 300,
      };

      const reply = await post('/api/user/orders', { order });

      expect(reply.status).toBe(400);
      expect(await reply.json()).toEqual({ errors: [SIGNED_PAYMENT_REQUIRED] });
    });
  });
});
