import { expect } from 'vitest';
import { MENU_ERRORS, type MenuDish } from '../domain/menu';
import { cartTotals } from '../domain/money';
import type { Order, Product, Quote } from '../domain/types';
import { seedMenu } from '../backend/seed/catalog';

/**
 * The property test's model of the menu (D42): every dish as the kitchen keeps it, changed only
 * by the 200s to the kitchen's changes; and the lines of the quotes the test paid, which the
 * orders of those payments must be placed at, whatever the menu says by then.
 */
export interface MenuModel {
  /** Every dish by id, hidden ones too, in the menu's order. */
  dishes: Map<string, MenuDish>;
  /** The lines of the quote each payment the test made was made from, by the payment's id. */
  paid: Map<string, PricedLine[]>;
  /** The lines each order was placed with, by the order's id. */
  placed: Map<string, PricedLine[]>;
  /** How often each scenario of a changing menu happened, for the test's summary. */
  tally: Record<MenuTallied, number>;
}

/**
 * Changes made, and refused on a stale version; sold-out dishes refused to a cart; quotes of a cart
 * holding a sold-out or a hidden dish; orders placed at a price the menu changed since the quote,
 * or of a dish it sold out or hid since.
 */
export type MenuTallied =
  | 'menuChanges'
  | 'staleChanges'
  | 'soldOutRefused'
  | 'soldOutInCart'
  | 'hiddenInCart'
  | 'repricedAfterQuote'
  | 'unavailableAfterQuote';

/** A line as a quote promises it and an order keeps it: the dish, how many, at what price. */
export type PricedLine = [id: string, qty: number, price: string];

const pricedLines = (lines: { _id: string; qty: number; price: string }[]) =>
  lines.map(({ _id, qty, price }): PricedLine => [_id, qty, price]);

const seedDishes = () => new Map(seedMenu().map((dish) => [dish._id, dish]));

export const newMenuModel = (): MenuModel => ({
  dishes: seedDishes(),
  paid: new Map(),
  placed: new Map(),
  tally: {
    menuChanges: 0,
    staleChanges: 0,
    soldOutRefused: 0,
    soldOutInCart: 0,
    hiddenInCart: 0,
    repricedAfterQuote: 0,
    unavailableAfterQuote: 0,
  },
});

/** A reset: the seed's menu, and no payment or order left. */
export function afterResetMenu(model: MenuModel) {
  model.dishes = seedDishes();
  model.paid.clear();
  model.placed.clear();
}

const canBuy = (dish: MenuDish) => !dish.hidden && !dish.soldOut;

/** The first dish a cart takes now, in the menu's order. */
export function firstDishToBuy(model: MenuModel): MenuDish {
  const dish = [...model.dishes.values()].find(canBuy);
  expect(dish, 'a dish on the menu and not sold out').toBeDefined();
  return dish!;
}

/** The dish as a shopper's API sends it: without the kitchen's fields. */
const shoppersDish = ({ hidden: _hidden, version: _version, ...dish }: MenuDish): Product => dish;

const unknownDish = (id: string) => `The product "${id}" does not exist.`;

/** A reply the model predicts: its status; for an error its message, else a field of its body. */
export interface Predicted {
  status: number;
  error?: string;
  field?: [name: string, value: unknown];
}

/**
 * The reply to adding a dish of the menu to the cart or the wishlist: a hidden one is unknown
 * (404), a sold-out one cannot go to the cart (409), and a dish is listed once (409). Undefined
 * for an id the menu never had.
 */
export function addReply(
  model: MenuModel,
  list: 'cart' | 'wishlist',
  id: string,
  listed: boolean,
): Predicted | undefined {
  const dish = model.dishes.get(id);
  if (!dish) return undefined;
  if (dish.hidden) return { status: 404, error: unknownDish(id) };
  if (list === 'cart' && dish.soldOut) {
    model.tally.soldOutRefused += 1;
    return { status: 409, error: MENU_ERRORS.soldOut(dish.title) };
  }
  if (listed) return { status: 409, error: `${dish.title} is already in the ${list}.` };
  return { status: 201 };
}

