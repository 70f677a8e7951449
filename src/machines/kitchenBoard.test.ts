import { describe, expect, it, vi } from 'vitest';
import { createActor, fromCallback, fromPromise, waitFor, type EventObject } from 'xstate';
import { ApiError, INVALID_TOKEN } from '../domain/apiError';
import { STAFF_ONLY, NOT_REACHED } from '../domain/kitchenErrors';
import type { KitchenMove } from '../domain/kitchen';
import { NO_ANSWER_REASON } from '../domain/orderLifecycle';
import type { Order } from '../domain/types';
import { deferred } from '../testing/deferred';
import { kitchenOrder, orderIdOf } from '../testing/kitchenOrders';
import {
  kitchenBoardMachine,
  selectBusy,
  selectColumns,
  selectDone,
  selectNewCount,
  type KitchenBoardEmitted,
  type KitchenBoardEvent,
} from './kitchenBoard';

const placed = kitchenOrder({ number: '3F9A2C', minutesAgo: 4 });
const preparing = kitchenOrder({ number: 'B0B0B0', minutesAgo: 8, status: 'preparing' });
const delivered = kitchenOrder({ number: 'D0D0D0', minutesAgo: 50, status: 'delivered' });

/** The order as the backend has it after `move`. */
const moved = (order: Order, status: Order['status'], progress = {}) =>
  kitchenOrder({
    number: order._id.slice(0, 6),
    minutesAgo: 4,
    status,
    progress,
  });

interface Fakes {
  orders?: Order[];
  muted?: boolean;
  loadOrders?: () => Promise<Order[]>;
  moveOrder?: (orderId: string, move: KitchenMove) => Promise<Order>;
  retryRefund?: (orderId: string) => Promise<Order>;
}

/** The board over fakes; `update` sends what the updates would, once they run. */
function start({ orders = [placed, preparing, delivered], muted = false, ...fakes }: Fakes = {}) {
  const load = vi.fn(fakes.loadOrders ?? (async () => orders));
  const move = vi.fn(fakes.moveOrder ?? (async () => placed));
  const refund = vi.fn(fakes.retryRefund ?? (async () => placed));
  const playChime = vi.fn();
  const rememberMuted = vi.fn();
  let sendUpdate: ((event: EventObject) => void) | undefined;
  const actor = createActor(
    kitchenBoardMachine.provide({
      actors: {
        loadOrders: fromPromise(() => load()),
        orderUpdates: fromCallback(({ sendBack }) => {
          sendUpdate = sendBack;
          return () => (sendUpdate = undefined);
        }),
        moveOrder: fromPromise(({ input }) => move(input.orderId, input.move)),
        retryRefund: fromPromise(({ input }) => refund(input.orderId)),
      },
      actions: {
        playChime,
        rememberMuted: ({ context }) => rememberMuted(context.muted),
      },
    }),
    { input: { muted } },
  );
  const emitted: KitchenBoardEmitted[] = [];
  actor.on('*', (event) => emitted.push(event));
  actor.start();
  const update = (event: KitchenBoardEvent) => {
    if (!sendUpdate) throw new Error('The updates are not running');
    sendUpdate(event);
  };
  const onBoard = () => waitFor(actor, (snapshot) => snapshot.matches('board'));
  const numbers = (orders: Order[]) => orders.map((order) => order._id.slice(0, 6).toUpperCase());
  const columns = () => {
    const {
      placed: fresh,
      preparing,
      ready,
      'on-the-way': out,
    } = selectColumns(actor.getSnapshot());
    return {
      new: numbers(fresh),
      preparing: numbers(preparing),
      ready: numbers(ready),
      out: numbers(out),
    };
  };
  const done = () => numbers(selectDone(actor.getSnapshot()));
  const context = () => actor.getSnapshot().context;
  return {
    actor,
    load,
    move,
    refund,
    playChime,
    rememberMuted,
    emitted,
    update,
    onBoard,
    columns,
    done,
    context,
  };
}

