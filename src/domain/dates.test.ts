import { describe, expect, it } from 'vitest';
import { formatOrderDate } from './dates';

describe('order dates', () => {
  it('shows the day the order was placed as dd-mm-yyyy', () => {
    const placed = new Date(2026, 10, 2, 9, 5).toISOString();
    expect(formatOrderDate(placed)).toBe('02-11-2026');
  });
});
