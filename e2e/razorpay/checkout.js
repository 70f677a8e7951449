// A stand-in for Razorpay's checkout.js: the end-to-end tests answer its URL with this file
// (nothing is fetched from the internet). It records the options it was opened with and answers as the test
// asks through `window.razorpayStandIn`: 'success', 'failure', 'dismiss', or 'forged' (a success
// whose signature is not Razorpay's). It signs a payment of the order the server created as
// Razorpay does, with the key secret the test gives it (`window.razorpayStandInSecret`).

const hex = (bytes) =>
  Array.from(new Uint8Array(bytes), (byte) => byte.toString(16).padStart(2, '0')).join('');

async function sign(secret, message) {
  const encoder = new TextEncoder();
  const key = await crypto.subtle.importKey(
    'raw',
    encoder.encode(secret),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign'],
  );
  return hex(await crypto.subtle.sign('HMAC', key, encoder.encode(message)));
}

/** What Razorpay hands the success handler: the payment's id, its order's and the signature. */
async function successOf(orderId, forged) {
  const paymentId = `pay_standin${crypto.randomUUID().replaceAll('-', '').slice(0, 12)}`;
  const signature = forged
    ? '0'.repeat(64)
    : await sign(window.razorpayStandInSecret ?? '', `${orderId}|${paymentId}`);
  return {
    razorpay_payment_id: paymentId,
    razorpay_order_id: orderId,
    razorpay_signature: signature,
  };
}
window.Razorpay = class {
  constructor(options) {
    this.options = options;
    this.failureHandlers = [];
    window.razorpayOpenedWith = {
      key: options.key,
      order_id: options.order_id,
      amount: options.amount,
      currency: options.currency,
      name: options.name,
      prefill: options.prefill,
      notes: options.notes,
    };
  }

  on(event, handler) {
    if (event === 'payment.failed') this.failureHandlers.push(handler);
  }

  close() {
    window.razorpayClosed = true;
  }

  open() {
    const outcome = window.razorpayStandIn ?? 'success';
    setTimeout(() => {
      if (outcome === 'success' || outcome === 'forged') {
        void successOf(this.options.order_id, outcome === 'forged').then(this.options.handler);
      }
      if (outcome === 'failure') {
        this.failureHandlers.forEach((handler) =>
          handler({ error: { description: 'Your card was declined by the bank.' } }),
        );
      }
      if (outcome === 'dismiss') this.options.modal?.ondismiss?.();
    });
  }
};
