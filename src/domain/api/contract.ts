import * as v from 'valibot';
import {
  EMAIL_EXISTS,
  INVALID_CREDENTIALS,
  INVALID_TOKEN,
  QUOTE_INVALID,
  UNREGISTERED_EMAIL,
} from '../apiError';
import { KITCHEN_DEMO_OFF, LAST_EVENT_ID_INVALID, STAFF_ONLY } from '../kitchenErrors';
import { MENU_ERRORS } from '../menu';
import {
  PAYMENT_INVALID,
  PAYMENT_MISMATCH,
  PAYMENT_REQUIRED,
  PROVIDER_UNAVAILABLE,
  SIGNATURE_INVALID,
  SIGNED_PAYMENT_REQUIRED,
  TEST_PROVIDER_OFF,
} from '../paymentErrors';
import type { RouteName } from './routes';
import * as s from './schemas';

// What each route of ./routes reads and answers. Loaded with the backend and the
// pages that check replies, never on the store's first paint.

type Schema = v.GenericSchema;

export interface RouteContract {
  body?: Schema;
  query?: Schema;
  /** The reply's body by status, for each status in 200–299. */
  replies: Partial<Record<200 | 201, Schema>>;
  /** A stream of server-sent events instead (D41): each event's data. */
  events?: Schema;
  /** The error replies by status, with the texts the route may send (the spec's where it has them). */
  errors?: Partial<Record<400 | 401 | 403 | 404 | 409 | 422 | 503, string[]>>;
}

/** A reply of one list: { [key]: item[] }. */
const list = <Key extends string, Item extends Schema>(key: Key, item: Item) =>
  v.object({ [key]: v.array(item) } as { [name in Key]: v.ArraySchema<Item, undefined> });

const SIGNED_IN = {
  401: [INVALID_TOKEN],
  404: [UNREGISTERED_EMAIL],
};
/** Kitchen routes (D40): a shopper's token is a 403. */
const STAFF = { ...SIGNED_IN, 403: [STAFF_ONLY] };
const orderReply = v.object({ order: s.order });
const dishReply = v.object({ dish: s.menuDish });
const MOVE_CONFLICT = 'Order <number> was cancelled by the shopper; it cannot be accepted.';
const carts = list('cart', s.cartItem);
const wishlists = list('wishlist', s.wishlistItem);
const addressList = list('addresses', s.address);
const todoList = list('todos', s.todo);
const controlList = list('controls', s.activeControl);
const notFound = (kind: string) => [`The ${kind} "<id>" does not exist.`];

