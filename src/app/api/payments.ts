import * as routes from '../../domain/api/routes/payments';
import { call } from './client';

// Paying for a quote (D33): the backend creates the provider's order, and the built-in test
// provider takes its payment.

/** The provider's order for a quote's total (D33): what the shopper then pays. */
export const createPayment = (token: string, quoteId: string) =>
  call(routes.createPayment, { token, body: { quote: quoteId } }).then(({ payment }) => payment);

/** The built-in test provider takes the payment of its order, signed as Razorpay signs. */
export const takeTestPayment = (token: string, orderId: string) =>
  call(routes.testPayment, { token, body: { orderId } }).then(({ payment }) => payment);
