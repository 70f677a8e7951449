import { describe, expect, it, vi } from 'vitest';
import { createActor, fromCallback, fromPromise, waitFor } from 'xstate';
import type { Order, OrderPage } from '../domain/types';
import { orderHistoryMachine, selectHasMore } from './orderHistory';

const order = (id: number, revision = 1) => ({ _id: `order-${id}`, revision }) as Order;
/** Orders 5 (newest) to 1, two to a page, as the server pages them. */
const ALL = [5, 4, 3, 2, 1].map((id) => order(id));

function start(loadPage: (input: { cursor?: string }) => Promise<OrderPage>) {
  const load = vi.fn(loadPage);
  let push: (order: Order) => void = () => {};
  const actor = createActor(
    orderHistoryMachine.provide({
      actors: {
        loadPage: fromPromise(({ input }) => load(input)),
        orderUpdates: fromCallback(({ sendBack }) => {
          push = (order) => sendBack({ type: 'order.changed', order });
        }),
      },
    }),
  ).start();
  return { actor, load, push: (changed: Order) => push(changed) };
}

async function serverPage({ cursor }: { cursor?: string }): Promise<OrderPage> {
  const from = cursor === undefined ? 0 : ALL.findIndex((placed) => placed._id === cursor) + 1;
  const orders = ALL.slice(from, from + 2);
  return { orders, nextCursor: from + 2 < ALL.length ? orders.at(-1)!._id : null };
}

const ids = (orders: Order[] | undefined) => orders?.map((placed) => placed._id);

describe('orderHistoryMachine', () => {
  it('loads the first page, then each next one on Show more, until the last', async () => {
    const { actor, load } = start(serverPage);
    expect(actor.getSnapshot().value).toBe('loading');
    expect(actor.getSnapshot().context.orders).toBeUndefined();

    await waitFor(actor, (snapshot) => snapshot.matches('showing'));
    expect(ids(actor.getSnapshot().context.orders)).toEqual(['order-5', 'order-4']);
    expect(selectHasMore(actor.getSnapshot())).toBe(true);

    actor.send({ type: 'orders.showMore' });
    expect(actor.getSnapshot().value).toBe('loadingMore');
    await waitFor(actor, (snapshot) => snapshot.matches('showing'));
    actor.send({ type: 'orders.showMore' });
    await waitFor(actor, (snapshot) => snapshot.matches('showing'));

    expect(ids(actor.getSnapshot().context.orders)).toEqual(ids(ALL));
    expect(selectHasMore(actor.getSnapshot())).toBe(false);
    expect(load.mock.calls).toEqual([[{}], [{ cursor: 'order-4' }], [{ cursor: 'order-2' }]]);
  });

  it('Show more after the last page asks for nothing', async () => {
    const { actor, load } = start(async () => ({ orders: [order(1)], nextCursor: null }));
    await waitFor(actor, (snapshot) => snapshot.matches('showing'));

    actor.send({ type: 'orders.showMore' });

    expect(actor.getSnapshot().value).toBe('showing');
    expect(load).toHaveBeenCalledOnce();
  });

  it('a first load that fails waits for Try again', async () => {
    let fail = true;
    const { actor } = start(async (input) => {
      if (fail) throw new Error('offline');
      return serverPage(input);
    });
    await waitFor(actor, (snapshot) => snapshot.matches('loadFailed'));
    expect(actor.getSnapshot().context.orders).toBeUndefined();

    fail = false;
    actor.send({ type: 'orders.retry' });

    await waitFor(actor, (snapshot) => snapshot.matches('showing'));
    expect(ids(actor.getSnapshot().context.orders)).toEqual(['order-5', 'order-4']);
  });

  it('a next page that fails keeps the orders shown, and Show more asks for the same page again', async () => {
    let fail = false;
    const { actor, load } = start(async (input) => {
      if (fail) throw new Error('offline');
      return serverPage(input);
    });
    await waitFor(actor, (snapshot) => snapshot.matches('showing'));
    fail = true;
    actor.send({ type: 'orders.showMore' });
    await waitFor(actor, (snapshot) => snapshot.matches('moreFailed'));
    expect(ids(actor.getSnapshot().context.orders)).toEqual(['order-5', 'order-4']);

    fail = false;
    actor.send({ type: 'orders.showMore' });

    await waitFor(actor, (snapshot) => snapshot.matches('showing'));
    expect(ids(actor.getSnapshot().context.orders)).toEqual(ids(ALL.slice(0, 4)));
    expect(load.mock.calls.at(-1)).toEqual([{ cursor: 'order-4' }]);
  });

  it("each change pushed takes its order's place when newer; an order placed since comes first (D41)", async () => {
    const { actor, push } = start(serverPage);
    await waitFor(actor, (snapshot) => snapshot.matches('showing'));

    push(order(4, 2));
    push(order(5, 0));
    push(order(6));

    const { orders } = actor.getSnapshot().context;
    expect(orders?.map(({ _id, revision }) => [_id, revision])).toEqual([
      ['order-6', 1],
      ['order-5', 1],
      ['order-4', 2],
    ]);
  });
});
