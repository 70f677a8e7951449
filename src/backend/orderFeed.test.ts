import { expect, it, vi } from 'vitest';
import { startBackendForEachTest } from '../testing/backendCalls';
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
