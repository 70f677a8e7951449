import type { HttpHandler } from 'msw';
import type { Db } from '../db';
import { addressHandlers } from './addresses';
import { adminHandlers } from './admin';
import { authHandlers } from './auth';
import { cartHandlers } from './cart';
import { categoryHandlers } from './categories';
import { fallbackHandlers, malformedPathHandlers } from './fallback';
import { orderHandlers } from './orders';
import { productHandlers } from './products';
import { testTodoHandlers } from './testTodos';
import { wishlistHandlers } from './wishlist';

/**
 * The handlers by resource, so a story can override one key at a time. MSW tries handlers in
 * order, so `malformed` is the first key and `fallback` the last.
 */
export interface MockHandlers {
  malformed: HttpHandler[];
  auth: HttpHandler[];
  products: HttpHandler[];
  categories: HttpHandler[];
  cart: HttpHandler[];
  wishlist: HttpHandler[];
  addresses: HttpHandler[];
  orders: HttpHandler[];
  testTodos: HttpHandler[];
  admin: HttpHandler[];
  fallback: HttpHandler[];
}

export function createHandlers(db: Db): MockHandlers {
  return {
    malformed: malformedPathHandlers(),
    auth: authHandlers(db),
    products: productHandlers(),
    categories: categoryHandlers(),
    cart: cartHandlers(db),
    wishlist: wishlistHandlers(db),
    addresses: addressHandlers(db),
    orders: orderHandlers(db),
    testTodos: testTodoHandlers(db),
    admin: adminHandlers(db),
    fallback: fallbackHandlers(),
  };
}
