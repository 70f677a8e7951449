import { DELIVERY_CHARGE } from './constants';

const rupees = new Intl.NumberFormat('en-IN', {
  style: 'currency',
  currency: 'INR',
  maximumFractionDigits: 0,
});

/** ₹ with Indian digit grouping, e.g. ₹1,23,456 (D2). */
export const formatRupees = (amount: number): string => rupees.format(amount);

export interface PricedLine {
  price: string;
  qty: number;
}

export interface Totals {
  items: number;
  delivery: number;
  total: number;
}

/** Items = sum of price × qty; total adds the flat delivery charge (spec section 9). */
export function cartTotals(lines: readonly PricedLine[]): Totals {
  const items = lines.reduce((sum, line) => sum + Number(line.price) * line.qty, 0);
  return { items, delivery: DELIVERY_CHARGE, total: items + DELIVERY_CHARGE };
}

/** What the payment provider is asked for: the total in paise. */
export const toPaise = (rupeesAmount: number): number => Math.round(rupeesAmount * 100);
