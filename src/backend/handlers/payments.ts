import type { HttpHandler } from 'msw';
import { QUOTE_INVALID } from '../../domain/apiError';
import { TEST_PROVIDER_OFF } from '../../domain/paymentErrors';
import type { Db } from '../db';
import { ApiError, handlerOf, jsonReply } from '../http';
import type { PaymentGateway, TestPaymentGateway } from '../paymentGateway';
import { payQuote } from '../quotes';

const isTestGateway = (gateway: PaymentGateway): gateway is TestPaymentGateway =>
  gateway.provider === 'test';

/**
 * Extension (D33): a payment is created here, for the amount of a quote this backend signed,
 * with the provider's order; the order then needs the provider's signature over it. The test
 * provider's payment sheet pays through `testPayment`.
 */
export function paymentHandlers(db: Db, gateway: PaymentGateway): HttpHandler[] {
  const handle = handlerOf(db);
  return [
    handle('createPayment', async ({ user, signingKey, body }) => {
      const payment = await payQuote(body.quote, user._id, signingKey, gateway);
      if (!payment) throw new ApiError(400, QUOTE_INVALID);
      return jsonReply({ payment }, { status: 201 });
    }),

    handle('testPayment', async ({ body }) => {
      if (!isTestGateway(gateway)) throw new ApiError(404, TEST_PROVIDER_OFF);
      const { paymentId, signature } = await gateway.capture(body.orderId);
      return jsonReply({ payment: { orderId: body.orderId, paymentId, signature } });
    }),
  ];
}
