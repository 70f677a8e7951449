// A stand-in for Razorpay's checkout.js: the end-to-end tests answer its URL with this file
// (nothing is fetched from the internet). It records the options it was opened with and answers as the test
// asks through `window.razorpayStandIn`: 'success', 'failure' or 'dismiss'.
window.Razorpay = class {
  constructor(options) {
    this.options = options;
    this.failureHandlers = [];
    window.razorpayOpenedWith = {
      key: options.key,
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
      if (outcome === 'success') this.options.handler({ razorpay_payment_id: 'pay_standin_001' });
      if (outcome === 'failure') {
        this.failureHandlers.forEach((handler) =>
          handler({ error: { description: 'Your card was declined by the bank.' } }),
        );
      }
      if (outcome === 'dismiss') this.options.modal?.ondismiss?.();
    });
  }
};
