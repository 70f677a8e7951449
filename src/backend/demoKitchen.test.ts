import { expect, it, vi } from 'vitest';
import { placedOrder, startBackendForEachTest } from '../testing/backendCalls';
import { runDemoKitchen } from './demoKitchen';
import { createOrderLife } from './orderLife';
import { createTestGateway } from './paymentGateway';

const { backend } = startBackendForEachTest();

it("moves each order on after its step's time, as a kitchen would, until it is delivered", async () => {
  vi.useFakeTimers({ toFake: ['Date'] });
  const placedAt = Date.parse('2026-12-05T12:00:00Z');
  vi.setSystemTime(placedAt);
  const { email, order } = await placedOrder();
  const { db } = backend();
  const life = createOrderLife({ db, gateway: createTestGateway() });
  const statusAfter = async (seconds: number) => {
    vi.setSystemTime(placedAt + seconds * 1000);
    await runDemoKitchen(db, life);
    return (await db.findOrder(email, order._id))!.status;
  };

  expect(await statusAfter(29)).toBe('placed');
  expect(await statusAfter(30)).toBe('preparing');
  expect(await statusAfter(89)).toBe('preparing');
  expect(await statusAfter(90)).toBe('ready');
  expect(await statusAfter(110)).toBe('on-the-way');
  expect(await statusAfter(170)).toBe('delivered');
  const stored = await db.findOrder(email, order._id);
  expect(stored!.history[1]).toMatchObject({
    by: 'kitchen',
    staff: 'Demo kitchen',
    prepMinutes: 5,
  });
  expect(stored!.deliverBy).toBe('2026-12-05T12:20:30.000Z');
});
