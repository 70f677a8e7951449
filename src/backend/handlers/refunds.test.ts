import { describe, expect, it } from 'vitest';
import { orderNumber } from '../../domain/orderLifecycle';
import type { Order } from '../../domain/types';
import { createTestGateway, type PaymentGateway } from '../paymentGateway';
import {
  call,
  expectError,
  kitchenToken,
  placedOrder,
  startBackendForEachTest,
} from '../../testing/backendCalls';

type OrderBody = { order: Order };
type OrderList = { orders: Order[] };

const kitchenOrders = async (token: string) =>
  (await call<OrderList>('GET', '/api/kitchen/orders', { token })).body.orders;

describe('a refund the provider refuses (D39)', () => {
  let refusing = true;
  const asked: string[] = [];
  const provider = createTestGateway({ refusesRefunds: () => refusing });
  const gateway: PaymentGateway = {
    ...provider,
    refund(paymentId, amount, key) {
      asked.push(key);
      return provider.refund(paymentId, amount, key);
    },
  };
  startBackendForEachTest({ handlerOptions: { gateway } });

  it('is kept as failed for the kitchen to retry; the retry refunds once, and a third try is a 409', async () => {
    refusing = true;
    asked.length = 0;
    const { token, order } = await placedOrder();
    const kitchen = await kitchenToken();
    await call('POST', `/api/user/orders/${order._id}/cancel`, { token });
    expect((await kitchenOrders(kitchen))[0]!.paymentStatus).toBe('refund-failed');

    refusing = false;
    const retried = await call<OrderBody>('POST', `/api/kitchen/orders/${order._id}/refund`, {
      token: kitchen,
    });

    expect(retried.body.order.paymentStatus).toBe('refunded');
    // Asked twice, under one idempotency key: the order's id.
    expect(asked).toEqual([order._id, order._id]);
    expectError(
      await call('POST', `/api/kitchen/orders/${order._id}/refund`, { token: kitchen }),
      409,
      `Order ${orderNumber(order._id)} was refunded already.`,
    );
  });

  it('an order that was not refused has nothing to refund: 409', async () => {
    const { order } = await placedOrder();

    expectError(
      await call('POST', `/api/kitchen/orders/${order._id}/refund`, {
        token: await kitchenToken(),
      }),
      409,
      `Order ${orderNumber(order._id)} was not refused: its payment stays.`,
    );
  });
});
