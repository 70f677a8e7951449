import { describe, expect, it, vi } from 'vitest';
import { createActor, fromCallback, fromPromise, waitFor } from 'xstate';
import { orderProgress } from '../domain/orderStatus';
import type { Order } from '../domain/types';
import { manualClock } from '../testing/manualClock';
import { orderTrackingMachine, selectTracked } from './orderTracking';

const PLACED_AT = Date.parse('2026-11-02T09:00:00Z');
const minutes = (count: number) => PLACED_AT + count * 60_000;

/** The order as the backend sent it at `repliedAt`. */
function order(repliedAt: number): Order {
  const createdAt = new Date(PLACED_AT).toISOString();
  return { _id: 'order-1', createdAt, ...orderProgress(createdAt, repliedAt) } as Order;
}

/** The machine with a clock the test moves by hand. */
function start({
  at = minutes(0),
  load = async () => order(at),
}: { at?: number; load?: (input: { orderId: string }) => Promise<Order | null> } = {}) {
  const clock = manualClock(at);
  const loadOrder = vi.fn(load);
  const actor = createActor(
    orderTrackingMachine.provide({
      actors: { loadOrder: fromPromise(({ input }) => loadOrder(input)), ticks: clock.ticks },
    }),
    { input: { orderId: 'order-1', now: clock.now } },
  ).start();
  return { actor, clock, loadOrder };
}

const view = (actor: ReturnType<typeof start>['actor']) => {
  const tracked = selectTracked(actor.getSnapshot());
  return tracked && { status: tracked.status, minutesLeft: tracked.minutesLeft };
};

describe('orderTrackingMachine', () => {
  it('loads the order by its id, then shows its status and the minutes left', async () => {
    const { actor, loadOrder } = start({ at: minutes(2) });
    expect(actor.getSnapshot().value).toBe('loading');
    expect(selectTracked(actor.getSnapshot())).toBeUndefined();

    await waitFor(actor, (snapshot) => snapshot.matches('tracking'));

    expect(loadOrder).toHaveBeenCalledWith({ orderId: 'order-1' });
    expect(selectTracked(actor.getSnapshot())?.order._id).toBe('order-1');
    expect(view(actor)).toEqual({ status: 'placed', minutesLeft: 28 });
  });

  it('counts down each minute and moves through the steps as the clock goes on', async () => {
    const { actor, clock } = start();
    await waitFor(actor, (snapshot) => snapshot.matches('tracking'));

    const seen = [0, 1, 4.99, 5, 14.5, 15, 29.99].map((count) => {
      clock.set(minutes(count));
      return view(actor);
    });

    expect(seen).toEqual([
      { status: 'placed', minutesLeft: 30 },
      { status: 'placed', minutesLeft: 29 },
      { status: 'placed', minutesLeft: 26 },
      { status: 'preparing', minutesLeft: 25 },
      { status: 'preparing', minutesLeft: 16 },
      { status: 'on-the-way', minutesLeft: 15 },
      { status: 'on-the-way', minutesLeft: 1 },
    ]);
    expect(actor.getSnapshot().value).toBe('tracking');
  });

  it('a tick within the same minute changes nothing', async () => {
    const { actor, clock } = start();
    await waitFor(actor, (snapshot) => snapshot.matches('tracking'));
    clock.set(minutes(3.1));
    const before = actor.getSnapshot();

    clock.set(minutes(3.9));

    expect(actor.getSnapshot()).toBe(before);
  });

  it('at minute 30 the order is delivered and the clock stops', async () => {
    const { actor, clock } = start({ at: minutes(29) });
    await waitFor(actor, (snapshot) => snapshot.matches('tracking'));
    expect(clock.ticking).toBe(true);

    clock.set(minutes(30));

    expect(actor.getSnapshot().value).toBe('delivered');
    expect(view(actor)).toEqual({ status: 'delivered', minutesLeft: 0 });
    expect(clock.ticking).toBe(false);
  });

  it('an order opened after its delivery shows as delivered at once, with no clock', async () => {
    const { actor, clock } = start({ at: minutes(95) });

    await waitFor(actor, (snapshot) => snapshot.matches('delivered'));

    expect(view(actor)).toEqual({ status: 'delivered', minutesLeft: 0 });
    expect(clock.ticking).toBe(false);
  });

  it('goes by its own clock, not the status the backend sent', async () => {
    // The reply said 'placed'; by the time it arrives (a slow network), 6 minutes have passed.
    const { actor } = start({ at: minutes(6), load: async () => order(minutes(4)) });

    await waitFor(actor, (snapshot) => snapshot.matches('tracking'));

    expect(view(actor)).toEqual({ status: 'preparing', minutesLeft: 24 });
  });

  it('an order the shopper does not have is not found', async () => {
    const { actor, clock } = start({ load: async () => null });

    await waitFor(actor, (snapshot) => snapshot.matches('notFound'));

    expect(selectTracked(actor.getSnapshot())).toBeNull();
    expect(clock.ticking).toBe(false);
  });

  it('a load that fails waits for Try again, then loads again', async () => {
    let fail = true;
    const { actor, loadOrder } = start({
      load: async () => {
        if (fail) throw new Error('offline');
        return order(minutes(0));
      },
    });
    await waitFor(actor, (snapshot) => snapshot.matches('error'));
    expect(selectTracked(actor.getSnapshot())).toBeUndefined();

    fail = false;
    actor.send({ type: 'order.retry' });

    await waitFor(actor, (snapshot) => snapshot.matches('tracking'));
    expect(loadOrder).toHaveBeenCalledTimes(2);
  });

  it('a ticking actor that fails ends in the error state, from which Try again loads anew', async () => {
    const actor = createActor(
      orderTrackingMachine.provide({
        actors: {
          loadOrder: fromPromise(async (): Promise<Order | null> => order(minutes(0))),
          ticks: fromCallback(() => {
            throw new Error('no timers here');
          }),
        },
      }),
      { input: { orderId: 'order-1', now: () => minutes(0) } },
    ).start();

    await waitFor(actor, (snapshot) => snapshot.matches('error'));
  });
});
