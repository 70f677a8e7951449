import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PaymentProvider, PaymentRequest } from '../../../domain/payment';
import { choosePaymentProvider } from './index';
import {
  createRazorpayProvider,
  createScriptLoader,
  RAZORPAY_SCRIPT_URL,
  SCRIPT_TIMEOUT_MS,
} from './razorpay';
import type {
  RazorpayCheckout,
  RazorpayFailureResponse,
  RazorpayOptions,
  RazorpaySuccessResponse,
} from './razorpay.types';

const request: PaymentRequest = {
  amountPaise: 116_000,
  currency: 'INR',
  shopName: 'Cravings',
  description: 'Food order: 6 items',
  prefill: { name: 'Asha Verma', contact: '9876501234', address: '12 Lotus Lane, Pune 411001' },
  orderId: 'order_R1',
};

/** A stand-in for checkout.js's `Razorpay`: records the options and lets the test act as the user. */
class FakeRazorpay implements RazorpayCheckout {
  static last: FakeRazorpay | undefined;
  failedListener?: (response: RazorpayFailureResponse) => void;
  opened = false;
  closed = false;

  constructor(public options: RazorpayOptions) {
    FakeRazorpay.last = this;
  }
  on(_event: 'payment.failed', listener: (response: RazorpayFailureResponse) => void) {
    this.failedListener = listener;
  }
  open() {
    this.opened = true;
  }
  close() {
    this.closed = true;
  }
  succeed(response: RazorpaySuccessResponse) {
    this.options.handler(response);
  }
  fail(response: RazorpayFailureResponse) {
    this.failedListener?.(response);
  }
  dismiss() {
    this.options.modal.ondismiss();
  }
}

const loaded = () => Promise.resolve();

function withRazorpay() {
  FakeRazorpay.last = undefined;
  vi.stubGlobal('window', { Razorpay: FakeRazorpay });
}

