import { describe, expect, it } from 'vitest';
import { kitchenOrder, orderIdOf } from '../testing/kitchenOrders';
import { STORY_NOW } from '../testing/storyClock';
import {
  arrivals,
  boardColumns,
  deliveryArea,
  doneOrders,
  formatAgo,
  kitchenTitle,
  lateness,
  linesByRestaurant,
  matchesOrderNumber,
  mergeOrder,
  mergeOrders,
  outcomeOf,
  readyBy,
} from './kitchen';
import { NO_ANSWER_REASON } from './orderLifecycle';
import type { Order } from './types';

const NOW = STORY_NOW.getTime();
const MINUTE = 60_000;
const numbers = (orders: Order[]) => orders.map((order) => order._id.slice(0, 6).toUpperCase());

describe('the kitchen board', () => {
  it('puts each open order in its column, the longest waiting first', () => {
    const orders = [
      kitchenOrder({ number: 'AAAAA1', minutesAgo: 3 }),
      kitchenOrder({ number: 'AAAAA2', minutesAgo: 8 }),
      kitchenOrder({ number: 'BBBBB1', minutesAgo: 9, status: 'preparing' }),
      kitchenOrder({ number: 'CCCCC1', minutesAgo: 19, status: 'ready' }),
      kitchenOrder({ number: 'DDDDD1', minutesAgo: 25, status: 'on-the-way' }),
      kitchenOrder({ number: 'EEEEE1', minutesAgo: 40, status: 'delivered' }),
      kitchenOrder({ number: 'EEEEE2', minutesAgo: 5, status: 'cancelled' }),
    ];
    const columns = boardColumns(orders);
    expect(numbers(columns.placed)).toEqual(['AAAAA2', 'AAAAA1']);
    expect(numbers(columns.preparing)).toEqual(['BBBBB1']);
    expect(numbers(columns.ready)).toEqual(['CCCCC1']);
    expect(numbers(columns['on-the-way'])).toEqual(['DDDDD1']);
  });

  it.each([
    ['3F9A2C', true],
    ['#3f9a', true],
    [' 9A2 ', true],
    ['', true],
    ['3F9A2D', false],
    ['11', false],
  ])('finds order #3F9A2C by %j: %s', (query, found) => {
    expect(matchesOrderNumber({ _id: orderIdOf('3F9A2C') }, query)).toBe(found);
  });

  it('lists the finished orders, the last finished first, filtered by number', () => {
    const delivered = kitchenOrder({ number: 'D00001', minutesAgo: 70, status: 'delivered' });
    const cancelled = kitchenOrder({ number: 'C00001', minutesAgo: 5, status: 'cancelled' });
    const rejected = kitchenOrder({ number: 'D00002', minutesAgo: 30, status: 'rejected' });
    const open = kitchenOrder({ number: 'D00003', minutesAgo: 2 });
    const all = [delivered, cancelled, rejected, open];
    expect(numbers(doneOrders(all))).toEqual(['C00001', 'D00002', 'D00001']);
    expect(numbers(doneOrders(all, 'd0000'))).toEqual(['D00002', 'D00001']);
  });

  it('keeps the newer copy of an order: a list asked for before a move does not undo it', () => {
    const placed = kitchenOrder({ number: 'AAAAA1', minutesAgo: 5 });
    const accepted = kitchenOrder({ number: 'AAAAA1', minutesAgo: 5, status: 'preparing' });
    const other = kitchenOrder({ number: 'BBBBB1', minutesAgo: 1 });
    expect(mergeOrders([accepted], [placed, other])).toEqual([accepted, other]);
    expect(mergeOrders([placed, other], [accepted])).toEqual([accepted]);
    expect(mergeOrder([accepted, other], placed)).toEqual([accepted, other]);
    expect(mergeOrder([placed], other)).toEqual([placed, other]);
    const refunded = { ...accepted, paymentStatus: 'refunded' as const };
    expect(mergeOrder([accepted], refunded)).toEqual([refunded]);
  });

  it('names the arrivals: placed orders the board has not seen', () => {
    const seen = kitchenOrder({ number: 'AAAAA1', minutesAgo: 5 });
    const fresh = kitchenOrder({ number: 'BBBBB1', minutesAgo: 0 });
    const refusedAlready = kitchenOrder({ number: 'CCCCC1', minutesAgo: 12, status: 'rejected' });
    expect(arrivals([seen], [seen, fresh, refusedAlready])).toEqual([fresh]);
  });

  it.each([
    [0.5, 'Just now'],
    [1, '1 min ago'],
    [4.9, '4 min ago'],
    [60, '1 h ago'],
    [65, '1 h 5 min ago'],
  ])('says an order placed %d minutes ago was placed %j', (minutes, said) => {
    expect(formatAgo(new Date(NOW - minutes * MINUTE).toISOString(), NOW)).toBe(said);
  });

  it('marks a placed order late once it has waited longer than the time to answer', () => {
    const order = kitchenOrder({ number: 'AAAAA1', minutesAgo: 10 });
    expect(lateness(order, NOW)).toBeUndefined();
    expect(lateness(order, NOW + 1000)).toBe('Waiting 10 min, over the 10 min to answer');
    expect(lateness(order, NOW, 5)).toBe('Waiting 10 min, over the 5 min to answer');
  });

  it('marks an order in preparation late once past the time the kitchen promised it ready', () => {
    // Accepted 2 minutes after placing, with 16 minutes: due ready 18 minutes after placing.
    const order = kitchenOrder({ number: 'AAAAA1', minutesAgo: 18, status: 'preparing' });
    expect(readyBy(order)).toBe(new Date(NOW).toISOString());
    expect(lateness(order, NOW)).toBeUndefined();
    expect(lateness(order, NOW + 1000)).toBe('1 min past its ready time');
    expect(lateness(order, NOW + 7 * MINUTE)).toBe('7 min past its ready time');
    const ready = kitchenOrder({ number: 'AAAAA2', minutesAgo: 60, status: 'ready' });
    expect(lateness(ready, NOW)).toBeUndefined();
  });

  it('groups the lines by restaurant, in the order the shopper added them', () => {
    const order = kitchenOrder({
      number: 'AAAAA1',
      minutesAgo: 1,
      lines: [
        ['prod-butter-chicken', 2],
        ['prod-biryani', 1],
        ['prod-tandoori-chicken', 1],
      ],
    });
    expect(linesByRestaurant(order.products)).toEqual([
      {
        restaurant: 'Spice Delight',
        lines: [
          { id: 'prod-butter-chicken', title: 'Butter Chicken', qty: 2 },
          { id: 'prod-tandoori-chicken', title: 'Tandoori Chicken', qty: 1 },
        ],
      },
      {
        restaurant: 'Taste of India',
        lines: [{ id: 'prod-biryani', title: 'Biryani', qty: 1 }],
      },
    ]);
    expect(deliveryArea(order.selectedAddress)).toBe('Pune 411001');
  });

  it('says how a finished order ended', () => {
    const finished = (status: Order['status'], reason?: string, by?: 'kitchen' | 'backend') =>
      outcomeOf(
        kitchenOrder({ number: 'AAAAA1', minutesAgo: 40, status, progress: { reason, by } }),
      );
    expect(finished('delivered')).toBe('Delivered');
    expect(finished('cancelled')).toBe('Cancelled by shopper');
    expect(finished('rejected', 'Kitchen too busy')).toBe('Rejected: Kitchen too busy');
    expect(finished('rejected', NO_ANSWER_REASON, 'backend')).toBe(
      'Rejected: The restaurant did not answer in time.',
    );
    expect(finished('preparing')).toBeUndefined();
  });

  it('titles the tab with the count of new orders', () => {
    expect(kitchenTitle(0)).toBe('Kitchen — Cravings');
    expect(kitchenTitle(2)).toBe('(2) Kitchen — Cravings');
  });
});
