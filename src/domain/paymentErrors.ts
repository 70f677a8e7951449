// The backend's messages about payments (D33), apart from ./apiError, whose messages the
// store's first paint carries: only the backend, checkout and the tests need these.

/** The order's payment (D33) was not made by this backend for this account and these dishes. */
export const PAYMENT_INVALID = 'payment is not a payment of your cart from the last hour';
export const PAYMENT_MISMATCH = 'The order does not match its payment.';
export const SIGNATURE_INVALID = "The payment's signature is not the provider's.";
export const PAYMENT_REQUIRED = 'paymentId is required';
/** With Razorpay (D33) an order needs the payment the backend created, signed by Razorpay. */
export const SIGNED_PAYMENT_REQUIRED = 'payment is required: pay through POST /api/user/payments';
export const PROVIDER_UNAVAILABLE = 'The payment provider did not answer. Nothing was charged.';
export const TEST_PROVIDER_OFF = 'The test payment provider is off: payments go to Razorpay.';
