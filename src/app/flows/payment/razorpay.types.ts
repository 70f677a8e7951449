// The part of Razorpay Standard Checkout (checkout.js) that the shop uses.

export interface RazorpaySuccessResponse {
  razorpay_payment_id: string;
  /** The order paid, and Razorpay's signature over it and the payment. */
  razorpay_order_id: string;
  razorpay_signature: string;
}

export interface RazorpayFailureResponse {
  error?: { code?: string; description?: string; reason?: string };
}

export interface RazorpayOptions {
  /** The PUBLIC key id (rzp_test_…); never the key secret (D9). */
  key: string;
  /** In paise. */
  amount: number;
  /** The order the server created with Razorpay's Orders API for this amount. */
  order_id: string;
  currency: 'INR';
  name: string;
  description: string;
  prefill: { name: string; contact: string; email?: string };
  notes: { address: string };
  handler: (response: RazorpaySuccessResponse) => void;
  modal: { ondismiss: () => void };
}

export interface RazorpayCheckout {
  on(event: 'payment.failed', listener: (response: RazorpayFailureResponse) => void): void;
  open(): void;
  close(): void;
}

export type RazorpayConstructor = new (options: RazorpayOptions) => RazorpayCheckout;

declare global {
  interface Window {
    /** Defined once checkout.js has loaded. */
    Razorpay?: RazorpayConstructor;
  }
}
