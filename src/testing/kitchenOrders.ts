import { findProduct } from '../backend/seed/catalog';
import { DEMO_ADDRESSES } from '../domain/demoAddresses';
import { cartTotals } from '../domain/money';
import type { OrderStatus } from '../domain/orderLifecycle';
import type { CartItem, Order } from '../domain/types';
import { progressAt, type ProgressOptions } from './orderProgress';
import { STORY_NOW } from './storyClock';

export interface KitchenOrderFixture {
  /** The short number the board shows: 6 hexadecimal digits, e.g. '3F9A2C'. */
  number: string;
  /** How long before `now` the shopper placed it. */
  minutesAgo: number;
  /** Where the kitchen has it: placed unless said. */
  status?: OrderStatus;
  /** [seed product id, quantity] of each line. */
  lines?: [productId: string, qty: number][];
  /** Index into DEMO_ADDRESSES. */
  address?: number;
  progress?: ProgressOptions;
  /** The stories' frozen time unless said. */
  now?: number;
}

const MINUTE = 60_000;

/** The id whose short number (`orderNumber`) is `number`. */
export const orderIdOf = (number: string) =>
  `${number.toLowerCase()}11-2222-4333-8444-555566667777`;

/**
 * An order as the kitchen's API returns it, placed `minutesAgo` before `now` and moved by people
 * to `status` (`progressAt`: accepted 2 minutes after placing, ready at 18, out at 20, delivered
 * at 33; refused after 1). For the kitchen's tests and stories.
 */
export function kitchenOrder({
  number,
  minutesAgo,
  status = 'placed',
  lines = [['prod-butter-chicken', 2]],
  address = 0,
  progress,
  now = STORY_NOW.getTime(),
}: KitchenOrderFixture): Order {
  const createdAt = new Date(now - minutesAgo * MINUTE).toISOString();
  const products = lines.map(([productId, qty]): CartItem => {
    const product = findProduct(productId);
    if (!product) throw new Error(`No seed dish with the id ${productId}`);
    return { ...product, qty, createdAt, updatedAt: createdAt };
  });
  const place = DEMO_ADDRESSES[address];
  if (!place) throw new Error(`No demo address number ${address}`);
  return {
    _id: orderIdOf(number),
    paymentId: `pay_${number}TestA1b2`,
    products,
    selectedAddress: { id: `addr-demo-${address}`, ...place },
    totalPrice: cartTotals(products).total,
    createdAt,
    ...progressAt(createdAt, status, progress),
  };
}
