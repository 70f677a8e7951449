import { DELIVERY_CHARGE } from './constants';

/**
 * ₹ with Indian digit grouping, e.g. ₹1,23,456 (D2): the last three digits, then pairs, as
 * Intl.NumberFormat('en-IN') writes whole rupees. Written out because creating that formatter
 * takes 90-120 ms on a mid-range phone (4× CPU), a task in the first page's boot.
 */
export function formatRupees(amount: number): string {
  const whole = Math.round(Math.abs(amount));
  const digits = String(whole);
  const thousands = digits.slice(0, -3).replace(/\B(?=(\d{2})+$)/g, ',');
  const grouped = thousands ? `${thousands},${digits.slice(-3)}` : digits;
  const sign = amount < 0 || Object.is(amount, -0) ? '-' : '';
  return `${sign}₹${grouped}`;
}

export interface PricedLine {
  price: string;
  qty: number;
}

export interface Totals {
  items: number;
  delivery: number;
  total: number;
}

/** Items = sum of price × qty; total adds the flat delivery charge. */
export function cartTotals(lines: readonly PricedLine[]): Totals {
  const items = lines.reduce((sum, line) => sum + Number(line.price) * line.qty, 0);
  return { items, delivery: DELIVERY_CHARGE, total: items + DELIVERY_CHARGE };
}

/** What the payment provider is asked for: the total in paise. */
export const toPaise = (rupeesAmount: number): number => Math.round(rupeesAmount * 100);