export const CONTRACT = {
  signup: {
    body: s.signupBody,
    replies: { 201: s.session('createdUser') },
    errors: { 400: ['email is required', 'password is required'], 422: [EMAIL_EXISTS] },
  },
  login: {
    body: s.credentials,
    replies: { 200: s.session('foundUser') },
    errors: {
      400: ['email is required', 'password is required'],
      401: [INVALID_CREDENTIALS],
      404: [UNREGISTERED_EMAIL],
    },
  },
  guest: { replies: { 200: s.session('foundUser') } },
  logout: { replies: { 200: s.message }, errors: SIGNED_IN },
  products: { replies: { 200: list('products', s.product) } },
  product: {
    replies: { 200: v.object({ product: s.product }) },
    errors: { 404: notFound('product') },
  },
  categories: { replies: { 200: list('categories', s.category) } },
  category: {
    replies: { 200: v.object({ category: s.category }) },
    errors: { 404: notFound('category') },
  },
  cart: { replies: { 200: carts }, errors: SIGNED_IN },
  addToCart: {
    body: s.productChoice,
    replies: { 201: carts },
    errors: {
      ...SIGNED_IN,
      400: ['product is required'],
      404: [...SIGNED_IN[404], ...notFound('product')],
      409: ['<title> is already in the cart.', MENU_ERRORS.soldOut('<title>')],
    },
  },
  quote: {
    replies: { 200: v.object({ quote: s.quote }) },
    errors: { ...SIGNED_IN, 400: ['The cart is empty.'] },
  },
  changeQuantity: {
    body: s.cartActionBody,
    replies: { 200: carts },
    errors: {
      ...SIGNED_IN,
      400: ["action.type must be 'increment' or 'decrement'", 'qty must be at most 99'],
      404: [...SIGNED_IN[404], 'The product "<id>" is not in the cart.'],
    },
  },
  removeFromCart: { replies: { 200: carts }, errors: SIGNED_IN },
  wishlist: { replies: { 200: wishlists }, errors: SIGNED_IN },
  addToWishlist: {
    body: s.productChoice,
    replies: { 201: wishlists },
    errors: {
      ...SIGNED_IN,
      400: ['product is required'],
      409: ['<title> is already in the wishlist.'],
    },
  },
  removeFromWishlist: { replies: { 200: wishlists }, errors: SIGNED_IN },
  addresses: { replies: { 200: addressList }, errors: SIGNED_IN },
  addAddress: {
    body: s.addressBody,
    replies: { 201: addressList },
    errors: { ...SIGNED_IN, 400: ['address is required', 'phone must be 10 digits'] },
  },
  updateAddress: {
    body: s.addressBody,
    replies: { 200: addressList },
    errors: {
      ...SIGNED_IN,
      400: ['address is required', 'pin must be 6 digits'],
      404: [...SIGNED_IN[404], ...notFound('address')],
    },
  },
  deleteAddress: {
    replies: { 200: addressList },
    errors: { ...SIGNED_IN, 404: [...SIGNED_IN[404], ...notFound('address')] },
  },
  createPayment: {
    body: s.paymentBody,
    replies: { 201: v.object({ payment: s.payment }) },
    errors: {
      ...SIGNED_IN,
      400: ['quote is required', QUOTE_INVALID],
      503: [PROVIDER_UNAVAILABLE],
    },
  },
  testPayment: {
    body: s.testPaymentBody,
    replies: { 200: v.object({ payment: s.paymentProof }) },
    errors: {
      ...SIGNED_IN,
      400: ['orderId is required'],
      404: [...SIGNED_IN[404], TEST_PROVIDER_OFF],
    },
  },
  orders: {
    query: s.orderPageQuery,
    replies: {
      200: v.object({
        orders: v.array(s.order),
        nextCursor: v.optional(v.nullable(v.string())),
      }),
    },
    errors: {
      ...SIGNED_IN,
      400: [
        'limit must be a whole number from 1 to 100',
        'cursor does not name one of your orders',
      ],
    },
  },
  order: {
    replies: { 200: orderReply },
    errors: { ...SIGNED_IN, 404: [...SIGNED_IN[404], ...notFound('order')] },
  },
  placeOrder: {
    body: s.orderBody,
    replies: {
      200: v.object({ order: s.order, cart: v.array(s.cartItem) }),
      201: v.object({ order: s.order, cart: v.array(s.cartItem) }),
    },
    errors: {
      ...SIGNED_IN,
      400: [
        'totalPrice does not match the items',
        'products must be a non-empty list',
        PAYMENT_REQUIRED,
        SIGNED_PAYMENT_REQUIRED,
        PAYMENT_INVALID,
        PAYMENT_MISMATCH,
        SIGNATURE_INVALID,
      ],
      409: ['The payment <paymentId> belongs to another order.'],
    },
  },
  cancelOrder: {
    replies: { 200: orderReply },
    errors: { ...SIGNED_IN, 404: [...SIGNED_IN[404], ...notFound('order')], 409: [MOVE_CONFLICT] },
  },
  orderEvents: {
    replies: {},
    events: s.order,
    errors: { ...SIGNED_IN, 400: [LAST_EVENT_ID_INVALID] },
  },
  kitchenLogin: {
    body: s.credentials,
    replies: { 200: s.session('foundUser') },
    errors: {
      400: ['email is required', 'password is required'],
      401: [INVALID_CREDENTIALS],
      403: [STAFF_ONLY],
      404: [UNREGISTERED_EMAIL],
    },
  },
  kitchenDemo: {
    replies: { 200: s.session('foundUser') },
    errors: { 404: [KITCHEN_DEMO_OFF] },
  },
  kitchenOrders: {
    query: s.kitchenOrdersQuery,
    replies: { 200: list('orders', s.order) },
    errors: { ...STAFF, 400: ['since must be a date and time (ISO 8601)'] },
  },
  kitchenEvents: {
    replies: {},
    events: s.order,
    errors: { ...STAFF, 400: [LAST_EVENT_ID_INVALID] },
  },
  moveOrder: {
    body: s.moveBody,
    replies: { 200: orderReply },
    errors: {
      ...STAFF,
      400: ['prepMinutes must be a whole number from 5 to 90', 'reason is required'],
      404: [...STAFF[404], ...notFound('order')],
      409: [MOVE_CONFLICT],
    },
  },
  retryRefund: {
    replies: { 200: orderReply },
    errors: {
      ...STAFF,
      404: [...STAFF[404], ...notFound('order')],
      409: ['Order <number> was refunded already.'],
    },
  },
  kitchenMenu: {
    replies: { 200: v.object({ dishes: v.array(s.menuDish), pictures: v.array(v.string()) }) },
    errors: STAFF,
  },
  addDish: {
    body: s.addDishBody,
    replies: { 201: dishReply },
    errors: {
      ...STAFF,
      400: ['dish is required', 'title is required', MENU_ERRORS.price, MENU_ERRORS.picture],
      409: [MENU_ERRORS.titleTaken('<title>')],
    },
  },
  changeDish: {
    body: s.changeDishBody,
    replies: { 200: dishReply },
    errors: {
      ...STAFF,
      400: [MENU_ERRORS.noChange, MENU_ERRORS.price, 'description is required'],
      404: [...STAFF[404], ...notFound('product')],
      409: [MENU_ERRORS.conflict('<title>')],
    },
  },
  todos: { replies: { 200: todoList } },
  addTodo: { body: s.todoBody, replies: { 201: todoList }, errors: { 400: ['title is required'] } },
  deleteTodo: { replies: { 200: todoList }, errors: { 404: notFound('todo') } },
  clearTodos: { replies: { 200: todoList } },
  reset: { replies: { 200: s.message } },
  moveClock: {
    body: s.clockBody,
    replies: { 200: v.object({ now: v.string() }) },
    errors: { 400: ['minutes must be a whole number from 1 to 1440'] },
  },
  openApi: { replies: { 200: v.looseObject({ openapi: v.literal('3.1.0') }) } },
  controls: { replies: { 200: controlList } },
  addControl: {
    body: s.controlBody,
    replies: { 201: controlList },
    errors: { 400: ['control is required'] },
  },
  turnOffControl: { replies: { 200: controlList }, errors: { 404: notFound('control') } },
  turnAllControlsOff: { replies: { 200: controlList } },
} as const satisfies Record<RouteName, RouteContract>;

export type Contract = typeof CONTRACT;
