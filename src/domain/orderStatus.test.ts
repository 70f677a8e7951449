import { describe, expect, it } from 'vitest';
import { minutesUntil, ORDER_STEPS, orderProgress, orderStepLabel } from './orderStatus';

const createdAt = '2026-11-02T09:00:00.000Z';
const after = (minutes: number, seconds = 0) =>
  Date.parse(createdAt) + (minutes * 60 + seconds) * 1000;

describe('order status (D24)', () => {
  it.each([
    ['a clock behind the order', -1, 0, 'placed'],
    ['the moment it is placed', 0, 0, 'placed'],
    ['just under 5 minutes', 4, 59, 'placed'],
    ['5 minutes', 5, 0, 'preparing'],
    ['just under 15 minutes', 14, 59, 'preparing'],
    ['15 minutes', 15, 0, 'on-the-way'],
    ['just under 30 minutes', 29, 59, 'on-the-way'],
    ['30 minutes, the promise', 30, 0, 'delivered'],
    ['a day later', 24 * 60, 0, 'delivered'],
  ])('%s after placing: %s', (_name, minutes, seconds, status) => {
    expect(orderProgress(createdAt, after(minutes, seconds))).toEqual({
      status,
      deliverBy: '2026-11-02T09:30:00.000Z',
    });
  });

  it('names the four steps in order', () => {
    expect(ORDER_STEPS.map((step) => step.label)).toEqual([
      'Order placed',
      'Preparing',
      'On the way',
      'Delivered',
    ]);
    expect(orderStepLabel('on-the-way')).toBe('On the way');
  });

  it.each([
    ['at placing', 0, 0, 30],
    ['half a minute in', 0, 30, 30],
    ['a minute in', 1, 0, 29],
    ['the last seconds', 29, 59, 1],
    ['at the promise', 30, 0, 0],
    ['after it', 45, 0, 0],
  ])('minutes left %s', (_name, minutes, seconds, left) => {
    expect(minutesUntil('2026-11-02T09:30:00.000Z', after(minutes, seconds))).toBe(left);
  });
});