/** The price a dish is added at now, to a cart or a wishlist: it keeps that copy. */
export const priceNow = (model: MenuModel, id: string) => model.dishes.get(id)!.price;

/**
 * A quote of the cart (dish → quantity, in the cart's order) is at the menu's prices now; the
 * dishes hidden or sold out are listed apart, and count for nothing.
 */
export function expectQuoted(
  model: MenuModel,
  cart: [id: string, qty: number][],
  quote: Quote,
  context: string,
) {
  const products: Quote['products'] = [];
  const unavailable: Quote['unavailable'] = [];
  for (const [_id, qty] of cart) {
    const { title, price, hidden, soldOut } = model.dishes.get(_id)!;
    if (hidden) unavailable.push({ _id, title });
    else if (soldOut) unavailable.push({ _id, title, soldOut: true });
    else products.push({ _id, title, price, qty });
  }
  const { products: quoted, unavailable: apart, totalPrice } = quote;
  expect({ products: quoted, unavailable: apart, totalPrice }, context).toEqual({
    products,
    unavailable,
    totalPrice: cartTotals(products).total,
  });
  if (unavailable.some((line) => line.soldOut)) model.tally.soldOutInCart += 1;
  if (unavailable.some((line) => !line.soldOut)) model.tally.hiddenInCart += 1;
}

/** The test paid the quote: the order of this payment is to be at the quote's lines. */
export function notePaid(model: MenuModel, paymentId: string, quote: Quote) {
  model.paid.set(paymentId, pricedLines(quote.products));
}

const totalOf = (lines: PricedLine[]) =>
  cartTotals(lines.map(([, qty, price]) => ({ qty, price }))).total;

/**
 * A new order (201) is at the lines of the quote its payment was made from, whatever the menu
 * says now; the same payment again (200) gets the order as it was placed.
 */
export function expectPlacedAsPaid(
  model: MenuModel,
  paymentId: string,
  { status, order }: { status: number; order: Order },
  context: string,
) {
  const lines = status === 201 ? model.paid.get(paymentId) : model.placed.get(order._id);
  const placed = { lines: pricedLines(order.products), totalPrice: order.totalPrice };
  expect(placed, context).toEqual({ lines, totalPrice: lines && totalOf(lines) });
  if (status !== 201) return;
  model.placed.set(order._id, lines!);
  const dishes = lines!.map(([id, , price]) => ({ dish: model.dishes.get(id)!, price }));
  if (dishes.some(({ dish, price }) => dish.price !== price)) model.tally.repricedAfterQuote += 1;
  if (dishes.some(({ dish }) => !canBuy(dish))) model.tally.unavailableAfterQuote += 1;
}

/** How stored orders break their prices: each at the lines it was placed with, and their total. */
export function orderPriceBreaks(model: MenuModel, orders: Order[]): string[] {
  const breaks: string[] = [];
  for (const order of orders) {
    const placed = model.placed.get(order._id);
    const lines = pricedLines(order.products);
    if (JSON.stringify(lines) !== JSON.stringify(placed)) {
      breaks.push(`${order._id} has ${JSON.stringify(lines)}, not ${JSON.stringify(placed)}`);
    }
    const total = cartTotals(order.products).total;
    if (order.totalPrice !== total) {
      breaks.push(`${order._id} totals ${order.totalPrice}, not ${total}`);
    }
  }
  return breaks;
}

/** The menu's routes: the shopper's catalog, and the kitchen's menu and change of a dish. */
type MenuRouteName = 'products' | 'product' | 'kitchenMenu' | 'changeDish';

/** Each route's method and path, as the handlers' patterns match it (`*` first, any case). */
const MENU_ROUTES: [MenuRouteName, string, RegExp][] = [
  ['products', 'GET', /^.*\/api\/products\/?$/i],
  ['product', 'GET', /^.*\/api\/products\/([^/]+)\/?$/i],
  ['kitchenMenu', 'GET', /^.*\/api\/kitchen\/menu\/?$/i],
  ['changeDish', 'POST', /^.*\/api\/kitchen\/menu\/([^/]+)\/?$/i],
];

