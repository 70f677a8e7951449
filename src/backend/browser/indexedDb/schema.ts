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
 * One dish of the menu (D42): its place on the menu, and the number of its last change, which
 * counts on across every dish (the menu's revision is the highest).
 */
export interface DishRecord {
  dish: MenuDish;
  position: number;
  change: number;
}

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
  dishes: { key: string; value: DishRecord; indexes: { byPosition: number; byChange: number } };
  keys: { key: 'signing'; value: Uint8Array };
}

export type StoreName = 'users' | 'orders' | 'events' | 'todos' | 'keys' | 'dishes';
