import { describe, expect, it } from 'vitest';
import {
  canMove,
  isAsNew,
  isOpen,
  isRefused,
  minutesAfter,
  minutesUntil,
  NO_ANSWER_REASON,
  ORDER_STATUSES,
  ORDER_STEPS,
  orderNumber,
  orderStepLabel,
  placedProgress,
  refusal,
  TRANSITIONS,
  type Actor,
  type OrderChange,
} from './orderLifecycle';

const createdAt = '2026-11-02T09:00:00.000Z';
const after = (minutes: number, seconds = 0) =>
  Date.parse(createdAt) + (minutes * 60 + seconds) * 1000;

const ACTORS: Actor[] = ['shopper', 'kitchen', 'backend'];

describe('order lifecycle (D38)', () => {
  it('allows exactly these moves, each to one kind of actor', () => {
    expect(TRANSITIONS.map(({ from, to, by }) => `${from} → ${to} by ${by}`)).toEqual([
      'placed → preparing by kitchen',
      'placed → rejected by kitchen',
      'placed → rejected by backend',
      'placed → cancelled by shopper',
      'preparing → ready by kitchen',
      'ready → on-the-way by kitchen',
      'on-the-way → delivered by kitchen',
    ]);
  });

  it.each([
    ['the kitchen accepts a placed order', 'placed', 'preparing', 'kitchen', true],
    ['the kitchen rejects a placed order', 'placed', 'rejected', 'kitchen', true],
    ['the backend rejects an unanswered order', 'placed', 'rejected', 'backend', true],
    ['the shopper cancels a placed order', 'placed', 'cancelled', 'shopper', true],
    ['the kitchen marks it ready', 'preparing', 'ready', 'kitchen', true],
    ['the kitchen sends it out', 'ready', 'on-the-way', 'kitchen', true],
    ['the kitchen marks it delivered', 'on-the-way', 'delivered', 'kitchen', true],
    ['the shopper cannot accept it', 'placed', 'preparing', 'shopper', false],
    ['the backend cannot accept it', 'placed', 'preparing', 'backend', false],
    ['the kitchen cannot cancel it for the shopper', 'placed', 'cancelled', 'kitchen', false],
    ['the shopper cannot reject it', 'placed', 'rejected', 'shopper', false],
    ['the shopper cannot cancel once it is accepted', 'preparing', 'cancelled', 'shopper', false],
    ['the kitchen cannot reject once it accepted', 'preparing', 'rejected', 'kitchen', false],
    ['no step is skipped', 'preparing', 'on-the-way', 'kitchen', false],
    ['no step goes back', 'ready', 'preparing', 'kitchen', false],
    ['a delivered order stays delivered', 'delivered', 'on-the-way', 'kitchen', false],
    ['a cancelled order is not accepted after all', 'cancelled', 'preparing', 'kitchen', false],
    ['a rejected order is not cancelled after all', 'rejected', 'cancelled', 'shopper', false],
  ] as const)('%s: %s → %s by %s is %s', (_name, from, to, by, allowed) => {
    expect(canMove(from, to, by)).toBe(allowed);
  });

  it('allows no move out of delivered, rejected or cancelled, by anyone', () => {
    for (const from of ['delivered', 'rejected', 'cancelled'] as const) {
      for (const to of ORDER_STATUSES) {
        for (const by of ACTORS) expect(canMove(from, to, by)).toBe(false);
      }
    }
  });

  it('counts the statuses the kitchen still has to act on as open, and the refused ones apart', () => {
    expect(ORDER_STATUSES.filter(isOpen)).toEqual(['placed', 'preparing', 'ready', 'on-the-way']);
    expect(ORDER_STATUSES.filter(isRefused)).toEqual(['rejected', 'cancelled']);
  });

  it('a new order is placed by the shopper, paid, and promised within 30 minutes', () => {
    expect(placedProgress(createdAt)).toEqual({
      status: 'placed',
      paymentStatus: 'paid',
      deliverBy: '2026-11-02T09:30:00.000Z',
      history: [{ status: 'placed', at: createdAt, by: 'shopper' }],
      revision: 1,
    });
    expect(minutesAfter(createdAt, 45)).toBe('2026-11-02T09:45:00.000Z');
  });

  it('of two copies of an order, the one with the higher revision is the newer (D41)', () => {
    const placed = placedProgress(createdAt);
    const accepted = { ...placed, status: 'preparing' as const, revision: 2 };
    expect(isAsNew(accepted, placed)).toBe(true);
    expect(isAsNew(placed, placed)).toBe(true);
    expect(isAsNew(placed, accepted)).toBe(false);
  });

  it('names the five steps in order, and the two ends that are not steps', () => {
    expect(ORDER_STEPS.map((step) => step.label)).toEqual([
      'Order placed',
      'Preparing',
      'Ready',
      'On the way',
      'Delivered',
    ]);
    expect(ORDER_STEPS.map((step) => step.status)).toEqual([
      'placed',
      'preparing',
      'ready',
      'on-the-way',
      'delivered',
    ]);
    expect(ORDER_STATUSES.map(orderStepLabel)).toEqual([
      'Order placed',
      'Preparing',
      'Ready',
      'On the way',
      'Delivered',
      'Rejected',
      'Cancelled',
    ]);
  });

  describe('refusal', () => {
    const placed: OrderChange = { status: 'placed', at: createdAt, by: 'shopper' };
    const at = minutesAfter(createdAt, 10);

    it('is the change that rejected the order, with its reason and who made it', () => {
      const byBackend: OrderChange = {
        status: 'rejected',
        at,
        by: 'backend',
        reason: NO_ANSWER_REASON,
      };
      expect(refusal({ status: 'rejected', history: [placed, byBackend] })).toBe(byBackend);

      const byKitchen: OrderChange = {
        status: 'rejected',
        at,
        by: 'kitchen',
        staff: 'Asha',
        reason: 'Our tandoor is down tonight.',
      };
      expect(refusal({ status: 'rejected', history: [placed, byKitchen] })).toEqual(byKitchen);
    });

    it('is the shopper’s cancelling, for a cancelled order', () => {
      const cancelled: OrderChange = { status: 'cancelled', at, by: 'shopper' };
      expect(refusal({ status: 'cancelled', history: [placed, cancelled] })).toBe(cancelled);
    });

    it('is nothing for an order on its way or delivered', () => {
      for (const status of ['placed', 'preparing', 'delivered'] as const) {
        expect(refusal({ status, history: [placed] })).toBeUndefined();
      }
    });
  });

  it.each([
    ['at placing', 0, 0, 30],
    ['half a minute in', 0, 30, 30],
    ['a minute in', 1, 0, 29],
    ['the last seconds', 29, 59, 1],
    ['at the promise', 30, 0, 0],
    ['after it', 45, 0, 0],
    ['on a clock behind the order', -2, 0, 32],
  ])('minutes left %s', (_name, minutes, seconds, left) => {
    expect(minutesUntil('2026-11-02T09:30:00.000Z', after(minutes, seconds))).toBe(left);
  });

  it.each([
    ['a UUID', '3f9a2c1d-7b4e-4c2a-9d8e-0123456789ab', '3F9A2C'],
    ['a UUID with a dash in its first six', '3f9a2-c1d-7b4e', '3F9A2C'],
    ['a short id', 'ab1', 'AB1'],
  ])('the short number of %s', (_name, id, number) => {
    expect(orderNumber(id)).toBe(number);
  });
});
