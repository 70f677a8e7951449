import * as v from 'valibot';
import { NAMED_MESSAGE } from './check';
import {
  CONTROL_PROBLEMS,
  CONTROL_REPLIES,
  CONTROL_ROUTES,
  MAX_DELAY_MS,
} from '../backendControls';
import { MAX_CART_QTY } from '../constants';
import { SIGNED_PAYMENT_REQUIRED } from '../paymentErrors';
import { DISH_PRICE, DISH_TEXT_LIMITS, MENU_ERRORS } from '../menu';
import { CATEGORY_NAMES } from '../types';
import {
  MAX_REASON_LENGTH,
  ORDER_STATUSES,
  PAYMENT_STATUSES,
  PREP_MINUTES,
} from '../orderLifecycle';

// The shapes the API reads and sends. A request that does not fit gets a 400 whose
// message is the first problem's: the spec's texts where it has them, else one naming the field.

/** The most characters each text field takes (D29); a field not named here takes 200. */
const TEXT_LIMITS: Record<string, number> = {
  email: 254,
  password: 128,
  firstName: 50,
  lastName: 50,
  name: 100,
  city: 60,
  profileState: 60,
  addressText: 300,
  paymentId: 100,
  orderId: 100,
  signature: 200,
  // A signed quote or payment: about 60 characters per dish of the cart.
  quote: 50_000,
  id: 50_000,
  ...DISH_TEXT_LIMITS,
};
const limitOf = (field: string) => TEXT_LIMITS[field] ?? 200;
const atMost = (field: string) =>
  v.maxLength<string, number, string>(
    limitOf(field),
    `${field} must be at most ${limitOf(field)} characters`,
  );

/** A trimmed, non-empty text within its field's limit, else '<field> is required'. */
const requiredText = (field: string) =>
  v.pipe(
    v.string(`${field} is required`),
    v.trim(),
    v.nonEmpty(`${field} is required`),
    atMost(field),
  );

/** A trimmed text within its field's limit; missing is ''. */
const optionalText = (field: string) =>
  v.optional(v.pipe(v.string(`${field} must be text`), v.trim(), atMost(field)), '');

type Message = string | ((issue: v.BaseIssue<unknown>) => string);

/**
 * An object read from a request. A missing key gets its entry's own message, the one a wrong
 * value there gets (valibot gives it the object's); anything but an object gets `message`.
 */
const fields = <Entries extends v.ObjectEntries>(entries: Entries, message?: string) =>
  v.object(entries, (issue) => {
    const missing = issue.path?.at(-1)?.key;
    if (typeof missing !== 'string' || issue.input !== undefined || !(missing in entries)) {
      return message ?? NAMED_MESSAGE;
    }
    const own = (entries[missing] as { message?: Message }).message;
    return typeof own === 'function' ? own(issue) : (own ?? `${missing} is required`);
  });

/** An object field: anything else is '<field> is required'. */
const requiredObject = <Entries extends v.ObjectEntries>(field: string, entries: Entries) =>
  fields(entries, `${field} is required`);

// Replies

const timestamps = { createdAt: v.string(), updatedAt: v.string() };

export const product = v.object({
  _id: v.string(),
  title: v.string(),
  description: v.string(),
  price: v.pipe(v.string(), v.description('A number as text, as the spec sends it: "250"')),
  url: v.string(),
  isVegetarian: v.boolean(),
  rating: v.number(),
  categoryName: v.picklist(CATEGORY_NAMES),
  restaurant: v.string(),
  soldOut: v.optional(v.boolean()),
});

/** A dish as the kitchen keeps it (D42). */
export const menuDish = v.object({
  ...product.entries,
  soldOut: v.boolean(),
  hidden: v.boolean(),
  version: v.number(),
});

export const category = v.object({
  _id: v.string(),
  categoryName: v.picklist(CATEGORY_NAMES),
  url: v.string(),
  description: v.string(),
});

