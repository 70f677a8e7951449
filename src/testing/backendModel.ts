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
import type { StoredOrder, StoredUser } from '../backend/db';
import {
  addReply,
  expectPlacedAsPaid,
  expectQuoted,
  priceNow,
  type MenuModel,
  type Predicted,
} from './menuModel';

/**
 * The property test's model of an account it acts as (D23): what the account must hold, changed
 * only by the 2xx replies to its own calls. Maps and sets keep the order of insertion, as the
 * stored lists do.
 */
export interface AccountModel {
  /** Product id → quantity, and the price the dish was added at (the cart keeps that copy). */
  cart: Map<string, { qty: number; price: string }>;
  /** Product id → the price the dish was added at. */
  wishlist: Map<string, string>;
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
    wishlist: new Map(),
    addresses: new Map([[starter.id, starter]]),
    orders: new Map(),
    tokenVersion: 0,
  };
}

/** What the model follows of an account, in a shape that `toEqual` compares. */
interface AccountView {
  cart: [string, number, string][];
  wishlist: [string, string][];
  addresses: Address[];
  /** [payment id, order id], oldest first. */
  orders: [string, string][];
  tokenVersion: number;
}

const modelView = (model: AccountModel): AccountView => ({
  cart: [...model.cart].map(([id, { qty, price }]) => [id, qty, price]),
  wishlist: [...model.wishlist],
  addresses: [...model.addresses.values()],
  orders: [...model.orders],
  tokenVersion: model.tokenVersion,
});

const ids = (items: { _id: string }[]) => items.map((item) => item._id);
const cartLines = (lines: CartItem[]) =>
  lines.map((line): [string, number, string] => [line._id, line.qty, line.price]);
const wishes = (items: WishlistItem[]) =>
  items.map((item): [string, string] => [item._id, item.price]);

