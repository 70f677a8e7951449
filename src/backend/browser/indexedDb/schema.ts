import type { DBSchema } from 'idb';
import type { MenuDish } from '../../../domain/menu';
import type { TestTodo } from '../../../domain/types';
import type { StoredOrder, StoredUser } from '../../db';

export const DB_NAME = 'storefront';
export const DB_VERSION = 4;

/** One placed order, with the key of the user who placed it. */
export interface OrderRecord {
  user: string;
  order: StoredOrder;
}

/**
 * The menu (D42) in two records: every dish in menu order under 'dishes', and under 'revision'
 * the number of its last change, read alone on every catalog request. One record of dishes, not
 * one per dish: a first visit of the 10,000-dish build writes it in a few milliseconds rather
 * than seconds, and a change (rare: the kitchen's) rewrites it whole.
 */
export type MenuRecord =
  { key: 'dishes'; dishes: MenuDish[] } | { key: 'revision'; revision: number };

/**
 * One record per user (key: the email in lower case), one per order, one per test todo, and the
 * key that signs tokens. Orders and todos have auto-incremented keys, so among records with the
 * same index key the primary key keeps the order in which they were written.
 */
export interface StoreSchema extends DBSchema {
  users: { key: string; value: StoredUser };
  orders: {
    key: number;
    value: OrderRecord;
    indexes: {
      byId: string;
      byUserAndDate: [string, string];
      byPaymentId: string;
      byStatus: string;
      byDate: string;
    };
  };
  /** Each change of an order, numbered by its key (D41). */
  events: { key: number; value: { orderId: string } };
  todos: { key: number; value: TestTodo; indexes: { byId: string } };
  menu: { key: MenuRecord['key']; value: MenuRecord };
  keys: { key: 'signing'; value: Uint8Array };
}

export type StoreName = 'users' | 'orders' | 'events' | 'todos' | 'keys' | 'menu';