export const wishlistItem = v.object({ ...product.entries, ...timestamps });
export const cartItem = v.object({ ...wishlistItem.entries, qty: v.number() });

export const user = v.object({
  _id: v.string(),
  firstName: v.string(),
  lastName: v.string(),
  email: v.string(),
  ...timestamps,
});

const addressFields = {
  name: v.string(),
  phone: v.string(),
  city: v.string(),
  pin: v.string(),
  profileState: v.string(),
  addressText: v.string(),
};
export const address = v.object({ id: v.string(), ...addressFields });

export const orderChange = v.object({
  status: v.picklist(ORDER_STATUSES),
  at: v.string(),
  by: v.picklist(['shopper', 'kitchen', 'backend']),
  staff: v.optional(v.string()),
  reason: v.optional(v.string()),
  prepMinutes: v.optional(v.number()),
});

export const order = v.object({
  _id: v.string(),
  paymentId: v.string(),
  products: v.array(cartItem),
  selectedAddress: address,
  totalPrice: v.number(),
  createdAt: v.string(),
  status: v.picklist(ORDER_STATUSES),
  paymentStatus: v.picklist(PAYMENT_STATUSES),
  deliverBy: v.string(),
  history: v.array(orderChange),
  revision: v.number(),
});

export const quote = v.object({
  id: v.string(),
  products: v.array(
    v.object({ _id: v.string(), title: v.string(), price: v.string(), qty: v.number() }),
  ),
  unavailable: v.array(
    v.object({ _id: v.string(), title: v.string(), soldOut: v.optional(v.literal(true)) }),
  ),
  delivery: v.number(),
  totalPrice: v.number(),
  expiresAt: v.string(),
});

export const payment = v.object({
  id: v.string(),
  orderId: v.string(),
  amount: v.number(),
  currency: v.literal('INR'),
  provider: v.picklist(['test', 'razorpay']),
  keyId: v.optional(v.string()),
});

export const paymentProof = v.object({
  orderId: v.string(),
  paymentId: v.string(),
  signature: v.string(),
});

export const todo = v.object({ _id: v.string(), title: v.string(), done: v.boolean() });

export const activeControl = v.object({
  id: v.string(),
  route: v.string(),
  reply: v.picklist(CONTROL_REPLIES),
  delayMs: v.number(),
});

export const message = v.object({ message: v.string() });

/** Every reply outside 200–299: the spec's error shape. */
export const errors = v.object({ errors: v.array(v.string()) });

export const session = <Key extends 'createdUser' | 'foundUser'>(userKey: Key) =>
  v.object({ [userKey]: user, encodedToken: v.string() } as {
    [name in Key]: typeof user;
  } & { encodedToken: v.StringSchema<undefined> });

// Requests

export const credentials = fields({
  email: requiredText('email'),
  password: v.pipe(
    v.string('password is required'),
    v.nonEmpty('password is required'),
    atMost('password'),
  ),
});

export const signupBody = fields({
  ...credentials.entries,
  firstName: optionalText('firstName'),
  lastName: optionalText('lastName'),
});

export const productChoice = fields({
  product: fields(
    { _id: v.pipe(v.string('product is required'), v.nonEmpty('product is required')) },
    'product is required',
  ),
});

const CART_ACTION_MESSAGE = "action.type must be 'increment' or 'decrement'";
export const cartActionBody = fields({
  action: fields(
    { type: v.picklist(['increment', 'decrement'], CART_ACTION_MESSAGE) },
    CART_ACTION_MESSAGE,
  ),
});

const addressEntries = {
  name: requiredText('name'),
  phone: requiredText('phone'),
  city: requiredText('city'),
  pin: requiredText('pin'),
  profileState: requiredText('profileState'),
  addressText: requiredText('addressText'),
};
const PHONE = /^\d{10}$/;
const PIN = /^\d{6}$/;

