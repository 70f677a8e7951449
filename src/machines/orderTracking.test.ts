import { describe, expect, it, vi } from 'vitest';
import { createActor, fromCallback, fromPromise, waitFor } from 'xstate';
import { minutesAfter, NO_ANSWER_REASON, type OrderStatus } from '../domain/orderLifecycle';
import type { Order } from '../domain/types';
import { deferred } from '../testing/deferred';
import { manualClock } from '../testing/manualClock';
import { progressAt, type ProgressOptions } from '../testing/orderProgress';
import { orderTrackingMachine, selectCancel, selectTracked } from './orderTracking';

const CREATED_AT = '2026-11-02T09:00:00.000Z';
const PLACED_AT = Date.parse(CREATED_AT);
const minutes = (count: number) => PLACED_AT + count * 60_000;

/** Order 1 as the backend sends it once people have moved it to `status`. */
function order(status: OrderStatus = 'placed', options?: ProgressOptions): Order {
  return {
    _id: 'order-1',
    createdAt: CREATED_AT,
    totalPrice: 1160,
    ...progressAt(CREATED_AT, status, options),
  } as Order;
}

/** The order as the backend returns it after 'Cancel order': cancelled, and refunded at once. */
const cancelled = () => order('cancelled', { paymentStatus: 'refunded' });

/** Sends each order it is handed as `order.changed`, as the backend's stream of changes does. */
function orderStream() {
  let push: ((changed: Order) => void) | undefined;
  return {
    listen(sendBack: (event: { type: 'order.changed'; order: Order }) => void) {
      push = (changed) => sendBack({ type: 'order.changed', order: changed });
      return () => (push = undefined);
    },
    push: (changed: Order) => {
      if (!push) throw new Error('Nobody listens for changes.');
      push(changed);
    },
    get listening() {
      return push !== undefined;
    },
  };
}

interface StartOptions {
  at?: number;
  load?: (input: { orderId: string }) => Promise<Order | null>;
  cancel?: (input: { orderId: string }) => Promise<Order>;
  /** One of the followers fails to start while `failing` says so. */
  failing?: { actor: 'ticks' | 'orderUpdates'; now: () => boolean };
}

/** The machine with a clock and a stream of changes the test moves by hand. */
function start({
  at = minutes(2),
  load = async () => order(),
  cancel = async () => cancelled(),
  failing,
}: StartOptions = {}) {
  const clock = manualClock(at);
  const stream = orderStream();
  const loadOrder = vi.fn(load);
  const cancelOrder = vi.fn(cancel);
  const actor = createActor(
    orderTrackingMachine.provide({
      actors: {
        loadOrder: fromPromise(({ input }) => loadOrder(input)),
        cancelOrder: fromPromise(({ input }) => cancelOrder(input)),
        ticks: fromCallback(({ sendBack }) => {
          if (failing?.actor === 'ticks' && failing.now()) throw new Error('No timers here.');
          return clock.onTick(() => sendBack({ type: 'clock.tick' }));
        }),
        orderUpdates: fromCallback(({ sendBack }) => {
          if (failing?.actor === 'orderUpdates' && failing.now()) throw new Error('Stream closed.');
          return stream.listen(sendBack);
        }),
      },
    }),
    { input: { orderId: 'order-1', now: clock.now } },
  ).start();
  return { actor, clock, stream, loadOrder, cancelOrder };
}

type Actor = ReturnType<typeof start>['actor'];

const tracking = (actor: Actor) => waitFor(actor, (snapshot) => snapshot.matches('tracking'));

/** What the screen shows of the order: its status, payment and minutes left. */
const view = (actor: Actor) => {
  const tracked = selectTracked(actor.getSnapshot());
  return (
    tracked && {
      status: tracked.order.status,
      paymentStatus: tracked.order.paymentStatus,
      minutesLeft: tracked.minutesLeft,
    }
  );
};