/** `orders` as db.listOrders gives them: newest first. */
const storedView = (user: StoredUser, orders: StoredOrder[]): AccountView => ({
  cart: cartLines(user.cart),
  wishlist: wishes(user.wishlist),
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
  order?: { payment: { id: string; paymentId: string } };
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
  errors?: string[];
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

/** What a call meets beyond the caller's account: every account the test knows, and the menu. */
export interface SharedModels {
  everyone: AccountModel[];
  menu: MenuModel;
}

type Write = (model: AccountModel, call: UserCall, shared: SharedModels) => void;

/** A product is added once (the second time is a 409), to the cart with qty 1, at its price now. */
function addToCart(model: AccountModel, { body }: UserCall, { menu }: SharedModels) {
  const productId = body.product!._id;
  expect(model.cart.has(productId), `${productId} added to the cart twice`).toBe(false);
  model.cart.set(productId, { qty: 1, price: priceNow(menu, productId) });
}

/** One more or one less, never below 1 (D4) nor above MAX_CART_QTY (D29). */
function changeQuantity(model: AccountModel, { id, body }: UserCall) {
  const line = model.cart.get(id!);
  expect(line, `${id} is not in the cart`).toBeDefined();
  const increment = body.action!.type === 'increment';
  if (increment) expect(line!.qty, `${id} above ${MAX_CART_QTY}`).toBeLessThan(MAX_CART_QTY);
  line!.qty = increment ? line!.qty + 1 : Math.max(1, line!.qty - 1);
}

function addToWishlist(model: AccountModel, { body }: UserCall, { menu }: SharedModels) {
  const productId = body.product!._id;
  expect(model.wishlist.has(productId), `${productId} added to the wishlist twice`).toBe(false);
  model.wishlist.set(productId, priceNow(menu, productId));
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
 * order it placed, and nothing changes (200, D28). Either way the order is at the prices of the
 * quote its payment was made from.
 */
function placeOrder(
  model: AccountModel,
  { status, body, reply }: UserCall,
  { everyone, menu }: SharedModels,
) {
  const { payment } = body.order!;
  expect(payment, 'an order placed without a payment').toBeDefined();
  const { _id: orderId, paymentId } = reply.order!;
  expect(paymentId).toBe(payment.paymentId.trim());
  expectPlacedAsPaid(menu, payment.id, { status, order: reply.order! }, `payment ${paymentId}`);
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
function expectRepliedLists(
  model: AccountModel,
  menu: MenuModel,
  { url, reply }: UserCall,
  context: string,
) {
  const view = modelView(model);
  if (reply.cart) expect(cartLines(reply.cart), context).toEqual(view.cart);
  if (reply.wishlist) expect(wishes(reply.wishlist), context).toEqual(view.wishlist);
  if (reply.addresses) expect(reply.addresses, context).toEqual(view.addresses);
  if (reply.orders) {
    const replied = { ids: ids(reply.orders), nextCursor: reply.nextCursor };
    expect(replied, context).toEqual(expectedOrders(model, url));
  }
  if (reply.order) expect([...model.orders.values()], context).toContain(reply.order._id);
  if (reply.quote) expectQuoted(menu, quantitiesOf(model), reply.quote, context);
}

/** The caller's cart as a quote reads it: each dish and its quantity, in the cart's order. */
export const quantitiesOf = (model: AccountModel) =>
  [...model.cart].map(([id, { qty }]): [string, number] => [id, qty]);

/** The dish a body adds when it is `{product: {_id}}` and nothing else (any other is the schema's). */
function addedDish({ product, ...rest }: UserRequestBody): string | undefined {
  const exact =
    Object.keys(rest).length === 0 &&
    typeof product === 'object' &&
    product !== null &&
    Object.keys(product).join() === '_id';
  return exact && typeof product._id === 'string' ? product._id : undefined;
}

/**
 * The reply to an order of a payment the test made of the caller's quote: placed (201) even if
 * the menu changed since the quote, unless the quote had nothing to pay for (400) or the payment
 * placed an order already, the caller's (200) or another account's (409).
 */
function paidOrderReply(
  caller: AccountModel,
  { everyone, menu }: SharedModels,
  order: NonNullable<UserRequestBody['order']>,
): Predicted | undefined {
  const lines = menu.paid.get(order.payment.id);
  if (!lines) return undefined;
  if (lines.length === 0) return { status: 400 };
  const paymentId = order.payment.paymentId.trim();
  if (caller.orders.has(paymentId)) return { status: 200 };
  return { status: everyone.some((account) => account.orders.has(paymentId)) ? 409 : 201 };
}

/** The reply the model predicts: to adding a dish of the menu, or to an order the test paid. */
function predictedReply(
  caller: AccountModel,
  shared: SharedModels,
  { method, list, id, body }: UserCall,
): Predicted | undefined {
  if (method !== 'POST' || id !== undefined) return undefined;
  if (list === 'orders') {
    return body.order?.payment ? paidOrderReply(caller, shared, body.order) : undefined;
  }
  const dish = addedDish(body);
  if (dish === undefined || (list !== 'cart' && list !== 'wishlist')) return undefined;
  const listed = list === 'cart' ? caller.cart.has(dish) : caller.wishlist.has(dish);
  return addReply(shared.menu, list, dish, listed);
}

/**
 * Follows a call of the caller's to a user route: the reply is the one predicted, where the
 * model predicts one; a 2xx write changes its account in the model, and a 2xx reply's lists must
 * be the model's. A 409 to an order names a payment of another account's.
 */
export function followUserCall(
  caller: AccountModel,
  shared: SharedModels,
  call: UserCall,
  context: string,
) {
  const { everyone } = shared;
  const predicted = predictedReply(caller, shared, call);
  if (predicted) {
    const replied = `${context} → ${JSON.stringify(call.reply).slice(0, 300)}`;
    expect(call.status, replied).toBe(predicted.status);
    if (predicted.error) expect(call.reply.errors, context).toEqual([predicted.error]);
  }
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
  write?.(caller, call, shared);
  expectRepliedLists(caller, shared.menu, call, context);
}