/** Starts a payment and returns the open fake checkout and the pending result. */
async function startPayment() {
  withRazorpay();
  const result = createRazorpayProvider('rzp_test_key', loaded).pay(request);
  await vi.waitFor(() => expect(FakeRazorpay.last?.opened).toBe(true));
  return { checkout: FakeRazorpay.last!, result };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('createRazorpayProvider', () => {
  it('opens checkout on the order the server created, with the public key, the amount in paise, INR, the shop and the prefill (D33)', async () => {
    const { checkout } = await startPayment();
    expect(checkout.options).toMatchObject({
      key: 'rzp_test_key',
      order_id: 'order_R1',
      amount: 116_000,
      currency: 'INR',
      name: 'Cravings',
      description: 'Food order: 6 items',
      prefill: { name: 'Asha Verma', contact: '9876501234' },
      notes: { address: '12 Lotus Lane, Pune 411001' },
    });
  });

  it("answers paid with the payment id and Razorpay's signature from the success handler", async () => {
    const { checkout, result } = await startPayment();
    checkout.succeed({
      razorpay_payment_id: 'pay_R1',
      razorpay_order_id: 'order_R1',
      razorpay_signature: 'c0ffee',
    });
    await expect(result).resolves.toEqual({
      status: 'paid',
      paymentId: 'pay_R1',
      signature: 'c0ffee',
    });
  });

  it("answers failed with Razorpay's description, and closes its form", async () => {
    const { checkout, result } = await startPayment();
    checkout.fail({ error: { code: 'BAD_REQUEST_ERROR', description: 'Card declined' } });
    await expect(result).resolves.toEqual({ status: 'failed', reason: 'Card declined' });
    expect(checkout.closed).toBe(true);
  });

  it('answers failed without a reason when Razorpay gives none', async () => {
    const { checkout, result } = await startPayment();
    checkout.fail({});
    await expect(result).resolves.toEqual({ status: 'failed', reason: undefined });
  });

  it('answers dismissed when the shopper closes the form', async () => {
    const { checkout, result } = await startPayment();
    checkout.dismiss();
    await expect(result).resolves.toEqual({ status: 'dismissed' });
  });

  it('keeps the first answer (a dismissal after a failure changes nothing)', async () => {
    const { checkout, result } = await startPayment();
    checkout.fail({ error: { description: 'Card declined' } });
    checkout.dismiss();
    await expect(result).resolves.toMatchObject({ status: 'failed' });
  });

  it('answers unavailable when the script does not load, opening nothing', async () => {
    withRazorpay();
    const provider = createRazorpayProvider('rzp_test_key', () => Promise.reject(new Error('x')));
    await expect(provider.pay(request)).resolves.toEqual({ status: 'unavailable' });
    expect(FakeRazorpay.last).toBeUndefined();
  });

  it('answers unavailable when the script loads without defining Razorpay', async () => {
    vi.stubGlobal('window', {});
    const provider = createRazorpayProvider('rzp_test_key', loaded);
    await expect(provider.pay(request)).resolves.toEqual({ status: 'unavailable' });
  });

  it('loads the script only when a payment starts', async () => {
    withRazorpay();
    const loadScript = vi.fn(loaded);
    const provider = createRazorpayProvider('rzp_test_key', loadScript);
    expect(loadScript).not.toHaveBeenCalled();
    void provider.pay(request);
    expect(loadScript).toHaveBeenCalledOnce();
  });
});

/** A document whose <script> elements the test loads or fails by hand. */
function fakeDocument() {
  const scripts: { src: string; onload?: () => void; onerror?: () => void; removed: boolean }[] =
    [];
  const document = {
    createElement: () => {
      const script = {
        src: '',
        async: false,
        removed: false,
        onload: undefined as (() => void) | undefined,
        onerror: undefined as (() => void) | undefined,
        remove() {
          script.removed = true;
        },
      };
      return script;
    },
    head: { append: (script: (typeof scripts)[number]) => scripts.push(script) },
  };
  vi.stubGlobal('document', document);
  return scripts;
}

describe('createScriptLoader', () => {
  it('adds one <script> and shares its promise between calls', async () => {
    const scripts = fakeDocument();
    const load = createScriptLoader(() => RAZORPAY_SCRIPT_URL);
    const first = load();
    const second = load();
    expect(second).toBe(first);
    expect(scripts).toHaveLength(1);
    expect(scripts[0]!.src).toBe('https://checkout.razorpay.com/v1/checkout.js');
    scripts[0]!.onload!();
    await expect(first).resolves.toBeUndefined();
    await load();
    expect(scripts).toHaveLength(1);
  });

  it('rejects when the script fails, and tries again on the next call', async () => {
    const scripts = fakeDocument();
    const load = createScriptLoader(() => '/stand-in/checkout.js');
    const first = load();
    scripts[0]!.onerror!();
    await expect(first).rejects.toThrow('Could not load /stand-in/checkout.js');
    expect(scripts[0]!.removed).toBe(true);
    const retry = load();
    expect(scripts).toHaveLength(2);
    scripts[1]!.onload!();
    await expect(retry).resolves.toBeUndefined();
  });
});

describe('createScriptLoader, a script that never arrives', () => {
  afterEach(() => vi.useRealTimers());

  it('gives up after 15 s, removes the element, and tries again on the next call', async () => {
    vi.useFakeTimers();
    const scripts = fakeDocument();
    const load = createScriptLoader(() => '/stand-in/checkout.js');
    const first = load();
    const settled = vi.fn();
    first.catch(settled);
    await vi.advanceTimersByTimeAsync(SCRIPT_TIMEOUT_MS - 1);
    expect(settled).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    await expect(first).rejects.toThrow('Gave up after 15000 ms on /stand-in/checkout.js');
    expect(scripts[0]!.removed).toBe(true);
    void load().catch(() => undefined);
    expect(scripts).toHaveLength(2);
  });

  it('does not give up on a script that has arrived', async () => {
    vi.useFakeTimers();
    const scripts = fakeDocument();
    const load = createScriptLoader(() => '/stand-in/checkout.js');
    const first = load();
    scripts[0]!.onload!();
    await vi.advanceTimersByTimeAsync(SCRIPT_TIMEOUT_MS * 2);
    await expect(first).resolves.toBeUndefined();
    expect(scripts[0]!.removed).toBeFalsy();
  });
});

describe('choosePaymentProvider', () => {
  let testProvider: PaymentProvider;
  beforeEach(() => {
    testProvider = { pay: vi.fn() };
  });

  it('uses the given test provider for a payment without a key id (the test provider made it)', async () => {
    await choosePaymentProvider(testProvider).pay(request);
    expect(testProvider.pay).toHaveBeenCalledExactlyOnceWith(request);
  });

  it("uses Razorpay with the key id of the payment the server created with it, loading Razorpay's script (D33)", async () => {
    const scripts = fakeDocument();
    withRazorpay();

    const result = choosePaymentProvider(testProvider).pay({
      ...request,
      keyId: 'rzp_test_server',
    });
    expect(scripts[0]!.src).toBe(RAZORPAY_SCRIPT_URL);
    scripts[0]!.onload!();
    await vi.waitFor(() => expect(FakeRazorpay.last?.opened).toBe(true));
    expect(FakeRazorpay.last!.options).toMatchObject({
      key: 'rzp_test_server',
      order_id: 'order_R1',
    });
    FakeRazorpay.last!.dismiss();
    await expect(result).resolves.toEqual({ status: 'dismissed' });
    expect(testProvider.pay).not.toHaveBeenCalled();
  });
});
