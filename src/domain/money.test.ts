import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cartTotals, formatRupees, toPaise } from './money';

describe('money', () => {
  it('formats rupees with the ₹ sign and Indian digit grouping', () => {
    expect(formatRupees(250)).toBe('₹250');
    expect(formatRupees(123456)).toBe('₹1,23,456');
  });

  it('writes any amount as Intl.NumberFormat en-IN does, in whole rupees', () => {
    const intl = new Intl.NumberFormat('en-IN', {
      style: 'currency',
      currency: 'INR',
      maximumFractionDigits: 0,
    });
    const amounts = fc.oneof(
      fc.integer({ min: -1e9, max: 1e12 }),
      fc.double({ min: -1e6, max: 1e9, noNaN: true }),
    );
    fc.assert(fc.property(amounts, (amount) => formatRupees(amount) === intl.format(amount)));
  });

  it.each([
    ['one dish', [{ price: '250', qty: 1 }], 250, 350],
    ['quantities multiply the price', [{ price: '120', qty: 3 }], 360, 460],
    [
      'several lines add up',
      [
        { price: '250', qty: 2 },
        { price: '90', qty: 1 },
        { price: '320', qty: 4 },
      ],
      1870,
      1970,
    ],
    ['an empty cart still shows the delivery charge', [], 0, 100],
  ])('totals for %s: items + ₹100 delivery', (_name, lines, items, total) => {
    expect(cartTotals(lines)).toEqual({ items, delivery: 100, total });
  });

  it('asks the payment provider for the total in paise', () => {
    expect(toPaise(cartTotals([{ price: '250', qty: 2 }]).total)).toBe(60000);
  });
});
