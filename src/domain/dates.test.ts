import { describe, expect, it } from 'vitest';
import { formatClockTime, formatOrderDate } from './dates';

describe('order dates', () => {
  it('shows the day the order was placed as dd-mm-yyyy', () => {
    const placed = new Date(2026, 10, 2, 9, 5).toISOString();
    expect(formatOrderDate(placed)).toBe('02-11-2026');
  });

  it.each([
    ['09:05', new Date(2026, 10, 2, 9, 5)],
    ['21:30', new Date(2026, 10, 2, 21, 30, 59)],
    ['00:00', new Date(2026, 10, 3, 0, 0)],
  ])('shows a time of day as hh:mm, 24-hour: %s', (text, time) => {
    expect(formatClockTime(time.toISOString())).toBe(text);
  });
});