export interface MenuRoute {
  name: MenuRouteName;
  /** The dish the path names, decoded. */
  id: string;
}

/** The menu route a call reaches, if any; for a path whose escapes decode. */
export function menuRouteOf(method: string, pathname: string): MenuRoute | undefined {
  for (const [name, routeMethod, pattern] of MENU_ROUTES) {
    const match = pattern.exec(pathname);
    if (match && method === routeMethod) return { name, id: decodeURIComponent(match[1] ?? '') };
  }
  return undefined;
}

/** A call to a menu route, and its reply. */
export interface MenuCall {
  route: MenuRoute;
  /** What the token is: a shopper's, the kitchen staff's, or none that is valid. */
  caller: 'shopper' | 'staff' | 'nobody';
  /** The body as a JSON object (empty for anything else). */
  body: Record<string, unknown>;
  status: number;
  /** The reply as a JSON object (empty for anything else). */
  reply: Record<string, unknown>;
}

/** The change of a dish as the test sends it: always one the route's schema takes. */
interface SentChange {
  version: number;
  soldOut?: boolean;
  hidden?: boolean;
  price?: string;
}

/**
 * The change on the dish's version is made (200) and moves it on; on another version it is a
 * 409 naming the dish, and changes nothing.
 */
function changeDish(model: MenuModel, { route, body }: MenuCall): Predicted {
  const dish = model.dishes.get(route.id);
  if (!dish) return { status: 404, error: unknownDish(route.id) };
  const { version, ...change } = body as unknown as SentChange;
  if (version !== dish.version) {
    model.tally.staleChanges += 1;
    return { status: 409, error: MENU_ERRORS.conflict(dish.title) };
  }
  const changed = { ...dish, ...change, version: dish.version + 1 };
  model.dishes.set(dish._id, changed);
  model.tally.menuChanges += 1;
  return { status: 200, field: ['dish', changed] };
}

/** Each route's reply, and the change a 200 makes. */
const PREDICT: Record<MenuRouteName, (model: MenuModel, call: MenuCall) => Predicted> = {
  products: (model) => ({
    status: 200,
    field: [
      'products',
      [...model.dishes.values()].filter((dish) => !dish.hidden).map(shoppersDish),
    ],
  }),
  product(model, { route }) {
    const dish = model.dishes.get(route.id)!;
    if (dish.hidden) return { status: 404, error: unknownDish(route.id) };
    return { status: 200, field: ['product', shoppersDish(dish)] };
  },
  kitchenMenu: (model) => ({ status: 200, field: ['dishes', [...model.dishes.values()]] }),
  changeDish,
};

const STAFF_ROUTES: MenuRouteName[] = ['kitchenMenu', 'changeDish'];

/**
 * Follows a call to a menu route: a catalog read shows the menu as the model has it (a dish's
 * page, for a dish the menu has); the kitchen's read shows every dish, and its change is made
 * on the dish's version only.
 */
export function followMenuCall(model: MenuModel, call: MenuCall, context: string) {
  const { route, caller, status, reply } = call;
  if (route.name === 'product' && !model.dishes.has(route.id)) return;
  const staffOnly = STAFF_ROUTES.includes(route.name);
  const expected: Predicted =
    staffOnly && caller === 'nobody'
      ? { status: 401 }
      : staffOnly && caller === 'shopper'
        ? { status: 403 }
        : PREDICT[route.name](model, call);
  expect(status, `${context} → ${JSON.stringify(reply).slice(0, 300)}`).toBe(expected.status);
  if (expected.error) expect(reply.errors, context).toEqual([expected.error]);
  if (expected.field) {
    const [name, value] = expected.field;
    expect(reply[name], `${name} in the reply to ${context}`).toEqual(value);
  }
}
