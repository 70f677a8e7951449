import { expect } from 'vitest';
import { MAX_CART_QTY } from '../domain/constants';
import { DEMO_ADDRESSES } from '../domain/demoAddresses';
import type {
  Address,
  AddressInput,
  CartAction,
  CartItem,
  Order,
  Quote,
  WishlistItem,
} from '../domain/types';
import { cartTotals } from '../domain/money';
import { findProduct } from '../backend/seed/catalog';
import type { StoredOrder, StoredUser } from '../backend/db';

/**
 * The property test's model of an account it acts as (D23): what the account must hold, changed
 * only by the 2xx replies to its own calls. Maps and sets keep the order of insertion, as the
 * stored lists do.
 */
export interface AccountModel {
  /** Product id → quantity. */
  cart: Map<string, number>;
  /** Product ids. */
  wishlist: Set<string>;
  /** By id. */
  addresses: Map<string, Address>;
  /** Payment id → order id, oldest order first. */
  orders: Map<string, string>;
  /** Moves on at each logout. */
  tokenVersion: number;
}

/** A new account, and the seeded guest: the first demo address and nothing else. */
export function newAccountModel(starterAddressId: string): AccountModel {
  const starter = { id: starterAddressId, ...DEMO_ADDRESSES[0]! };
  return {
    cart: new Map(),
    wishlist: new Set(),
    addresses: new Map([[starter.id, starter]]),
    orders: new Map(),
    tokenVersion: 0,
  };
}

/** What the model follows of an account, in a shape that `toEqual` compares. */
interface AccountView {
  cart: [string, number][];
  wishlist: string[];
  addresses: Address[];
  /** [payment id, order id], oldest first. */
  orders: [string, string][];
  tokenVersion: number;
}

const modelView = (model: AccountModel): AccountView => ({
  cart: [...model.cart],
  wishlist: [...model.wishlist],
  addresses: [...model.addresses.values()],
  orders: [...model.orders],
  tokenVersion: model.tokenVersion,
});

const ids = (items: { _id: string }[]) => items.map((item) => item._id);
const quantities = (lines: { _id: string; qty: number }[]) =>
  lines.map((line): [string, number] => [line._id, line.qty]);

/** `orders` as db.listOrders gives them: newest first. */
const storedView = (user: StoredUser, orders: StoredOrder[]): AccountView => ({
  cart: quantities(user.cart),
  wishlist: ids(user.wishlist),
  addresses: user.addresses,
  orders: orders.map((order): [string, string] => [order.paymentId, order._id]).reverse(),
  tokenVersion: user.tokenVersion ?? 0,
});

export function expectStoredAsModelled(
  model: AccountModel,
  stored: { user: StoredUser; orders: StoredOrder[] },
  context: string,
) {
  expect(storedView(stored.user, stored.orders), context).toEqual(modelView(model));
}

/** Whether the path has a percent-escape that does not decode: the backend answers it a 400. */
export function hasBrokenEscape(pathname: string): boolean {
  try {
    decodeURIComponent(pathname);
    return false;
  } catch {
    return true;
  }
}

/**
 * Whether the path names the route as the handlers' patterns match it: `*` before the route,
 * any case, one optional trailing slash.
 */
export const namesRoute = (pathname: string, route: string) =>
  !hasBrokenEscape(pathname) && pathname.replace(/\/$/, '').toLowerCase().endsWith(route);

type UserList = 'cart' | 'wishlist' | 'addresses' | 'orders';

const USER_ROUTE = /^.*\/api\/user\/(cart|wishlist|addresses|orders)(?:\/([^/]+))?\/?$/i;

/** The user route a path names, as `namesRoute` matches one, with its id parameter decoded. */
export function userRouteOf(pathname: string): { list: UserList; id?: string } | undefined {
  const match = hasBrokenEscape(pathname) ? null : USER_ROUTE.exec(pathname);
  if (!match) return undefined;
  const list = match[1]!.toLowerCase() as UserList;
  return match[2] === undefined ? { list } : { list, id: decodeURIComponent(match[2]) };
}

/** What the model reads of a request body that a user route took. */
export interface UserRequestBody {
  product?: { _id: string };
  action?: { type: CartAction };
  address?: AddressInput;
  order?: { payment: { paymentId: string } };
}

/** What the model reads of a user route's reply. */
export interface UserReply {
  cart?: CartItem[];
  wishlist?: WishlistItem[];
  addresses?: Address[];
  orders?: Order[];
  nextCursor?: string | null;
  order?: Order;
  quote?: Quote;
}

/** A call to a user route, as its handler took it. */
export interface UserCall {
  method: string;
  list: UserList;
  id?: string;
  url: URL;
  body: UserRequestBody;
  status: number;
  reply: UserReply;
}

/** The address as the backend keeps it: each field trimmed, nothing else. */
function addressOf(id: string, input: AddressInput): Address {
  const { name, phone, city, pin, profileState, addressText } = input;
  const fields = { name, phone, city, pin, profileState, addressText };
  const trimmed = Object.entries(fields).map(([key, value]) => [key, value.trim()]);
  return { id, ...(Object.fromEntries(trimmed) as AddressInput) };
}

type Write = (model: AccountModel, call: UserCall, everyone: AccountModel[]) => void;

/** A product is added once (the second time is a 409), to the cart with qty 1. */
function addToCart(model: AccountModel, { body }: UserCall) {
  const productId = body.product!._id;
  expect(model.cart.has(productId), `${productId} added to the cart twice`).toBe(false);
  model.cart.set(productId, 1);
}

