// The API's routes, written once in ./routes/<resource>.ts: the handlers, the client,
// the request tester, the backend controls and the OpenAPI document all read them. Plain data,
// so the store's first paint names the routes it calls for a few bytes; each route's schemas are
// in ./contract, its summary and example body in ./routeDocs.

import { signup, login, guest, logout } from './routes/auth';
import { products, product, categories, category } from './routes/catalog';
import { cart, addToCart, quote, changeQuantity, removeFromCart } from './routes/cart';
import { wishlist, addToWishlist, removeFromWishlist } from './routes/wishlist';
import { addresses, addAddress, updateAddress, deleteAddress } from './routes/addresses';
import { orders, order, placeOrder, cancelOrder, orderEvents } from './routes/orders';
import {
  kitchenLogin,
  kitchenDemo,
  kitchenOrders,
  kitchenEvents,
  moveOrder,
  retryRefund,
  kitchenMenu,
  addDish,
  changeDish,
} from './routes/kitchen';
import { createPayment, testPayment } from './routes/payments';
import { todos, addTodo, deleteTodo, clearTodos } from './routes/todos';
import { reset, openApi, moveClock } from './routes/admin';
import { controls, addControl, turnOffControl, turnAllControlsOff } from './routes/controls';

export type Method = 'GET' | 'POST' | 'DELETE';

export interface ApiRoute {
  method: Method;
  /** The path, with `:name` for each path parameter. */
  path: string;
  /** Needs the session token in the authorization header. */
  auth: boolean;
  /** Kitchen staff only (D40): a shopper's token gets a 403. */
  staff?: true;
}

/**
 * Every route by name. One module per resource, so a bundle holds only the routes it calls; named
 * here rather than spread from namespaces, which would put those objects on the first paint
 * (backend/handlers/index.test.ts checks that no route is left out).
 */
export const ROUTES = {
  signup,
  login,
  guest,
  logout,
  products,
  product,
  categories,
  category,
  cart,
  addToCart,
  quote,
  changeQuantity,
  removeFromCart,
  wishlist,
  addToWishlist,
  removeFromWishlist,
  addresses,
  addAddress,
  updateAddress,
  deleteAddress,
  createPayment,
  testPayment,
  orders,
  order,
  placeOrder,
  cancelOrder,
  orderEvents,
  kitchenLogin,
  kitchenDemo,
  kitchenOrders,
  kitchenEvents,
  moveOrder,
  retryRefund,
  kitchenMenu,
  addDish,
  changeDish,
  todos,
  addTodo,
  deleteTodo,
  clearTodos,
  reset,
  openApi,
  moveClock,
  controls,
  addControl,
  turnOffControl,
  turnAllControlsOff,
};

export type RouteName = keyof typeof ROUTES;

/** The parameters a path names: '/api/user/cart/:productId' has { productId: string }. */
export type ParamsOf<Path extends string> = Path extends `${string}:${infer Name}/${infer Rest}`
  ? { [key in Name]: string } & ParamsOf<`/${Rest}`>
  : Path extends `${string}:${infer Name}`
    ? { [key in Name]: string }
    : Record<never, never>;

export type RouteParams<Name extends RouteName> = ParamsOf<(typeof ROUTES)[Name]['path']>;

/** Every route of the API. */
export const API_ROUTES: readonly ApiRoute[] = /* @__PURE__ */ Object.values(ROUTES);
