// Fixtures for the kitchen board's stories (not used by the components): a day's orders, and a
// kitchen's calls that answer as the backend would, for the stories to watch and steer.
import { fn } from 'storybook/test';
import { moved } from '../../backend/orderMoves';
import type { KitchenMove } from '../../domain/kitchen';
import { NO_ANSWER_REASON } from '../../domain/orderLifecycle';
import type { Order } from '../../domain/types';
import { kitchenOrder } from '../../testing/kitchenOrders';
import { manualClock } from '../../testing/manualClock';
import { STORY_NOW } from '../../testing/storyClock';
import type { KitchenBoardApi, OrdersListener } from './KitchenBoard';

/** The stories' frozen time, in Storybook as in its tests. */
export const storyClock = manualClock(STORY_NOW.getTime());

/** A lunchtime's orders: two new (one waiting too long), two cooking, one ready, one out, three done. */
export const dayOfOrders: Order[] = [
  kitchenOrder({
    number: '3F9A2C',
    minutesAgo: 4,
    lines: [
      ['prod-butter-chicken', 2],
      ['prod-biryani', 1],
    ],
  }),
  kitchenOrder({
    number: '7C1E55',
    minutesAgo: 11,
    lines: [['prod-margherita-pizza', 1]],
    address: 1,
  }),
  kitchenOrder({
    number: 'B0B0B0',
    minutesAgo: 9,
    status: 'preparing',
    lines: [
      ['prod-dim-sum', 2],
      ['prod-fried-rice', 1],
    ],
    address: 2,
  }),
  kitchenOrder({
    number: 'B1B1B1',
    minutesAgo: 26,
    status: 'preparing',
    lines: [['prod-lasagna', 1]],
  }),
  kitchenOrder({
    number: 'C0C0C0',
    minutesAgo: 19,
    status: 'ready',
    lines: [['prod-tiramisu', 3]],
    address: 3,
  }),
  kitchenOrder({
    number: 'D0D0D0',
    minutesAgo: 24,
    status: 'on-the-way',
    lines: [['prod-masala-dosa', 2]],
    address: 1,
  }),
  kitchenOrder({
    number: 'E0E0E0',
    minutesAgo: 70,
    status: 'delivered',
    lines: [['prod-gelato', 2]],
  }),
  kitchenOrder({
    number: 'E1E1E1',
    minutesAgo: 40,
    status: 'rejected',
    progress: { by: 'backend', reason: NO_ANSWER_REASON },
    lines: [['prod-peking-duck', 1]],
    address: 2,
  }),
  kitchenOrder({
    number: 'E2E2E2',
    minutesAgo: 12,
    status: 'cancelled',
    progress: { paymentStatus: 'refund-failed' },
    lines: [['prod-paneer-tikka', 1]],
  }),
];

/** A new order, placed at the stories' frozen time. */
export const arrival = (number: string) =>
  kitchenOrder({ number, minutesAgo: 0, lines: [['prod-chole-bhature', 2]], address: 4 });

/**
 * The kitchen's calls over `orders`, each a spy: a move answers the order moved as the backend
 * moves it (by Asha, at the stories' time), a refund answers it refunded. `push` and `fail`
 * stand in for the updates.
 */
export function fakeKitchen(orders: Order[]) {
  let listener: OrdersListener | undefined;
  let stored = orders;
  const find = (orderId: string) => {
    const order = stored.find(({ _id }) => _id === orderId);
    if (!order) throw new Error(`No order ${orderId} in the story`);
    return order;
  };
  const keep = (order: Order) => {
    stored = stored.map((old) => (old._id === order._id ? order : old));
    return order;
  };
  const api = {
    loadOrders: fn(async () => stored),
    followOrders: fn((next: OrdersListener) => {
      listener = next;
      return () => {
        listener = undefined;
      };
    }),
    moveOrder: fn(async (orderId: string, move: KitchenMove) =>
      keep(
        moved(
          find(orderId),
          { to: move.status, by: 'kitchen', staff: 'Asha', ...move },
          STORY_NOW.toISOString(),
        ),
      ),
    ),
    retryRefund: fn(async (orderId: string) =>
      keep({ ...find(orderId), paymentStatus: 'refunded' }),
    ),
  } satisfies KitchenBoardApi;
  return {
    api,
    /** Back to `orders`, the spies cleared: before each story. */
    reset() {
      stored = orders;
      listener = undefined;
      Object.values(api).forEach((spy) => spy.mockClear());
    },
    /** The backend's orders change, and the updates have not told the board yet. */
    replace(next: Order[]) {
      stored = next;
    },
    /** The updates bring these orders; the calls answer from them from now on. */
    push(next: Order[]) {
      stored = next;
      listener?.orders(next);
    },
    /** The updates could not reach the backend. */
    fail: (error: unknown) => listener?.failed(error),
  };
}
