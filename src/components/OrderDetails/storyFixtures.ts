// Fixtures for the order stories (not used by the components): seed dishes and demo addresses.
import { DEMO_ADDRESSES } from '../../domain/demoAddresses';
import { cartTotals } from '../../domain/money';
import type { OrderStatus } from '../../domain/orderLifecycle';
import type { Address, Order } from '../../domain/types';
import { progressAt, type ProgressOptions } from '../../testing/orderProgress';
import { cartItem } from '../Cart/storyFixtures';

export interface OrderFixture {
  id: string;
  createdAt: string;
  /** [seed product id, quantity] of each line. */
  lines: [productId: string, qty: number][];
  /** Index into DEMO_ADDRESSES, or a whole address. */
  address?: number | Address;
  /** Where the kitchen has it: delivered unless said. */
  status?: OrderStatus;
  progress?: ProgressOptions;
}

function demoAddress(index: number): Address {
  const address = DEMO_ADDRESSES[index];
  if (!address) throw new Error(`No demo address number ${index}`);
  return { id: `addr-demo-${index}`, ...address };
}

/**
 * An order as the orders API returns it, its total from `cartTotals` (items + ₹100), moved by
 * the kitchen to `status`.
 */
export function orderFixture({
  id,
  createdAt,
  lines,
  address = 0,
  status = 'delivered',
  progress,
}: OrderFixture): Order {
  const products = lines.map(([productId, qty]) => ({
    ...cartItem(productId, qty),
    createdAt,
    updatedAt: createdAt,
  }));
  const selectedAddress = typeof address === 'number' ? demoAddress(address) : address;
  return {
    _id: id,
    paymentId: `pay_${id.replace(/\W/g, '')}TestA1b2`,
    products,
    selectedAddress,
    totalPrice: cartTotals(products).total,
    createdAt,
    ...progressAt(createdAt, status, progress),
  };
}

/** 2 × Butter Chicken ₹250 + Biryani ₹200 + 3 × Gulab Jamun ₹120 = ₹1,060; ₹1,160 with delivery. */
export const novemberOrder = orderFixture({
  id: 'order-nov',
  createdAt: '2026-11-02T09:05:00Z',
  lines: [
    ['prod-butter-chicken', 2],
    ['prod-biryani', 1],
    ['prod-gulab-jamun', 3],
  ],
});

/** Margherita Pizza ₹300 + 2 × Tiramisu ₹180 = ₹660; ₹760 with delivery. */
export const octoberOrder = orderFixture({
  id: 'order-oct',
  createdAt: '2026-10-28T11:40:00Z',
  lines: [
    ['prod-margherita-pizza', 1],
    ['prod-tiramisu', 2],
  ],
  address: 1,
});

/** 4 × Dim Sum ₹220 = ₹880; ₹980 with delivery. */
export const septemberOrder = orderFixture({
  id: 'order-sep',
  createdAt: '2026-09-15T12:00:00Z',
  lines: [['prod-dim-sum', 4]],
  address: 2,
});