describe('orderTrackingMachine', () => {
  it('loads the order by its id, then shows it with the minutes left to its promise', async () => {
    const { actor, loadOrder, clock, stream } = start({ at: minutes(2) });
    expect(actor.getSnapshot().value).toBe('loading');
    expect(selectTracked(actor.getSnapshot())).toBeUndefined();

    await tracking(actor);

    expect(loadOrder).toHaveBeenCalledWith({ orderId: 'order-1' });
    expect(selectTracked(actor.getSnapshot())?.order).toEqual(order());
    expect(view(actor)).toEqual({ status: 'placed', paymentStatus: 'paid', minutesLeft: 28 });
    expect(selectCancel(actor.getSnapshot())).toEqual({ cancelling: false, problem: undefined });
    expect(clock.ticking).toBe(true);
    expect(stream.listening).toBe(true);
  });

  it('an order the shopper does not have is not found, and nothing is followed', async () => {
    const { actor, clock, stream } = start({ load: async () => null });

    await waitFor(actor, (snapshot) => snapshot.matches('notFound'));

    expect(selectTracked(actor.getSnapshot())).toBeNull();
    expect(clock.ticking).toBe(false);
    expect(stream.listening).toBe(false);
  });

  it('a load that fails waits for Try again, then loads again', async () => {
    let fail = true;
    const { actor, loadOrder } = start({
      load: async () => {
        if (fail) throw new Error('offline');
        return order();
      },
    });
    await waitFor(actor, (snapshot) => snapshot.matches('error'));
    expect(selectTracked(actor.getSnapshot())).toBeUndefined();

    fail = false;
    actor.send({ type: 'order.retry' });

    expect(actor.getSnapshot().value).toBe('loading');
    await tracking(actor);
    expect(loadOrder).toHaveBeenCalledTimes(2);
    expect(view(actor)?.status).toBe('placed');
  });

  describe('the countdown', () => {
    it('goes down a minute at a time as the clock moves, and the status stays the backend’s', async () => {
      const { actor, clock } = start({ at: minutes(0) });
      await tracking(actor);

      const seen = [0.5, 1, 4.99, 5, 29.99, 30, 45].map((count) => {
        clock.set(minutes(count));
        return view(actor);
      });

      expect(seen.map((shown) => shown?.minutesLeft)).toEqual([30, 29, 26, 25, 1, 0, 0]);
      // Time alone moves no order on: people do (D38).
      expect(new Set(seen.map((shown) => shown?.status))).toEqual(new Set(['placed']));
    });

    it('a tick within the same minute changes nothing', async () => {
      const { actor, clock } = start();
      await tracking(actor);
      clock.set(minutes(3.1));
      const before = actor.getSnapshot();

      clock.set(minutes(3.9));

      expect(actor.getSnapshot()).toBe(before);
    });

    it.each(['delivered', 'rejected', 'cancelled'] as const)(
      'stands still once the order is %s',
      async (status) => {
        // Shown at minute 5, with minutes still to its promise: they are not counted down.
        const { actor, clock } = start({ at: minutes(5), load: async () => order(status) });
        await tracking(actor);
        const before = actor.getSnapshot();

        clock.set(minutes(6));
        clock.set(minutes(20));

        expect(actor.getSnapshot()).toBe(before);
      },
    );
  });

  describe('changes from the backend', () => {
    it('each one replaces the order: its status, its promise and its payment', async () => {
      const { actor, clock, stream } = start({ at: minutes(2) });
      await tracking(actor);

      // Accepted with 20 minutes to cook: the promise moves to 2 + 20 + 15 minutes.
      const accepted = order('preparing', { prepMinutes: 20 });
      stream.push(accepted);
      expect(selectTracked(actor.getSnapshot())?.order).toBe(accepted);
      expect(accepted.deliverBy).toBe(minutesAfter(CREATED_AT, 37));
      expect(view(actor)).toEqual({ status: 'preparing', paymentStatus: 'paid', minutesLeft: 35 });

      clock.set(minutes(20));
      stream.push(order('ready', { prepMinutes: 20 }));
      expect(view(actor)).toEqual({ status: 'ready', paymentStatus: 'paid', minutesLeft: 17 });

      clock.set(minutes(40));
      stream.push(order('delivered', { prepMinutes: 20 }));
      expect(view(actor)).toEqual({ status: 'delivered', paymentStatus: 'paid', minutesLeft: 0 });
      expect(actor.getSnapshot().value).toEqual({ tracking: 'idle' });
    });

    it('a refusal and then its refund come as two changes', async () => {
      const { actor, stream } = start();
      await tracking(actor);

      const reason = { by: 'backend', reason: NO_ANSWER_REASON } as const;
      stream.push(order('rejected', { ...reason, paymentStatus: 'refund-pending' }));
      expect(view(actor)).toMatchObject({ status: 'rejected', paymentStatus: 'refund-pending' });

      stream.push(order('rejected', { ...reason, paymentStatus: 'refunded' }));
      expect(view(actor)).toMatchObject({ status: 'rejected', paymentStatus: 'refunded' });
    });

    it.each([
      ['an accepted order', order('preparing'), order('placed')],
      [
        'a refunded order',
        order('rejected'),
        order('rejected', { paymentStatus: 'refund-pending' }),
      ],
    ])(
      'a copy older than %s shown (a reply overtaken by a later one) is ignored',
      async (_name, shown, older) => {
        const { actor, stream } = start({ load: async () => shown });
        await tracking(actor);
        const before = actor.getSnapshot();

        stream.push(older);

        expect(actor.getSnapshot()).toBe(before);
      },
    );
  });

  describe('Cancel order', () => {
    it('cancels a placed order: at work meanwhile, then the cancelled, refunded order', async () => {
      const reply = deferred<Order>();
      const { actor, cancelOrder } = start({ cancel: () => reply.promise });
      await tracking(actor);

      actor.send({ type: 'order.cancel' });

      expect(selectCancel(actor.getSnapshot())).toEqual({ cancelling: true, problem: undefined });
      expect(cancelOrder).toHaveBeenCalledWith({ orderId: 'order-1' });
      // A second press while it is at work asks nothing more.
      actor.send({ type: 'order.cancel' });
      expect(cancelOrder).toHaveBeenCalledOnce();

      reply.resolve(cancelled());
      await waitFor(actor, (snapshot) => !selectCancel(snapshot).cancelling);
      expect(view(actor)).toEqual({
        status: 'cancelled',
        paymentStatus: 'refunded',
        minutesLeft: 28,
      });
      expect(selectCancel(actor.getSnapshot()).problem).toBeUndefined();
    });

    it('a refusal keeps the backend’s reason to show, and the next change still comes in', async () => {
      const refused = 'Order ORDER1 was accepted by the kitchen; it cannot be cancelled.';
      const { actor, stream } = start({
        cancel: async () => {
          throw new Error(refused);
        },
      });
      await tracking(actor);

      actor.send({ type: 'order.cancel' });
      await waitFor(actor, (snapshot) => !selectCancel(snapshot).cancelling);

      expect(selectCancel(actor.getSnapshot())).toEqual({ cancelling: false, problem: refused });
      expect(view(actor)?.status).toBe('placed');

      stream.push(order('preparing'));

      expect(view(actor)?.status).toBe('preparing');
      expect(selectCancel(actor.getSnapshot()).problem).toBe(refused);
    });

    it('a second try forgets the first one’s problem', async () => {
      let attempts = 0;
      const { actor } = start({
        cancel: async () => {
          attempts += 1;
          if (attempts === 1) throw new Error('Network error');
          return cancelled();
        },
      });
      await tracking(actor);
      actor.send({ type: 'order.cancel' });
      await waitFor(actor, (snapshot) => selectCancel(snapshot).problem === 'Network error');

      actor.send({ type: 'order.cancel' });
      expect(selectCancel(actor.getSnapshot())).toEqual({ cancelling: true, problem: undefined });

      await waitFor(actor, (snapshot) => !selectCancel(snapshot).cancelling);
      expect(view(actor)?.status).toBe('cancelled');
    });

    it.each(['preparing', 'delivered', 'rejected', 'cancelled'] as const)(
      'is ignored for an order %s',
      async (status) => {
        const { actor, cancelOrder } = start({ load: async () => order(status) });
        await tracking(actor);
        const before = actor.getSnapshot();

        actor.send({ type: 'order.cancel' });

        expect(actor.getSnapshot()).toBe(before);
        expect(cancelOrder).not.toHaveBeenCalled();
      },
    );

    it('is ignored once a change says the kitchen accepted the order', async () => {
      const { actor, stream, cancelOrder } = start();
      await tracking(actor);
      stream.push(order('preparing'));

      actor.send({ type: 'order.cancel' });

      expect(cancelOrder).not.toHaveBeenCalled();
      expect(selectCancel(actor.getSnapshot()).cancelling).toBe(false);
    });
  });

  it.each(['ticks', 'orderUpdates'] as const)(
    'a %s actor that fails ends in the error state, from which Try again follows the order anew',
    async (name) => {
      let fail = true;
      const { actor, clock, stream, loadOrder } = start({
        failing: { actor: name, now: () => fail },
      });

      await waitFor(actor, (snapshot) => snapshot.matches('error'));
      expect(clock.ticking).toBe(false);
      expect(stream.listening).toBe(false);

      fail = false;
      actor.send({ type: 'order.retry' });
      await tracking(actor);
      expect(loadOrder).toHaveBeenCalledTimes(2);
      expect(clock.ticking).toBe(true);
      expect(stream.listening).toBe(true);
    },
  );
});
