import { expect, it, vi } from 'vitest';
import type { Db } from './db';
import { createOrderLife } from './orderLife';
import { createTestGateway } from './paymentGateway';

// The board, the order pages and every move ask for the orders nobody answered: the backend
// looks at most once a second of its clock, and a call meanwhile waits for that look.

function lifeAt(start: number) {
  const clock = { now: start };
  const unansweredOrders = vi.fn(async () => [] as string[]);
  const db = { unansweredOrders } as Partial<Db> as Db;
  const life = createOrderLife({ db, gateway: createTestGateway(), now: () => clock.now });
  return { life, clock, unansweredOrders, looks: () => unansweredOrders.mock.calls.length };
}

it('looks once for calls in the same second, and again a second later', async () => {
  const { life, clock, looks } = lifeAt(Date.UTC(2026, 11, 5, 12));

  await Promise.all([life.rejectUnanswered(), life.rejectUnanswered()]);
  clock.now += 999;
  await life.rejectUnanswered();
  expect(looks()).toBe(1);

  clock.now += 1;
  await life.rejectUnanswered();
  expect(looks()).toBe(2);
});

it('looks again when the clock moves back, and after a look that failed', async () => {
  const { life, clock, unansweredOrders, looks } = lifeAt(Date.UTC(2026, 11, 5, 12));
  await life.rejectUnanswered();

  clock.now -= 1;
  await life.rejectUnanswered();
  expect(looks()).toBe(2);

  unansweredOrders.mockRejectedValueOnce(new Error('The database is away.'));
  clock.now += 5000;
  await expect(life.rejectUnanswered()).rejects.toThrow('away');
  await life.rejectUnanswered();
  expect(looks()).toBe(4);
});