describe('kitchenBoardMachine', () => {
  it('loads the open orders into their columns and the finished ones into Done, without a chime', async () => {
    const board = start();
    expect(board.actor.getSnapshot().value).toBe('loading');
    await board.onBoard();
    expect(board.columns()).toEqual({ new: ['3F9A2C'], preparing: ['B0B0B0'], ready: [], out: [] });
    expect(board.done()).toEqual(['D0D0D0']);
    expect(selectNewCount(board.actor.getSnapshot())).toBe(1);
    expect(board.playChime).not.toHaveBeenCalled();
  });

  it('a first load that fails waits for Try again', async () => {
    let fail = true;
    const board = start({
      loadOrders: async () => {
        if (fail) throw new TypeError('Failed to fetch');
        return [placed];
      },
    });
    await waitFor(board.actor, (snapshot) => snapshot.matches('loadFailed'));
    fail = false;
    board.actor.send({ type: 'board.retry' });
    await board.onBoard();
    expect(board.columns().new).toEqual(['3F9A2C']);
  });

  it('chimes when a new order arrives, once, and only for an order waiting to be accepted', async () => {
    const board = start();
    await board.onBoard();
    const arrival = kitchenOrder({ number: 'A11A11', minutesAgo: 0 });

    board.update({ type: 'orders.changed', orders: [placed, preparing, delivered, arrival] });
    expect(board.playChime).toHaveBeenCalledOnce();
    expect(board.columns().new).toEqual(['3F9A2C', 'A11A11']);
    expect(selectNewCount(board.actor.getSnapshot())).toBe(2);

    // The same orders again, and one that arrives already refused: nothing new to hear.
    const refused = kitchenOrder({
      number: 'E11E11',
      minutesAgo: 12,
      status: 'rejected',
      progress: { by: 'backend', reason: NO_ANSWER_REASON },
    });
    board.update({
      type: 'orders.changed',
      orders: [placed, preparing, delivered, arrival, refused],
    });
    expect(board.playChime).toHaveBeenCalledOnce();
    expect(board.done()).toEqual(['E11E11', 'D0D0D0']);

    // One order pushed on its own.
    board.update({
      type: 'order.changed',
      order: kitchenOrder({ number: 'A22A22', minutesAgo: 0 }),
    });
    expect(board.playChime).toHaveBeenCalledTimes(2);
    expect(board.columns().new).toEqual(['3F9A2C', 'A11A11', 'A22A22']);
  });

  it('keeps quiet while muted, and remembers the choice each time it changes', async () => {
    const board = start({ muted: true });
    await board.onBoard();
    board.update({
      type: 'order.changed',
      order: kitchenOrder({ number: 'A11A11', minutesAgo: 0 }),
    });
    expect(board.playChime).not.toHaveBeenCalled();

    board.actor.send({ type: 'chime.toggle' });
    expect(board.context().muted).toBe(false);
    board.update({
      type: 'order.changed',
      order: kitchenOrder({ number: 'A22A22', minutesAgo: 0 }),
    });
    expect(board.playChime).toHaveBeenCalledOnce();

    board.actor.send({ type: 'chime.toggle' });
    expect(board.rememberMuted.mock.calls).toEqual([[false], [true]]);
  });

  it('accepts an order with its preparation time: the ticket waits, then moves to Preparing', async () => {
    const reply = deferred<Order>();
    const board = start({ moveOrder: () => reply.promise });
    await board.onBoard();

    board.actor.send({
      type: 'order.move',
      orderId: placed._id,
      move: { status: 'preparing', prepMinutes: 25 },
    });
    expect(board.move).toHaveBeenCalledWith(placed._id, { status: 'preparing', prepMinutes: 25 });
    expect(selectBusy(board.actor.getSnapshot())).toEqual({ [placed._id]: 'preparing' });

    // A second press while the first is on its way asks for nothing.
    board.actor.send({
      type: 'order.move',
      orderId: placed._id,
      move: { status: 'rejected', reason: 'x' },
    });
    expect(board.move).toHaveBeenCalledOnce();

    reply.resolve(moved(placed, 'preparing', { prepMinutes: 25 }));
    await waitFor(board.actor, (snapshot) => Object.keys(selectBusy(snapshot)).length === 0);
    expect(board.columns()).toEqual({
      new: [],
      preparing: ['B0B0B0', '3F9A2C'],
      ready: [],
      out: [],
    });
    expect(selectNewCount(board.actor.getSnapshot())).toBe(0);
  });

  it('rejects an order with the reason: it goes to Done', async () => {
    const board = start({
      moveOrder: async () => moved(placed, 'rejected', { reason: 'Kitchen too busy' }),
    });
    await board.onBoard();
    board.actor.send({
      type: 'order.move',
      orderId: placed._id,
      move: { status: 'rejected', reason: 'Kitchen too busy' },
    });
    expect(board.move).toHaveBeenCalledWith(placed._id, {
      status: 'rejected',
      reason: 'Kitchen too busy',
    });
    await waitFor(board.actor, (snapshot) =>
      snapshot.context.orders.every((order) => order.status !== 'placed'),
    );
    expect(board.columns().new).toEqual([]);
    expect(board.done()).toEqual(['3F9A2C', 'D0D0D0']);
  });

  it('moves an accepted order on: Ready, Out for delivery, Delivered; never a step it cannot take', async () => {
    const board = start({
      moveOrder: async (_, move) => moved(preparing, move.status),
    });
    await board.onBoard();
    const step = async (status: 'ready' | 'on-the-way' | 'delivered') => {
      board.actor.send({ type: 'order.move', orderId: preparing._id, move: { status } });
      await waitFor(board.actor, (snapshot) =>
        snapshot.context.orders.some(
          (order) => order._id === preparing._id && order.status === status,
        ),
      );
    };

    // Not from Preparing straight to Delivered.
    board.actor.send({ type: 'order.move', orderId: preparing._id, move: { status: 'delivered' } });
    expect(board.move).not.toHaveBeenCalled();

    await step('ready');
    expect(board.columns().ready).toEqual(['B0B0B0']);
    await step('on-the-way');
    expect(board.columns().out).toEqual(['B0B0B0']);
    await step('delivered');
    expect(board.columns()).toEqual({ new: ['3F9A2C'], preparing: [], ready: [], out: [] });
    expect(board.done()).toEqual(['B0B0B0', 'D0D0D0']);
    expect(board.move.mock.calls.map(([, move]) => move.status)).toEqual([
      'ready',
      'on-the-way',
      'delivered',
    ]);
  });

  it('a conflict stays on the ticket with what happened, and the order comes as it is now', async () => {
    const conflict = 'Order 3F9A2C was cancelled by the shopper; it cannot be accepted.';
    const cancelled = moved(placed, 'cancelled');
    const board = start({
      moveOrder: async () => {
        throw new ApiError(409, conflict);
      },
    });
    await board.onBoard();
    board.load.mockResolvedValueOnce([cancelled, preparing, delivered]);

    board.actor.send({
      type: 'order.move',
      orderId: placed._id,
      move: { status: 'preparing', prepMinutes: 20 },
    });

    await waitFor(board.actor, (snapshot) => selectDone(snapshot).length === 2);
    expect(board.context().problems).toEqual({ [placed._id]: conflict });
    expect(selectBusy(board.actor.getSnapshot())).toEqual({});
    expect(board.columns().new).toEqual([]);
    expect(board.done()).toEqual(['3F9A2C', 'D0D0D0']);
    expect(board.load).toHaveBeenCalledTimes(2);
  });

  it('a call that gets no answer says so on its ticket, and the next try clears it', async () => {
    let fail = true;
    const board = start({
      moveOrder: async () => {
        if (fail) throw new TypeError('Failed to fetch');
        return moved(preparing, 'ready');
      },
    });
    await board.onBoard();
    const ready = {
      type: 'order.move',
      orderId: preparing._id,
      move: { status: 'ready' },
    } as const;

    board.actor.send(ready);
    await waitFor(
      board.actor,
      (snapshot) => snapshot.context.problems[preparing._id] !== undefined,
    );
    expect(board.context().problems[preparing._id]).toBe(NOT_REACHED);
    expect(board.load).toHaveBeenCalledOnce();

    fail = false;
    board.actor.send(ready);
    expect(board.context().problems).toEqual({});
    await waitFor(board.actor, () => board.columns().ready.length === 1);
  });

  it('a token the backend no longer takes ends the board, from a move', async () => {
    const board = start({
      moveOrder: async () => {
        throw new ApiError(401, INVALID_TOKEN);
      },
    });
    await board.onBoard();
    board.actor.send({ type: 'order.move', orderId: preparing._id, move: { status: 'ready' } });
    await waitFor(board.actor, (snapshot) => snapshot.matches('signedOut'));
    expect(board.emitted).toEqual([{ type: 'sessionEnded' }]);
  });

  it.each([
    [401, INVALID_TOKEN],
    [403, STAFF_ONLY],
  ])(
    'a token the backend no longer takes ends the board, from the first load (%d)',
    async (status, message) => {
      const board = start({
        loadOrders: async () => {
          throw new ApiError(status, message);
        },
      });
      await waitFor(board.actor, (snapshot) => snapshot.matches('signedOut'));
      expect(board.emitted).toEqual([{ type: 'sessionEnded' }]);
    },
  );

  it('updates that fail say the board may be behind; a 401 among them ends the board', async () => {
    const board = start();
    await board.onBoard();
    board.update({
      type: 'updates.failed',
      error: new ApiError(500, 'Something went wrong on the server. Please try again.'),
    });
    expect(board.context().updateProblem).toBe(
      'Something went wrong on the server. Please try again.',
    );
    board.update({ type: 'orders.changed', orders: [placed] });
    expect(board.context().updateProblem).toBeUndefined();

    board.update({ type: 'updates.failed', error: new ApiError(401, INVALID_TOKEN) });
    expect(board.actor.getSnapshot().value).toBe('signedOut');
    expect(board.emitted).toEqual([{ type: 'sessionEnded' }]);
  });

  it('asks again for a failed refund, only where one failed', async () => {
    const failed = kitchenOrder({
      number: 'F00F00',
      minutesAgo: 30,
      status: 'rejected',
      progress: { reason: 'Closing soon', paymentStatus: 'refund-failed' },
    });
    const reply = deferred<Order>();
    const board = start({ orders: [placed, failed], retryRefund: () => reply.promise });
    await board.onBoard();

    board.actor.send({ type: 'refund.retry', orderId: placed._id });
    expect(board.refund).not.toHaveBeenCalled();

    board.actor.send({ type: 'refund.retry', orderId: failed._id });
    expect(board.refund).toHaveBeenCalledWith(failed._id);
    expect(selectBusy(board.actor.getSnapshot())).toEqual({ [failed._id]: 'refund' });
    reply.resolve({ ...failed, paymentStatus: 'refunded' });
    await waitFor(board.actor, (snapshot) => Object.keys(selectBusy(snapshot)).length === 0);
    expect(selectDone(board.actor.getSnapshot())[0]?.paymentStatus).toBe('refunded');
  });

  it('searches Done by order number', async () => {
    const more = [
      kitchenOrder({ number: 'D0D0D1', minutesAgo: 60, status: 'delivered' }),
      kitchenOrder({ number: 'C0FFEE', minutesAgo: 10, status: 'cancelled' }),
    ];
    const board = start({ orders: [placed, delivered, ...more] });
    await board.onBoard();
    expect(board.done()).toEqual(['C0FFEE', 'D0D0D0', 'D0D0D1']);

    board.actor.send({ type: 'done.search', query: '#d0d0' });
    expect(board.done()).toEqual(['D0D0D0', 'D0D0D1']);
    board.actor.send({ type: 'done.search', query: 'c0ffee' });
    expect(board.done()).toEqual(['C0FFEE']);
    board.actor.send({ type: 'done.search', query: '3F9A2C' });
    expect(board.done()).toEqual([]);
    board.actor.send({ type: 'done.search', query: '' });
    expect(board.done()).toHaveLength(3);
  });

  it('a list asked for before a move came back does not undo the move', async () => {
    const board = start({ moveOrder: async () => moved(placed, 'preparing') });
    await board.onBoard();
    board.actor.send({
      type: 'order.move',
      orderId: placed._id,
      move: { status: 'preparing', prepMinutes: 20 },
    });
    await waitFor(board.actor, () => board.columns().new.length === 0);

    board.update({ type: 'orders.changed', orders: [placed, preparing, delivered] });

    expect(board.columns()).toEqual({
      new: [],
      preparing: ['B0B0B0', '3F9A2C'],
      ready: [],
      out: [],
    });
    expect(board.context().orders.find((order) => order._id === orderIdOf('3F9A2C'))?.status).toBe(
      'preparing',
    );
  });
});
