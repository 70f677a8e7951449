import { expect, it, vi } from 'vitest';
import {
  call,
  kitchenToken,
  placedOrder,
  signUp,
  startBackendForEachTest,
} from '../testing/backendCalls';
import type { Order } from '../domain/types';
import { userKey } from './db';
import { createOrderFeed } from './orderFeed';

const { backend } = startBackendForEachTest();

it('knows whether a kitchen board is open, and ticks only while anyone watches', async () => {
  vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
  const tick = vi.fn(async () => {});
  const feed = createOrderFeed(backend().db, { tick, tickMs: 1000 });
  vi.advanceTimersByTime(5000);
  expect(tick).not.toHaveBeenCalled();

  const stopShopper = await feed.watch({
    kitchen: false,
    owner: 'guest@example.com',
    send: () => {},
  });
  const stopKitchen = await feed.watch({ kitchen: true, send: () => {} });
  expect(feed.kitchenWatching()).toBe(true);
  vi.advanceTimersByTime(2000);
  expect(tick).toHaveBeenCalledTimes(2);

  stopKitchen();
  expect(feed.kitchenWatching()).toBe(false);
  stopShopper();
  vi.advanceTimersByTime(5000);
  expect(tick).toHaveBeenCalledTimes(2);
});

it("tells each change to the kitchen and to its owner's watchers only, each once", async () => {
  const feed = createOrderFeed(backend().db);
  const kitchen = await kitchenToken();
  const mine = await placedOrder(signUp('mine@example.com'));
  const theirs = await placedOrder(signUp('theirs@example.com'));
  const told = new Map<string, string[]>();
  const seqs: number[] = [];
  const watch = (name: string, owner?: string, after?: number) => {
    told.set(name, []);
    return feed.watch(
      {
        kitchen: owner === undefined,
        owner: owner && userKey(owner),
        send: ({ seq, order }) => {
          told.get(name)!.push(`${seq} ${order._id}`);
          if (name === 'board') seqs.push(seq);
        },
      },
      after,
    );
  };
  const move = async (orderId: string, status: string) => {
    const body = { status, ...(status === 'preparing' && { prepMinutes: 20 }) };
    await call('POST', `/api/kitchen/orders/${orderId}/status`, { token: kitchen, body });
  };
  await watch('board');
  await watch('mine', mine.email);
  await watch('mine too', mine.email);
  await watch('theirs', theirs.email);

  await move(theirs.order._id, 'preparing');
  await move(mine.order._id, 'preparing');
  await move(theirs.order._id, 'ready');
  feed.wake();
  await vi.waitFor(() => expect(told.get('board')).toHaveLength(3));
  // Caught up past what the others were told: the change comes once all the same.
  await move(mine.order._id, 'ready');
  await watch('mine again', mine.email, seqs[0]);
  feed.wake();
  await vi.waitFor(() => expect(told.get('board')).toHaveLength(4));

  const board = told.get('board')!;
  const of = ({ order }: { order: Order }) => board.filter((change) => change.endsWith(order._id));
  expect(board.map((change) => change.split(' ')[1])).toEqual(
    [theirs, mine, theirs, mine].map(({ order }) => order._id),
  );
  expect(Object.fromEntries(told)).toEqual({
    board,
    mine: of(mine),
    'mine too': of(mine),
    'mine again': of(mine),
    theirs: of(theirs),
  });
});

it('reads at most every 50 ms, however often it is woken', async () => {
  const { db } = backend();
  const read = db.orderEventsAfter.bind(db);
  const starts: number[] = [];
  vi.spyOn(db, 'orderEventsAfter').mockImplementation((seq, limit) => {
    starts.push(performance.now());
    return read(seq, limit);
  });
  const feed = createOrderFeed(db);
  await feed.watch({ kitchen: true, send: () => {} });

  for (let wakes = 0; wakes < 20; wakes += 1) {
    feed.wake();
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
  await new Promise((resolve) => setTimeout(resolve, 100));

  expect(starts.length).toBeGreaterThan(1);
  // Timers may fire a millisecond early.
  const gaps = starts.slice(1).map((start, index) => start - starts[index]!);
  expect(Math.min(...gaps)).toBeGreaterThanOrEqual(45);
});