/** The address's phone 10 digits and its pin 6, checked once every field is there. */
const withPhoneAndPin = <Output extends { phone: string; pin: string }>(
  address: v.GenericSchema<unknown, Output>,
) =>
  v.pipe(
    address,
    v.check(({ phone }) => PHONE.test(phone), 'phone must be 10 digits'),
    v.check(({ pin }) => PIN.test(pin), 'pin must be 6 digits'),
  );

/** An address as a form sends it: every field, the phone 10 digits and the pin 6. */
export const addressInput = withPhoneAndPin(fields(addressEntries, 'address is required'));

export const addressBody = fields({ address: addressInput });

/** An address chosen at checkout: a saved one has its id, one typed there has none. */
const orderAddress = withPhoneAndPin(
  fields(
    { ...addressEntries, id: v.optional(v.pipe(v.string(), atMost('id'))) },
    'address is required',
  ),
);

const LIST_MESSAGE = 'products must be a non-empty list';
const QTY_MESSAGE = 'qty must be a whole number of at least 1';
export const orderLine = fields(
  {
    _id: v.string((issue) => `products contains an unknown product: ${String(issue.input)}`),
    qty: v.pipe(
      v.number(QTY_MESSAGE),
      v.integer(QTY_MESSAGE),
      v.minValue(1, QTY_MESSAGE),
      v.maxValue(MAX_CART_QTY, `qty must be at most ${MAX_CART_QTY}`),
    ),
  },
  'products contains an unknown product: undefined',
);

/**
 * An order as checkout sends it: paid through the payment the backend created (D33), with the
 * provider's payment id and signature. Its address may be one typed at checkout, without an id.
 */
export const orderBody = fields({
  order: requiredObject('order', {
    payment: fields(
      {
        id: requiredText('id'),
        paymentId: requiredText('paymentId'),
        signature: requiredText('signature'),
      },
      SIGNED_PAYMENT_REQUIRED,
    ),
    products: v.pipe(v.array(orderLine, LIST_MESSAGE), v.nonEmpty(LIST_MESSAGE)),
    address: orderAddress,
    totalPrice: v.number('totalPrice does not match the items'),
  }),
});

export const paymentBody = fields({ quote: requiredText('quote') });

export const testPaymentBody = fields({ orderId: requiredText('orderId') });

export const todoBody = fields({
  todo: requiredObject('todo', { title: requiredText('title') }),
});

const delayMs = (problem: string) =>
  v.pipe(
    v.number(problem),
    v.integer(problem),
    v.minValue(0, problem),
    v.maxValue(MAX_DELAY_MS, problem),
  );

export const controlBody = fields({
  control: requiredObject('control', {
    route: v.picklist(CONTROL_ROUTES, CONTROL_PROBLEMS.route),
    reply: v.picklist(CONTROL_REPLIES, CONTROL_PROBLEMS.reply),
    delayMs: delayMs(CONTROL_PROBLEMS.delayMs),
  }),
});

const MOVES = ['preparing', 'rejected', 'ready', 'on-the-way', 'delivered'] as const;
const MOVE_MESSAGE = `status must be one of ${MOVES.map((status) => `'${status}'`).join(', ')}`;
const PREP_MESSAGE = `prepMinutes must be a whole number from ${PREP_MINUTES.min} to ${PREP_MINUTES.max}`;
const REASON_MESSAGE = `reason must be at most ${MAX_REASON_LENGTH} characters`;

/**
 * The kitchen's move of an order (D38): accepting ('preparing') needs the preparation time,
 * rejecting a reason.
 */
export const moveBody = v.pipe(
  fields({
    status: v.picklist(MOVES, MOVE_MESSAGE),
    prepMinutes: v.optional(
      v.pipe(
        v.number(PREP_MESSAGE),
        v.integer(PREP_MESSAGE),
        v.minValue(PREP_MINUTES.min, PREP_MESSAGE),
        v.maxValue(PREP_MINUTES.max, PREP_MESSAGE),
      ),
    ),
    reason: v.optional(
      v.pipe(
        v.string('reason must be text'),
        v.trim(),
        v.maxLength(MAX_REASON_LENGTH, REASON_MESSAGE),
      ),
    ),
  }),
  v.check(
    ({ status, prepMinutes }) => status !== 'preparing' || prepMinutes !== undefined,
    PREP_MESSAGE,
  ),
  v.check(({ status, reason }) => status !== 'rejected' || Boolean(reason), 'reason is required'),
);

