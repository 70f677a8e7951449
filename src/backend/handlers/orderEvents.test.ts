import { afterEach, describe, expect, it } from 'vitest';
import { INVALID_TOKEN } from '../../domain/apiError';
import { STAFF_ONLY } from '../../domain/kitchenErrors';
import type { Order } from '../../domain/types';
import {
  call,
  guestToken,
  kitchenToken,
  placedOrder,
  signUp,
  startBackendForEachTest,
} from '../../testing/backendCalls';
import { readEvents, type EventReader } from '../../testing/eventReader';

// The changes of orders, pushed as server-sent events (D41).

startBackendForEachTest();

const open: EventReader[] = [];
afterEach(async () => {
  await Promise.all(open.splice(0).map((reader) => reader.close()));
});

async function follow(path: string, options: { token?: string; lastEventId?: string }) {
  const reader = await readEvents(path, options);
  open.push(reader);
  return reader;
}

const accept = (token: string, orderId: string) =>
  call('POST', `/api/kitchen/orders/${orderId}/status`, {
    token,
    body: { status: 'preparing', prepMinutes: 20 },
  });

/** The next order event's order, and its id. */
async function nextOrder(reader: EventReader): Promise<{ id: string; order: Order }> {
  const event = await reader.next();
  expect(event.event).toBe('order');
  return { id: event.id!, order: JSON.parse(event.data) as Order };
}

describe("the shopper's order events", () => {
  it("tell each change of the shopper's own orders, and of no one else's", async () => {
    const mine = await placedOrder();
    const theirs = await placedOrder(signUp('other@example.com'));
    const kitchen = await kitchenToken();
    const events = await follow('/api/user/order-events', { token: mine.token });
    const board = await follow('/api/kitchen/events', { token: kitchen });

    await accept(kitchen, theirs.order._id);
    await accept(kitchen, mine.order._id);

    const told = await nextOrder(events);
    expect(told.order).toMatchObject({ _id: mine.order._id, status: 'preparing', revision: 2 });
    expect((await nextOrder(board)).order._id).toBe(theirs.order._id);
    expect((await nextOrder(board)).order._id).toBe(mine.order._id);
  });

  it('a page that comes back with Last-Event-ID is told every change it missed, in order', async () => {
    const { token, order } = await placedOrder();
    const kitchen = await kitchenToken();
    const first = await follow('/api/user/order-events', { token });
    await accept(kitchen, order._id);
    const { id } = await nextOrder(first);
    await first.close();

    await call('POST', `/api/kitchen/orders/${order._id}/status`, {
      token: kitchen,
      body: { status: 'ready' },
    });
    await call('POST', `/api/kitchen/orders/${order._id}/status`, {
      token: kitchen,
      body: { status: 'on-the-way' },
    });
    const again = await follow('/api/user/order-events', { token, lastEventId: id });

    const missed = [await nextOrder(again), await nextOrder(again)];
    expect(missed.map(({ order: { revision } }) => revision)).toEqual([4, 4]);
    expect(Number(missed[0]!.id)).toBeGreaterThan(Number(id));
    expect(Number(missed[1]!.id)).toBeGreaterThan(Number(missed[0]!.id));
    expect(missed[1]!.order.status).toBe('on-the-way');
  });

  it('a refused order is told twice, refused and refunded, each event the order as it is when read', async () => {
    const { token, order } = await placedOrder();
    const events = await follow('/api/user/order-events', { token });

    await call('POST', `/api/user/orders/${order._id}/cancel`, { token });

    const [refused, refunded] = [await nextOrder(events), await nextOrder(events)];
    // Both changes may be read at once: then both events carry the order refunded.
    expect(['refund-pending', 'refunded']).toContain(refused.order.paymentStatus);
    expect(refunded.order).toMatchObject({
      status: 'cancelled',
      paymentStatus: 'refunded',
      revision: 3,
    });
  });
});

describe('who may follow', () => {
  it.each([
    ['/api/user/order-events', undefined, 401, INVALID_TOKEN],
    ['/api/kitchen/events', undefined, 401, INVALID_TOKEN],
    ['/api/kitchen/events', 'shopper', 403, STAFF_ONLY],
  ] as const)('%s with %s: %s', async (path, who, status, message) => {
    const token = who === 'shopper' ? await guestToken() : undefined;
    const reply = await call('GET', path, { token });

    expect(reply).toMatchObject({ status, body: { errors: [message] } });
  });

  it('a Last-Event-ID that is not a number is a 400', async () => {
    const events = await follow('/api/user/order-events', {
      token: await guestToken(),
      lastEventId: 'yesterday',
    });

    expect(events.status).toBe(400);
  });
});