/** One more or one less, never below 1 (D4) nor above MAX_CART_QTY (D29). */
function changeQuantity(model: AccountModel, { id, body }: UserCall) {
  const qty = model.cart.get(id!);
  expect(qty, `${id} is not in the cart`).toBeDefined();
  const increment = body.action!.type === 'increment';
  if (increment) expect(qty, `${id} above ${MAX_CART_QTY}`).toBeLessThan(MAX_CART_QTY);
  model.cart.set(id!, increment ? qty! + 1 : Math.max(1, qty! - 1));
}

function addToWishlist(model: AccountModel, { body }: UserCall) {
  const productId = body.product!._id;
  expect(model.wishlist.has(productId), `${productId} added to the wishlist twice`).toBe(false);
  model.wishlist.add(productId);
}

/** The new address has an id of the backend's: the one the reply adds. */
function addAddress(model: AccountModel, { body, reply }: UserCall) {
  const { id } = reply.addresses!.at(-1)!;
  expect(model.addresses.has(id), `address ${id} added twice`).toBe(false);
  model.addresses.set(id, addressOf(id, body.address!));
}

function editAddress(model: AccountModel, { id, body }: UserCall) {
  expect(model.addresses.has(id!), `address ${id} edited, not there`).toBe(true);
  model.addresses.set(id!, addressOf(id!, body.address!));
}

function deleteAddress(model: AccountModel, { id }: UserCall) {
  expect(model.addresses.delete(id!), `address ${id} deleted, not there`).toBe(true);
}

/**
 * A new payment places an order and empties the cart (201); the same payment again gets the
 * order it placed, and nothing changes (200, D28).
 */
function placeOrder(
  model: AccountModel,
  { status, body, reply }: UserCall,
  everyone: AccountModel[],
) {
  const { payment } = body.order!;
  expect(payment, 'an order placed without a payment').toBeDefined();
  const { _id: orderId, paymentId } = reply.order!;
  expect(paymentId).toBe(payment.paymentId.trim());
  if (status === 200) {
    expect(model.orders.get(paymentId), `payment ${paymentId} again`).toBe(orderId);
    return;
  }
  const placedBefore = everyone.some((account) => account.orders.has(paymentId));
  expect(placedBefore, `payment ${paymentId} placed a second order`).toBe(false);
  model.orders.set(paymentId, orderId);
  model.cart.clear();
}

/** What each write route's 2xx reply does to the caller's account; a GET changes nothing. */
const WRITES: Record<string, Write> = {
  'POST cart': addToCart,
  'POST cart/:id': changeQuantity,
  'DELETE cart/:id': (model, { id }) => model.cart.delete(id!),
  'POST wishlist': addToWishlist,
  'DELETE wishlist/:id': (model, { id }) => model.wishlist.delete(id!),
  'POST addresses': addAddress,
  'POST addresses/:id': editAddress,
  'DELETE addresses/:id': deleteAddress,
  'POST orders': placeOrder,
};

/** The orders a reply lists: all, newest first, or the page the query asks for (20 by default). */
function expectedOrders(model: AccountModel, url: URL) {
  const newestFirst = [...model.orders.values()].reverse();
  const limit = url.searchParams.get('limit');
  const cursor = url.searchParams.get('cursor');
  if (limit === null && cursor === null) return { ids: newestFirst, nextCursor: undefined };
  const start = cursor === null ? 0 : newestFirst.indexOf(cursor) + 1;
  const end = start + Number(limit ?? 20);
  const ids = newestFirst.slice(start, end);
  return { ids, nextCursor: end < newestFirst.length ? ids.at(-1) : null };
}

/** Every list a reply carries is the caller's, as the model has it. */
function expectRepliedLists(model: AccountModel, { url, reply }: UserCall, context: string) {
  const view = modelView(model);
  if (reply.cart) expect(quantities(reply.cart), context).toEqual(view.cart);
  if (reply.wishlist) expect(ids(reply.wishlist), context).toEqual(view.wishlist);
  if (reply.addresses) expect(reply.addresses, context).toEqual(view.addresses);
  if (reply.orders) {
    const replied = { ids: ids(reply.orders), nextCursor: reply.nextCursor };
    expect(replied, context).toEqual(expectedOrders(model, url));
  }
  if (reply.order) expect([...model.orders.values()], context).toContain(reply.order._id);
  // A quote (D28) is of the caller's cart, at the catalog's prices.
  if (reply.quote) {
    const { products, totalPrice } = reply.quote;
    expect(quantities(products), context).toEqual(view.cart);
    for (const line of products) expect(line.price, context).toBe(findProduct(line._id)?.price);
    expect(totalPrice, context).toBe(cartTotals(products).total);
  }
}

/**
 * Follows a call of the caller's to a user route: a 2xx write changes its account in the model,
 * and a 2xx reply's lists must be the model's. A 409 to an order names a payment of another
 * account's.
 */
export function followUserCall(
  caller: AccountModel,
  everyone: AccountModel[],
  call: UserCall,
  context: string,
) {
  if (call.status === 409 && call.method === 'POST' && call.list === 'orders' && !call.id) {
    const paymentId = call.body.order!.payment.paymentId.trim();
    const owner = everyone.find((account) => account.orders.has(paymentId));
    expect(owner !== undefined && owner !== caller, `409 for payment ${paymentId}`).toBe(true);
  }
  if (call.status < 200 || call.status >= 300) return;
  const route = `${call.method} ${call.list}${call.id === undefined ? '' : '/:id'}`;
  const write = WRITES[route];
  // A read: GET, or HEAD, which the server answers as GET without the body.
  const read = call.method === 'GET' || call.method === 'HEAD';
  expect(write !== undefined || read, `a 2xx to ${route}`).toBe(true);
  write?.(caller, call, everyone);
  expectRepliedLists(caller, call, context);
}