const SINCE_MESSAGE = 'since must be a date and time (ISO 8601)';
/** Since when the kitchen's day runs: the board's midnight; the last 24 hours without it. */
export const kitchenOrdersQuery = fields({
  since: v.optional(
    v.pipe(
      v.string(SINCE_MESSAGE),
      v.isoTimestamp(SINCE_MESSAGE),
      v.transform((since) => new Date(since).toISOString()),
    ),
  ),
});

const CLOCK_MESSAGE = 'minutes must be a whole number from 1 to 1440';
/** How far the backend's clock moves on: for tests of what time does (D38). */
export const clockBody = fields({
  minutes: v.pipe(
    v.number(CLOCK_MESSAGE),
    v.integer(CLOCK_MESSAGE),
    v.minValue(1, CLOCK_MESSAGE),
    v.maxValue(24 * 60, CLOCK_MESSAGE),
  ),
});

const MAX_PAGE = 100;
const LIMIT_MESSAGE = `limit must be a whole number from 1 to ${MAX_PAGE}`;
/** A page of orders (D23): `limit` (1–100, 20 when only `cursor` is given) after `cursor`. */
export const orderPageQuery = fields({
  limit: v.optional(
    v.pipe(
      v.string(LIMIT_MESSAGE),
      v.transform(Number),
      v.integer(LIMIT_MESSAGE),
      v.minValue(1, LIMIT_MESSAGE),
      v.maxValue(MAX_PAGE, LIMIT_MESSAGE),
    ),
  ),
  cursor: v.optional(v.string()),
});

/** A dish's price: whole rupees within DISH_PRICE, as text ("250"), as the API's prices are. */
const dishPrice = v.pipe(
  v.string(MENU_ERRORS.price),
  v.trim(),
  v.regex(/^\d{1,6}$/, MENU_ERRORS.price),
  v.check((price) => {
    const rupees = Number(price);
    return rupees >= DISH_PRICE.min && rupees <= DISH_PRICE.max;
  }, MENU_ERRORS.price),
  v.transform((price) => String(Number(price))),
);
const flag = (field: string) => v.boolean(`${field} must be true or false`);

/** A new dish (D42); its picture is one of the store's, which the backend checks. */
export const addDishBody = fields({
  dish: requiredObject('dish', {
    title: requiredText('title'),
    description: requiredText('description'),
    price: dishPrice,
    url: requiredText('url'),
    isVegetarian: flag('isVegetarian'),
    categoryName: v.picklist(
      CATEGORY_NAMES,
      `categoryName must be one of ${CATEGORY_NAMES.join(', ')}`,
    ),
    restaurant: requiredText('restaurant'),
  }),
});

const VERSION_MESSAGE = 'version must be the version of the dish you changed';
/** A change of a dish, on the version the kitchen saw (D42): at least one field changes. */
export const changeDishBody = v.pipe(
  fields({
    version: v.pipe(
      v.number(VERSION_MESSAGE),
      v.integer(VERSION_MESSAGE),
      v.minValue(1, VERSION_MESSAGE),
    ),
    soldOut: v.optional(flag('soldOut')),
    hidden: v.optional(flag('hidden')),
    price: v.optional(dishPrice),
    description: v.optional(requiredText('description')),
  }),
  v.check(
    (change) =>
      ['soldOut', 'hidden', 'price', 'description'].some(
        (key) => key in change && change[key as keyof typeof change] !== undefined,
      ),
    MENU_ERRORS.noChange,
  ),
);
