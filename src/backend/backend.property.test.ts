import fc from 'fast-check';
import { base64url, SignJWT } from 'jose';
import { afterAll, expect, it, vi } from 'vitest';
import { DELIVERY_CHARGE, MAX_CART_QTY } from '../domain/constants';
import { DEMO_ADDRESSES } from '../domain/demoAddresses';
import { toPaise } from '../domain/money';
import { isOpen } from '../domain/orderLifecycle';
import type { AddressInput, Order, Payment, Quote } from '../domain/types';
import {
  expectStoredAsModelled,
  followUserCall,
  hasBrokenEscape,
  namesRoute,
  newAccountModel,
  quantitiesOf,
  userRouteOf,
  type AccountModel,
} from '../testing/backendModel';
import {
  afterResetOrders,
  dayBefore,
  expectListedAsModelled,
  expectRepliedProgress,
  expectStoredProgress,
  followLifeCall,
  lifeRouteOf,
  modelPlaced,
  newKitchenModel,
  nextAnswerLimit,
  recordingGateway,
  settleMaybe,
  type KitchenModel,
  type LifeCall,
  type RefundAsk,
  type Tallied,
} from '../testing/kitchenModel';
import {
  afterResetMenu,
  expectPlacedAsPaid,
  expectQuoted,
  firstDishToBuy,
  followMenuCall,
  menuRouteOf,
  newMenuModel,
  notePaid,
  orderPriceBreaks,
  type MenuCall,
  type MenuModel,
  type MenuTallied,
} from '../testing/menuModel';
import type { StoredOrder, StoredUser } from './db';
import { parseJsonText } from './jsonText';
import { signPayment, TEST_PROVIDER_SECRET } from './paymentGateway';
import { SEED_PRODUCTS } from './seed/catalog';
import type { GuestAccounts } from './guests';
import type { TestBackend } from '../testing/testBackend';
import { createTestBackend } from '../testing/testBackend';
import { freshIndexedDb } from '../testing/backendCalls';

// Random sequences of calls against the whole backend (D23), from shoppers and the kitchen, while
// the backend's clock moves on and the kitchen changes the menu (D42). After every call: a JSON
// reply with a 2xx or 4xx status, the data's invariants, a model of every known account's data
// (backendModel.ts), of the menu and the prices quoted, paid and ordered at (menuModel.ts) and of
// every order's life and refund (kitchenModel.ts), a model of who may read what, and nothing of
// another user's data in the reply. Set PROPERTY_SEED to replay a failure; the seed is printed.

/** 100 on the in-browser backend; the server's projects run fewer, each call costing more there. */
const RUNS = Number(process.env.PROPERTY_RUNS) || 100;
const CALLS_PER_RUN = 110;
/** Some calls are not sent: a path that leaves /api once normalised. */
const MIN_CALLS = RUNS * 100;
/** The least share of the calls whose path has a broken percent-escape. */
const MIN_BROKEN_ESCAPE_SHARE = 0.05;
/**
 * The least number of times, in all, that a dish was sold out while in a cart (its quote lists it
 * apart) and that an order was placed at a price the menu had changed since its quote.
 */
const MIN_MENU_SCENARIOS = Math.floor(RUNS / 10);

/**
 * The accounts the model follows: two that sign up, and two visitors who press 'Be My Guest'. In
 * the browser both guests are the one demo account; on a server each is an account of its own
 * (D44), and a guest who logs out or signs up is followed on as the account it then has.
 */
type Who = 'first' | 'second' | 'guest' | 'visitor';
const KNOWN: Who[] = ['first', 'second', 'guest', 'visitor'];
const FIXED_EMAILS = ['first@example.com', 'second@example.com'];
/** The seeded demo account's address (seed/users.ts). */
const GUEST_ADDRESS_ID = 'addr-guest-home';
const PRODUCT_IDS = SEED_PRODUCTS.map((product) => product._id);
/** The dishes the kitchen changes when no cart holds one, and now and then: the carts' favourites. */
const MENU_DISHES = PRODUCT_IDS.slice(0, 5);
/** What the fixed accounts' starting orders pay with: from the start, two payments are taken. */
const STARTING_PAYMENT_IDS = { first: 'pay_start_first', second: 'pay_start_second' };
/**
 * Where each sequence's clock starts (a whole second: the backend keeps whole seconds), and how
 * far it may move: a quote is paid within the hour (quotes.ts).
 */
const RUN_START = Date.parse('2026-12-05T11:00:00Z');
const MAX_RUN_MS = 45 * 60_000;
/** The longest the clock moves before one call: 4 minutes. */
const MAX_WAIT_SECONDS = 240;
/** A few payments, so that one is sent again, by its account or by another. */
const PAYMENT_IDS = ['pay_1', 'pay_2', 'pay_3', ' pay_1 ', ...Object.values(STARTING_PAYMENT_IDS)];
const PATHS = [
  '/api/auth/signup',
  '/api/auth/login',
  '/api/auth/guest',
  '/api/auth/logout',
  '/api/products',
  '/api/products/:id',
  '/api/categories',
  '/api/categories/:id',
  '/api/user/cart',
  '/api/user/cart/:id',
  '/api/user/cart/quote',
  '/api/user/payments',
  '/api/user/payments/test',
  '/api/user/wishlist',
  '/api/user/wishlist/:id',
  '/api/user/addresses',
  '/api/user/addresses/:id',
  '/api/user/addresses/:address',
  '/api/user/orders',
  '/api/user/orders?limit=:id&cursor=:order',
  '/api/user/orders/:order',
  '/api/test-todos',
  '/api/test-todos/:id',
  '/api/reset',
  '/api/:id',
  '/api/user/:id/:id',
];

/** Who a call claims to be. */
type Caller =
  | { kind: 'user'; who: Who }
  | {
      kind: 'kitchen' | 'none' | 'forged' | 'algNone' | 'expired' | 'otherKey' | 'garbage';
      who: 'first';
    };

/**
 * An order of the caller's cart, paid: made when the call is sent, the caller being known only
 * then (`paidOrderBody`).
 */
interface PaidOrder {
  address: AddressInput;
  /** The provider's payment id. */
  paymentId: string;
  /** Sends the account's last order again instead, as after a lost reply or from a second tab. */
  again: boolean;
  /** Adds a dish to an empty cart first, so that the order is placed and the kitchen has one. */
  fill: boolean;
  /** The kitchen changes a dish of the quote before the shopper pays it, or before the order. */
  meanwhile?: Meanwhile;
}

/** A change of the dish of one of the quote's lines (its index, modulo), and when it is made. */
interface Meanwhile {
  line: number;
  change: DishChangeKind;
  before: 'payment' | 'order';
}

/**
 * The kitchen's next step for the order the path names, made when the call is sent: accepted in
 * `prepMinutes` or rejected while placed, then ready, on the way, delivered; or 'delivered' again.
 */
interface NextMove {
  nextMove: { prepMinutes: number; reject: boolean };
}

/** A change of a dish: sold out or back, hidden or shown again, or a new price. */
type DishChangeKind = { toggle: 'soldOut' | 'hidden' } | { price: string };

/**
 * The kitchen's change of the dish the path names, made when the call is sent: on the dish's
 * version, or on another (`stale`, a 409).
 */
interface DishChange {
  dishChange: DishChangeKind & { stale: boolean };
}

/**
 * What a call sends. `:id` in the path is `pathId`; `:order` and `:address` name a stored order
 * or address of one of the known accounts, `:kitchen` any order in the backend and `:dish` a dish
 * (`Call.pick` picks which) unless `pathId` is given, and `:since` is the kitchen's `since` query
 * (`Call.since`).
 */
interface Request {
  method: string;
  path: string;
  pathId: string;
  body: string | PaidOrder | NextMove | DishChange | undefined;
}

/** What happens before a call: time passes, or the provider starts or stops refusing refunds. */
type Before =
  | { wait: number }
  /** To a second before or at the next placed order's answer limit, if that is 4 minutes off. */
  | { toAnswerLimit: -1 | 0 }
  | { providerRefuses: boolean }
  | undefined;

/** The kitchen list's `since`: none, not a date, some minutes back, or when an order was placed. */
type Since =
  'none' | 'invalid' | { minutesBack: number; ist: boolean } | { atOrder: true; ist: boolean };

/** A percent-escape that does not decode, and where it goes: the path's id, after /api/, last. */
interface BrokenEscape {
  at: 'id' | 'middle' | 'end';
  escape: string;
}

interface Call {
  request: Request;
  pick: number;
  caller: Caller;
  bearer: boolean;
  headers: Record<string, string>;
  brokenEscape: BrokenEscape | undefined;
  before: Before;
  since?: Since;
}

const text = fc.oneof(
  fc.string(),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.constantFrom('<script>alert(1)</script>', '"><img src=x onerror=alert(1)>', '../../etc'),
  fc.constantFrom('%', '%zz', '%E0%A4%A', '%C0%AF', '%00', '%2F..%2F', '%F0%9F%8D%9B'),
  fc.constant('x'.repeat(5_000)),
);

/** Escapes no decoder takes: cut short, overlong UTF-8 (of '/'), not hex, a lone surrogate. */
const BROKEN_ESCAPES = ['%', '%E', '%E0%A4', '%F0%9F%8', '%C0%AF', '%E0%80%AF', '%zz', '%ED%A0%80'];
/** Forty 🍛: a cut escape after them ends a long path. */
const CURRIES = '%F0%9F%8D%9B'.repeat(40);

const brokenEscape: fc.Arbitrary<BrokenEscape> = fc.record({
  at: fc.constantFrom('id', 'middle', 'end'),
  escape: fc
    .tuple(
      fc.constantFrom('', 'prod-biryani', CURRIES),
      fc.constantFrom(...BROKEN_ESCAPES),
      fc.constantFrom('', 'x'),
    )
    .map((parts) => parts.join('')),
});

/** A few dishes most of the time, so that adding one, changing and removing it meet. */
const productId = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...PRODUCT_IDS.slice(0, 3)) },
  fc.constantFrom(...PRODUCT_IDS),
);

const pathId = fc.oneof(
  productId,
  fc.constantFrom(GUEST_ADDRESS_ID, 'todo-1', 'cat-indian', '10', '0', '-1'),
  text,
);

const address = fc.oneof(
  fc.constantFrom(...DEMO_ADDRESSES),
  fc.record({ name: text, phone: fc.stringMatching(/^\d{10}$/), city: text, pin: text }),
);

const deeplyNested = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`;

const json = (value: unknown) => JSON.stringify(value);
const productBody = productId.map((_id) => json({ product: { _id } }));
const addressBody = fc.constantFrom(...DEMO_ADDRESSES).map((demo) => json({ address: demo }));
/** A sign-up that succeeds: from a server's guest, it takes the guest's lists (D44). */
const signupBody = fc.uuid().map((id) => json({ email: `${id}@example.com`, password: id }));
const cartAction = fc.constantFrom('increment', 'decrement');
const cartActionBody = cartAction.map((type) => json({ action: { type } }));
const dishChangeKind: fc.Arbitrary<DishChangeKind> = fc.oneof(
  { weight: 3, arbitrary: fc.constant({ toggle: 'soldOut' as const }) },
  {
    weight: 3,
    arbitrary: fc.integer({ min: 1, max: 5000 }).map((rupees) => ({ price: String(rupees) })),
  },
  fc.constant({ toggle: 'hidden' as const }),
);

const meanwhile: fc.Arbitrary<Meanwhile> = fc.record({
  line: fc.nat(),
  change: dishChangeKind,
  before: fc.constantFrom('payment', 'order'),
});

// An order of the caller's cart, paid, so that placing one succeeds too; half the time, the
// kitchen changes one of its dishes meanwhile.
const paidOrder: fc.Arbitrary<PaidOrder> = fc.record({
  address: fc.constantFrom(...DEMO_ADDRESSES),
  paymentId: fc.constantFrom(...PAYMENT_IDS),
  again: fc.boolean(),
  fill: fc.boolean(),
  meanwhile: fc.option(meanwhile, { nil: undefined, freq: 2 }),
});

const body: fc.Arbitrary<Request['body']> = fc.oneof(
  fc.constant(undefined),
  fc.constantFrom('{', 'null', '[]', '"text"', '{"product":', deeplyNested(100_000), '\u0000'),
  // An object thousands deep, a key that names the prototype, a number no double holds.
  fc.constantFrom(
    `${'{"a":'.repeat(5_000)}1${'}'.repeat(5_000)}`,
    '{"__proto__":{"product":{"_id":"prod-biryani"}},"product":{"_id":"prod-biryani","__proto__":1}}',
    `{"action":{"type":"increment"},"qty":1e400,"password":${'9'.repeat(400)}}`,
  ),
  fc.constant(JSON.stringify({ title: 'y'.repeat(200_000) })),
  fc.json(),
  fc.record({ product: fc.record({ _id: pathId }) }).map(json),
  fc.record({ action: fc.record({ type: fc.oneof(cartAction, text) }) }).map(json),
  fc.record({ address }).map(json),
  fc.record({ todo: fc.record({ title: text }) }).map(json),
  fc.record({ quote: text }).map(json),
  fc.record({ orderId: text }).map(json),
  fc.record({ email: fc.oneof(fc.emailAddress(), text), password: text }).map(json),
  fc
    .record({
      order: fc.record({
        payment: fc.option(fc.record({ id: text, paymentId: text, signature: text }), {
          nil: undefined,
        }),
        products: fc.array(
          fc.record({ _id: fc.constantFrom(...PRODUCT_IDS), qty: fc.integer({ min: -2, max: 5 }) }),
          { maxLength: 4 },
        ),
        address: fc.constantFrom(...DEMO_ADDRESSES),
        totalPrice: fc.integer({ min: 0, max: 3_000 }),
      }),
    })
    .map(json),
  paidOrder,
);

const methods = ['GET', 'POST', 'DELETE', 'GET', 'POST', 'PUT', 'PATCH', 'OPTIONS', 'HEAD'];

const anyRequest: fc.Arbitrary<Request> = fc.record({
  method: fc.constantFrom(...methods),
  path: fc.constantFrom(...PATHS),
  pathId,
  body,
});

const request = (
  method: string,
  path: string,
  parts: { body?: fc.Arbitrary<Request['body']>; pathId?: fc.Arbitrary<string> } = {},
): fc.Arbitrary<Request> =>
  fc.record({
    method: fc.constant(method),
    path: fc.constant(path),
    pathId: parts.pathId ?? fc.constant(''),
    body: parts.body ?? fc.constant(undefined),
  });

/**
 * What a shopper sends: calls that make sense, so that the writes the model follows succeed. An
 * order is of the cart and empties it: dishes are added about as often as orders are sent.
 */
const shopperRequest = fc.oneof(
  { weight: 3, arbitrary: request('POST', '/api/user/cart', { body: productBody }) },
  {
    weight: 3,
    arbitrary: request('POST', '/api/user/cart/:id', { body: cartActionBody, pathId: productId }),
  },
  request('DELETE', '/api/user/cart/:id', { pathId: productId }),
  request('POST', '/api/user/wishlist', { body: productBody }),
  request('DELETE', '/api/user/wishlist/:id', { pathId: productId }),
  request('POST', '/api/user/addresses', { body: addressBody }),
  request('POST', '/api/user/addresses/:address', { body: addressBody }),
  request('DELETE', '/api/user/addresses/:address'),
  { weight: 3, arbitrary: request('POST', '/api/user/orders', { body: paidOrder }) },
  request('GET', '/api/user/orders?limit=:id&cursor=:order', { pathId: fc.constantFrom('1', '2') }),
  // What the cart costs now, while the kitchen changes the menu.
  { weight: 3, arbitrary: request('GET', '/api/user/cart/quote') },
  request('GET', '/api/products'),
  request('GET', '/api/products/:id', { pathId: productId }),
  request('POST', '/api/auth/signup', { body: signupBody }),
  // One's own order or another's: only the owner may cancel, and only while it is placed.
  { weight: 3, arbitrary: request('POST', '/api/user/orders/:order/cancel') },
  request('GET', '/api/user/orders/:order'),
);

const caller: fc.Arbitrary<Caller> = fc.oneof(
  {
    weight: 6,
    arbitrary: fc.constantFrom(...KNOWN).map((who) => ({ kind: 'user' as const, who })),
  },
  fc
    .constantFrom('none', 'forged', 'algNone', 'expired', 'otherKey', 'garbage')
    .map((kind) => ({ kind, who: 'first' as const })),
);

const headerValue = fc.stringMatching(/^[\x20-\x7e]{0,40}$/);

/** Mostly nothing; now and then a few minutes pass, to or past an order's answer limit. */
const before: fc.Arbitrary<Before> = fc.oneof(
  { weight: 24, arbitrary: fc.constant(undefined) },
  { weight: 3, arbitrary: fc.nat({ max: MAX_WAIT_SECONDS }).map((wait) => ({ wait })) },
  {
    weight: 1,
    arbitrary: fc.constantFrom(-1 as const, 0 as const).map((to) => ({ toAnswerLimit: to })),
  },
  // The provider refuses refunds about a third of the time.
  {
    weight: 1,
    arbitrary: fc.constantFrom(true, false, false).map((refuses) => ({ providerRefuses: refuses })),
  },
);

const shopperCall: fc.Arbitrary<Call> = fc.record({
  request: fc.oneof({ weight: 3, arbitrary: anyRequest }, shopperRequest),
  pick: fc.nat(),
  caller,
  bearer: fc.boolean(),
  headers: fc.dictionary(
    fc.constantFrom('content-type', 'accept', 'x-custom', 'cookie'),
    headerValue,
    {
      maxKeys: 2,
    },
  ),
  brokenEscape: fc.oneof({ weight: 6, arbitrary: fc.constant(undefined) }, brokenEscape),
  before,
});

const MOVE_TARGETS = ['preparing', 'rejected', 'ready', 'on-the-way', 'delivered'];
const reason = fc.constantFrom('Out of an ingredient', '  Closing early ', 'r'.repeat(200));
const prepMinutes = fc.integer({ min: 5, max: 90 });

/** A move the schema takes, to any status; or any mix of fields, most of them refused (400). */
const moveBody = fc
  .oneof(
    {
      weight: 3,
      arbitrary: fc.oneof(
        prepMinutes.map((minutes) => ({ status: 'preparing', prepMinutes: minutes })),
        reason.map((why) => ({ status: 'rejected', reason: why })),
        fc.constantFrom('ready', 'on-the-way', 'delivered').map((status) => ({ status })),
      ),
    },
    fc.record(
      {
        status: fc.constantFrom(...MOVE_TARGETS, 'placed', 'cancelled', 'Ready', ''),
        prepMinutes: fc.constantFrom(5, 90, 4, 91, 20.5, '20', null, 1e308),
        reason: fc.constantFrom('Closed', '   ', '', 7, 'r'.repeat(201), ` ${'r'.repeat(200)} `),
      },
      { requiredKeys: ['status'] },
    ),
  )
  .map(json);

const nextMove: fc.Arbitrary<NextMove> = fc.record({
  nextMove: fc.record({ prepMinutes, reject: fc.boolean() }),
});

/** An order the backend holds, mostly; now and then one it does not. */
const kitchenOrder = fc.oneof(
  { weight: 12, arbitrary: fc.constant('') },
  fc.constantFrom('no-such-order', '0e1f2a3b-4c5d-4e6f-8a9b-0c1d2e3f4a5b'),
);

const since: fc.Arbitrary<Since> = fc.oneof(
  fc.constantFrom<Since>('none', 'invalid'),
  fc.record({ minutesBack: fc.nat({ max: 50 }), ist: fc.boolean() }),
  fc.record({ atOrder: fc.constant(true as const), ist: fc.boolean() }),
);

const kitchenRequest = fc.oneof(
  {
    weight: 3,
    arbitrary: request('POST', '/api/kitchen/orders/:kitchen/status', {
      body: nextMove,
      pathId: kitchenOrder,
    }),
  },
  {
    weight: 3,
    arbitrary: request('POST', '/api/kitchen/orders/:kitchen/status', {
      body: moveBody,
      pathId: kitchenOrder,
    }),
  },
  request('POST', '/api/kitchen/orders/:kitchen/refund', { pathId: kitchenOrder }),
  { weight: 2, arbitrary: request('GET', '/api/kitchen/orders:since') },
);

/** The kitchen's staff, mostly; a shopper (403) or nobody (401) now and then. */
const kitchenCaller: fc.Arbitrary<Caller> = fc.oneof(
  { weight: 8, arbitrary: fc.constant({ kind: 'kitchen' as const, who: 'first' as const }) },
  fc.constantFrom(...KNOWN).map((who) => ({ kind: 'user' as const, who })),
  fc
    .constantFrom('none' as const, 'forged' as const)
    .map((kind) => ({ kind, who: 'first' as const })),
);

const dishChange: fc.Arbitrary<DishChange> = fc
  .tuple(dishChangeKind, fc.oneof({ weight: 4, arbitrary: fc.constant(false) }, fc.constant(true)))
  .map(([change, stale]) => ({ dishChange: { ...change, stale } }));

/** The kitchen changes a dish (`dishPick`), now and then one there is not (404); or reads the menu. */
const menuRequest = fc.oneof(
  {
    weight: 4,
    arbitrary: request('POST', '/api/kitchen/menu/:dish', {
      body: dishChange,
      pathId: fc.oneof({ weight: 9, arbitrary: fc.constant('') }, fc.constant('prod-nope')),
    }),
  },
  request('GET', '/api/kitchen/menu'),
);

const kitchenCall: fc.Arbitrary<Call> = fc.record({
  // A third of the kitchen's calls are to the menu.
  request: fc.oneof({ weight: 2, arbitrary: kitchenRequest }, menuRequest),
  pick: fc.nat(),
  caller: kitchenCaller,
  bearer: fc.boolean(),
  headers: fc.constant({}),
  brokenEscape: fc.constant(undefined),
  before,
  since,
});

const call = fc.oneof(
  { weight: 10, arbitrary: shopperCall },
  { weight: 3, arbitrary: kitchenCall },
);

interface Account {
  email: string;
  /** A password, unless a guest's (POST /api/auth/guest logs it in). */
  password?: string;
  token: string;
  /** The body of the last order the account sent, paid or not. */
  lastOrder?: string;
}

interface World {
  backend: TestBackend;
  accounts: Record<Who, Account>;
  /** What each known account must hold; the demo account's guests share one model. */
  models: Record<Who, AccountModel>;
  /** The models of guest accounts left behind by a logout: their orders keep their payments. */
  retired: AccountModel[];
  /** Emails with an account right now (a reset leaves the seed's only). */
  registered: Set<string>;
  signingKey: Uint8Array;
  /** The kitchen's staff token, from 'Kitchen demo'. */
  kitchenToken: string;
  /** Every order's life, and the backend's clock. */
  kitchen: KitchenModel;
  /** The menu, and the prices the test's payments were quoted at. */
  menu: MenuModel;
  /** Every refund the provider was asked for. */
  refundAsks: RefundAsk[];
}

interface Reply {
  status: number;
  type: string | null;
  text: string;
}

/** The backend of the sequence being run: calls go straight to it, as to the service worker. */
let backendUnderTest: TestBackend | undefined;

async function send(path: string, init: RequestInit): Promise<Reply> {
  const response = await backendUnderTest!.respond(new Request(`http://localhost${path}`, init));
  return {
    status: response.status,
    type: response.headers.get('content-type'),
    text: await response.text(),
  };
}

const post = (token: string, body: string): RequestInit => ({
  method: 'POST',
  headers: { authorization: token },
  body,
});

/** The account's cart at the menu's prices now; an empty cart has no quote (a 400). */
async function quoteOf(
  token: string,
  model: AccountModel,
  menu: MenuModel,
): Promise<Quote | undefined> {
  const emptyCart = model.cart.size === 0;
  const reply = await send('/api/user/cart/quote', { headers: { authorization: token } });
  expect(reply.status, `the quote of ${emptyCart ? 'an empty' : 'a'} cart`).toBe(
    emptyCart ? 400 : 200,
  );
  if (emptyCart) return undefined;
  const { quote } = JSON.parse(reply.text) as { quote: Quote };
  expectQuoted(menu, quantitiesOf(model), quote, 'the quote of a cart');
  return quote;
}

/**
 * The backend's payment of the quote, with the provider's proof signed here rather than by the
 * test provider's sheet: the sheet makes random payment ids, and these come from a few, so that
 * one is sent again.
 */
async function payFor(token: string, quote: Quote, paymentId: string) {
  const reply = await send('/api/user/payments', post(token, json({ quote: quote.id })));
  expect(reply.status, 'a payment of the quote').toBe(201);
  const { payment } = JSON.parse(reply.text) as { payment: Payment };
  expect(payment.amount, "the payment of the quote's total, in paise").toBe(
    toPaise(quote.totalPrice),
  );
  // The backend checks the signature over the payment id trimmed.
  const signature = signPayment(TEST_PROVIDER_SECRET, payment.orderId, paymentId.trim());
  return { id: payment.id, paymentId, signature };
}

/** The kitchen's change of the dish on its version, followed as its call would be. */
async function changeDish(world: World, dishId: string, change: DishChangeKind) {
  const body = dishChangeBody(world, dishId, { dishChange: { ...change, stale: false } });
  const reply = await send(`/api/kitchen/menu/${dishId}`, post(world.kitchenToken, body));
  const call: MenuCall = {
    route: { name: 'changeDish', id: dishId },
    caller: 'staff',
    body: jsonObject(body),
    status: reply.status,
    reply: jsonObject(reply.text),
  };
  await followMenuReply(world, call, `${dishId} changed by the kitchen during a payment`);
}

/**
 * A call to a menu route, followed in the model (menuModel.ts); a change made is met at once by
 * every known cart that holds the dish: each is quoted, at the menu's prices now.
 */
async function followMenuReply(world: World, call: MenuCall, context: string) {
  followMenuCall(world.menu, call, context);
  if (call.route.name !== 'changeDish' || call.status !== 200) return;
  // Once per account: the demo account's guests share one model.
  const holders = new Map<AccountModel, string>();
  for (const who of KNOWN) {
    const model = world.models[who];
    if (model.cart.has(call.route.id)) holders.set(model, world.accounts[who].token);
  }
  for (const [model, token] of holders) await quoteOf(token, model, world.menu);
}

/**
 * An order of the account's cart as checkout sends it: the quote's lines and total, paid, maybe
 * with a change of the menu since the quote. An empty cart has neither quote nor payment: its
 * order, of no lines and unpaid, must be refused. The quote and the payment change no stored
 * data: the model notes only the lines paid, which the order must be placed at.
 */
async function paidOrderBody(
  world: World,
  who: Who,
  { address, paymentId, meanwhile }: PaidOrder,
): Promise<string> {
  const { token } = world.accounts[who];
  const quote = await quoteOf(token, world.models[who], world.menu);
  if (!quote) return json({ order: { products: [], address, totalPrice: DELIVERY_CHARGE } });
  const products = quote.products.map(({ _id, qty }) => ({ _id, qty }));
  const changed = meanwhile && products[meanwhile.line % Math.max(products.length, 1)];
  const kitchenChanges = async (before: Meanwhile['before']) => {
    if (changed && meanwhile.before === before)
      await changeDish(world, changed._id, meanwhile.change);
  };
  await kitchenChanges('payment');
  const payment = await payFor(token, quote, paymentId);
  notePaid(world.menu, payment.id, quote);
  await kitchenChanges('order');
  return json({ order: { payment, products, address, totalPrice: quote.totalPrice } });
}

/** A new token: an account logs in with its password, the demo account as the guest. */
async function logIn({ email, password }: Omit<Account, 'token'>): Promise<string> {
  const reply =
    password === undefined
      ? await send('/api/auth/guest', { method: 'POST' })
      : await send('/api/auth/login', {
          method: 'POST',
          body: JSON.stringify({ email, password }),
        });
  expect(reply.status, `logging in as ${email}`).toBe(200);
  return JSON.parse(reply.text).encodedToken;
}

async function signUp(backend: TestBackend, email: string) {
  const password = crypto.randomUUID();
  const reply = await send('/api/auth/signup', {
    method: 'POST',
    body: JSON.stringify({ email, password }),
  });
  const account: Account = { email, password, token: JSON.parse(reply.text).encodedToken };
  // The starter address's id is the backend's: only the store tells it.
  const [starter] = (await backend.db.findUser(email))!.addresses;
  return { account, model: newAccountModel(starter!.id) };
}

/** 'Be My Guest': the demo account, or on a server a new account of the guest's own. */
async function pressBeMyGuest(backend: TestBackend) {
  const reply = await send('/api/auth/guest', { method: 'POST' });
  expect(reply.status, "'Be My Guest'").toBe(200);
  const { encodedToken, foundUser } = JSON.parse(reply.text);
  const [starter] = (await backend.db.findUser(foundUser.email))!.addresses;
  const account: Account = { email: foundUser.email, token: encodedToken };
  return { account, model: newAccountModel(starter!.id) };
}

const ownGuests = (world: Pick<World, 'backend'>) => world.backend.guestAccounts === 'own';

/** 'Kitchen demo': the seeded staff member's token; the model learns their first name. */
async function kitchenSignIn(kitchen: KitchenModel): Promise<string> {
  const reply = await send('/api/kitchen/demo', { method: 'POST' });
  expect(reply.status, "'Kitchen demo'").toBe(200);
  const { encodedToken, foundUser } = JSON.parse(reply.text);
  kitchen.staff = foundUser.firstName;
  return encodedToken;
}

type Seeded = Omit<World, 'backend' | 'kitchen' | 'menu' | 'refundAsks'>;

/** The two guests, then the fixed accounts signed up anew, and the kitchen signed in. */
async function seedAccounts(backend: TestBackend, kitchen: KitchenModel): Promise<Seeded> {
  const guest = await pressBeMyGuest(backend);
  const visitor = await pressBeMyGuest(backend);
  const shared = !ownGuests({ backend });
  const first = await signUp(backend, FIXED_EMAILS[0]!);
  const second = await signUp(backend, FIXED_EMAILS[1]!);
  return {
    accounts: {
      first: first.account,
      second: second.account,
      guest: guest.account,
      visitor: visitor.account,
    },
    models: {
      first: first.model,
      second: second.model,
      guest: guest.model,
      visitor: shared ? guest.model : visitor.model,
    },
    retired: [],
    registered: new Set([guest.account.email, visitor.account.email, ...FIXED_EMAILS]),
    signingKey: await backend.db.signingKey(),
    kitchenToken: await kitchenSignIn(kitchen),
  };
}

/** The first dish a cart can take now, added to the account's empty cart. */
async function addFirstDish(token: string, model: AccountModel, menu: MenuModel) {
  const { _id, price } = firstDishToBuy(menu);
  const added = await send('/api/user/cart', post(token, json({ product: { _id } })));
  expect(added.status, `${_id} added to an empty cart`).toBe(201);
  model.cart.set(_id, { qty: 1, price });
}

/**
 * An order of a dish, for the routes that read one by its id: the dish in the cart, then paid,
 * and placed after the kitchen changed the dish (so that every run has an order the menu no
 * longer prices or sells as it was paid for).
 */
async function placeStartingOrder(
  world: World,
  who: keyof typeof STARTING_PAYMENT_IDS,
  meanwhile: Meanwhile,
) {
  const { token } = world.accounts[who];
  const model = world.models[who];
  await addFirstDish(token, model, world.menu);
  const paymentId = STARTING_PAYMENT_IDS[who];
  const order = { address: DEMO_ADDRESSES[0]!, paymentId, again: false, fill: false, meanwhile };
  const body = await paidOrderBody(world, who, order);
  world.accounts[who].lastOrder = body;
  const reply = await send('/api/user/orders', post(token, body));
  expect(reply.status, `${who}'s starting order`).toBe(201);
  const { order: placed } = JSON.parse(reply.text) as { order: Order };
  const paid = JSON.parse(body) as { order: { payment: { id: string } } };
  expectPlacedAsPaid(world.menu, paid.order.payment.id, { status: 201, order: placed }, who);
  model.orders.set(paymentId, placed._id);
  model.cart.clear();
  modelPlaced(world.kitchen, placed);
}

/** The backend's clock, moved as the model says. */
function setClock(kitchen: KitchenModel, now: number) {
  kitchen.now = now;
  vi.setSystemTime(now);
}

/**
 * A backend from the seed, its clock at RUN_START, its provider refunding at once (unless told
 * to refuse) and telling the test what it was asked.
 */
async function createWorld(
  guestAccounts: GuestAccounts,
  startingChanges: Record<keyof typeof STARTING_PAYMENT_IDS, Meanwhile>,
): Promise<World> {
  freshIndexedDb();
  const kitchen = newKitchenModel(RUN_START);
  setClock(kitchen, RUN_START);
  const { gateway, asks } = recordingGateway(() => kitchen.refusing);
  const backend = createTestBackend({ guestAccounts, handlerOptions: { gateway } });
  backendUnderTest = backend;
  const world = {
    backend,
    kitchen,
    menu: newMenuModel(),
    refundAsks: asks,
    ...(await seedAccounts(backend, kitchen)),
  };
  for (const who of ['first', 'second'] as const) {
    await placeStartingOrder(world, who, startingChanges[who]);
  }
  return world;
}

/**
 * A reset restores the seed (the guest and the kitchen's staff only, and the seed's menu) and
 * ends every token: the guest logs in again, the fixed accounts sign up again and the kitchen
 * signs in again, so that the rest of the run acts as them. No order is left, and no refund to
 * ask.
 */
async function afterReset(world: World) {
  Object.assign(world, await seedAccounts(world.backend, world.kitchen));
  afterResetOrders(world.kitchen);
  afterResetMenu(world.menu);
  world.refundAsks.length = 0;
}

/** Time passes (never past MAX_RUN_MS into the run), or the provider changes its mind. */
function happenBefore(world: World, next: Before) {
  const { kitchen } = world;
  if (next === undefined) return;
  if ('providerRefuses' in next) {
    kitchen.refusing = next.providerRefuses;
    return;
  }
  const limit = nextAnswerLimit(kitchen);
  const to =
    'wait' in next ? kitchen.now + next.wait * 1000 : limit && limit + next.toAnswerLimit * 1000;
  const near = to !== undefined && to > kitchen.now && to - kitchen.now <= MAX_WAIT_SECONDS * 1000;
  if (near && to <= RUN_START + MAX_RUN_MS) setClock(kitchen, to);
}

const isGuest = (world: World, who: Who) => world.accounts[who].password === undefined;

/**
 * A logout ends every token of the account: whoever uses it logs in again, and the old token
 * gets a 401. A server's guest who presses 'Be My Guest' again is a new account.
 */
async function afterLogout(world: World, who: Who) {
  const { email, token: ended } = world.accounts[who];
  if (ownGuests(world) && isGuest(world, who)) {
    world.retired.push(world.models[who]);
    const fresh = await pressBeMyGuest(world.backend);
    world.accounts[who] = fresh.account;
    world.models[who] = fresh.model;
    world.registered.add(fresh.account.email);
  } else {
    world.models[who].tokenVersion += 1;
    for (const user of KNOWN.filter((known) => world.accounts[known].email === email)) {
      world.accounts[user].token = await logIn(world.accounts[user]);
    }
  }
  const reply = await send('/api/user/cart', { headers: { authorization: ended } });
  expect(reply.status, `${who}'s token after a logout`).toBe(401);
}

/**
 * A server's guest who signs up becomes the new account, with the guest's lists and orders
 * (D44); the guest account and its token are gone. Anyone else's sign-up moves nothing.
 */
function afterSignUp(world: World, next: Call, body: string | undefined, reply: Reply) {
  const { createdUser, encodedToken } = JSON.parse(reply.text);
  world.registered.add(createdUser.email.toLowerCase());
  if (next.caller.kind !== 'user' || !ownGuests(world) || !isGuest(world, next.caller.who)) return;
  const account = world.accounts[next.caller.who];
  guestsSignedUp += 1;
  world.registered.delete(account.email.toLowerCase());
  const { password } = jsonObject(body) as { password: string };
  world.accounts[next.caller.who] = {
    // Keyed as the backend keys users: the email in lower case.
    email: createdUser.email.toLowerCase(),
    password,
    token: encodedToken,
  };
  world.models[next.caller.who].tokenVersion = 0;
}

async function tokenFor(world: World, caller: Caller): Promise<string | undefined> {
  const email = world.accounts[caller.who].email;
  const sign = (key: Uint8Array, expiry: string | number = '1h') =>
    new SignJWT({ email }).setProtectedHeader({ alg: 'HS256' }).setExpirationTime(expiry).sign(key);
  switch (caller.kind) {
    case 'user':
      return world.accounts[caller.who].token;
    case 'kitchen':
      return world.kitchenToken;
    case 'none':
      return undefined;
    case 'forged':
      return `${world.accounts.first.token.slice(0, -4)}AAAA`;
    case 'algNone':
      return `${base64url.encode('{"alg":"none","typ":"JWT"}')}.${base64url.encode(JSON.stringify({ email }))}.`;
    case 'expired':
      return sign(world.signingKey, Math.floor(Date.now() / 1000) - 60);
    case 'otherKey':
      return sign(crypto.getRandomValues(new Uint8Array(32)));
    case 'garbage':
      return 'not.a.token';
  }
}

/** A stored order or address of a known account, with its owner. */
interface Owned {
  id: string;
  owner: Who;
}

function owned(world: World, list: 'orders' | 'addresses'): Owned[] {
  return KNOWN.flatMap((owner) => {
    const model = world.models[owner];
    const ids = list === 'orders' ? model.orders.values() : model.addresses.keys();
    return [...ids].map((id) => ({ id, owner }));
  });
}

/** Puts the escape after /api/ (a segment of its own) or last in the path, before its query. */
function withBrokenEscape(path: string, { at, escape }: BrokenEscape): string {
  if (at === 'middle') return path.replace('/api/', () => `/api/${escape}/`);
  if (at === 'end') {
    const end = path.search(/[?#]|$/);
    return `${path.slice(0, end)}${escape}${path.slice(end)}`;
  }
  return path; // 'id': the escape is the path's id.
}

/** An order for the kitchen: mostly one it can still move (or refund), any now and then. */
function kitchenPick({ kitchen }: World, path: string, pick: number): string {
  const all = [...kitchen.orders.values()];
  const likely = path.endsWith('/refund')
    ? all.filter((order) => order.paymentStatus !== 'paid')
    : all.filter((order) => isOpen(order.status));
  const from = pick % 4 === 0 || likely.length === 0 ? all : likely;
  return from[Math.floor(pick / 4) % Math.max(from.length, 1)]?._id ?? 'no-such-order';
}

const IST_MS = 5.5 * 60 * 60_000;

/** The kitchen's `since` query: in UTC, or in India's time with its offset. */
function sinceQuery({ kitchen }: World, since: Since | undefined, pick: number): string {
  if (since === undefined || since === 'none') return '';
  if (since === 'invalid') return '?since=yesterday';
  const orders = [...kitchen.orders.values()];
  const placed = orders[pick % Math.max(orders.length, 1)]?.createdAt;
  const at =
    'minutesBack' in since
      ? kitchen.now - since.minutesBack * 60_000
      : placed === undefined
        ? kitchen.now
        : Date.parse(placed);
  const iso = since.ist
    ? `${new Date(at + IST_MS).toISOString().slice(0, 19)}+05:30`
    : new Date(at).toISOString();
  return `?since=${encodeURIComponent(iso)}`;
}

/** A shopper cancels their own order half the time, mostly one still placed; else any order. */
function cancelPicks(world: World, { caller, pick }: Call, orders: Owned[]): Owned[] {
  const own = orders.filter(({ owner }) => world.models[owner] === world.models[caller.who]);
  const placed = own.filter(({ id }) => world.kitchen.orders.get(id)?.status === 'placed');
  if (pick % 2 === 1 || own.length === 0) return orders;
  return pick % 4 === 0 || placed.length === 0 ? own : placed;
}

/** What `:kitchen` and `:dish` name: the order and the dish the kitchen acts on. */
interface KitchenPicks {
  kitchenOrder: string;
  dish: string;
}

/** A dish for the kitchen to change: mostly one in a known account's cart, so that the two meet. */
function dishPick({ models }: World, pick: number): string {
  const inCarts = [...new Set(KNOWN.flatMap((who) => [...models[who].cart.keys()]))];
  const from = pick % 4 === 0 || inCarts.length === 0 ? MENU_DISHES : inCarts;
  return from[Math.floor(pick / 4) % from.length]!;
}

/** The call's path, its placeholders filled, the order that `:order` names and the kitchen's picks. */
function pathOf(world: World, next: Call): { path: string; pickedOrder?: Owned } & KitchenPicks {
  const { brokenEscape: broken, pick } = next;
  const id = broken?.at === 'id' ? broken.escape : next.request.pathId;
  const pickFrom = (items: Owned[]) => items[pick % Math.max(items.length, 1)];
  const orders = owned(world, 'orders');
  const pickedOrder = pickFrom(
    next.request.path.endsWith('/cancel') ? cancelPicks(world, next, orders) : orders,
  );
  const pickedAddress = pickFrom(owned(world, 'addresses'));
  const kitchenOrder = id || kitchenPick(world, next.request.path, pick);
  const dish = id || dishPick(world, pick);
  const path = next.request.path
    // Replaced by functions: an id may hold `$&`.
    .replaceAll(':id', () => id)
    .replace(':order', () => pickedOrder?.id ?? id)
    .replace(':address', () => pickedAddress?.id ?? id)
    .replace(':kitchen', () => encodeURIComponent(kitchenOrder))
    .replace(':dish', () => encodeURIComponent(dish))
    .replace(':since', () => sinceQuery(world, next.since, pick));
  const withEscape = broken ? withBrokenEscape(path, broken) : path;
  return { path: withEscape, pickedOrder, kitchenOrder, dish };
}

/** The kitchen's next step for the order, as the model has it now. */
function nextMoveBody({ kitchen }: World, orderId: string, { nextMove }: NextMove): string {
  const status = kitchen.orders.get(orderId)?.status;
  if (status !== 'placed') {
    const after = { preparing: 'ready', ready: 'on-the-way' } as Record<string, string>;
    return json({ status: (status && after[status]) ?? 'delivered' });
  }
  return json(
    nextMove.reject
      ? { status: 'rejected', reason: 'Too busy' }
      : { status: 'preparing', prepMinutes: nextMove.prepMinutes },
  );
}

/** A dish's change on its version as the model has it, or on another: the one before, or after. */
function dishChangeBody({ menu }: World, dishId: string, { dishChange }: DishChange): string {
  const dish = menu.dishes.get(dishId);
  const current = dish?.version ?? 1;
  const version = !dishChange.stale ? current : current > 1 ? current - 1 : current + 1;
  if ('price' in dishChange) return json({ version, price: dishChange.price });
  const { toggle } = dishChange;
  return json({ version, [toggle]: !dish?.[toggle] });
}

/**
 * The body as sent: a paid order is made now, of the cart of the account the caller claims to be
 * (a forged token's too, so that the backend refuses a well-paid order without a valid token).
 */
async function sentBody(
  world: World,
  next: Call,
  { kitchenOrder, dish }: KitchenPicks,
): Promise<string | undefined> {
  const { method, body } = next.request;
  if (['GET', 'HEAD'].includes(method)) return undefined;
  if (typeof body !== 'object') return body;
  if ('nextMove' in body) return nextMoveBody(world, kitchenOrder, body);
  if ('dishChange' in body) return dishChangeBody(world, dish, body);
  const account = world.accounts[next.caller.who];
  const model = world.models[next.caller.who];
  if (body.again && account.lastOrder !== undefined) return account.lastOrder;
  if (body.fill && model.cart.size === 0) await addFirstDish(account.token, model, world.menu);
  account.lastOrder = await paidOrderBody(world, next.caller.who, body);
  return account.lastOrder;
}

async function requestInit(world: World, next: Call, body: string | undefined) {
  const token = await tokenFor(world, next.caller);
  const headers = new Headers(next.headers);
  if (token !== undefined) headers.set('authorization', next.bearer ? `Bearer ${token}` : token);
  return { method: next.request.method, headers, body };
}

/** A JSON object, or an empty one for any other text. */
function jsonObject(text: string | undefined): Record<string, unknown> {
  try {
    const value: unknown = JSON.parse(text ?? '');
    return typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

/** A stack frame, or the name of the error a broken escape throws: no reply may show them. */
const INTERNALS = /URIError|\bat (?:async )?\S+ \([^)]*:\d+:\d+\)|\bat \S+:\d+:\d+/;

/** 2xx or 4xx (4xx for a broken escape), JSON, and nothing of the backend's internals. */
function expectWellFormed(reply: Reply, method: string, broken: boolean, context: string) {
  expect(reply.status, context).toBeGreaterThanOrEqual(broken ? 400 : 200);
  expect(reply.status, `${context} → ${reply.text.slice(0, 300)}`).toBeLessThan(500);
  expect(reply.text, context).not.toMatch(INTERNALS);
  if (method !== 'HEAD') {
    expect(reply.type, context).toMatch(/^application\/json/);
    expect(() => JSON.parse(reply.text), context).not.toThrow();
  }
}

/** A call as sent. */
interface Sent {
  next: Call;
  path: string;
  url: URL;
  body: string | undefined;
}

/** What a reply changes in the model: who exists, the known accounts' data and tokens. */
async function follow(world: World, { next, url, body }: Sent, reply: Reply, context: string) {
  const succeeded = reply.status >= 200 && reply.status < 300;
  if (reply.status === 201 && namesRoute(url.pathname, '/api/auth/signup')) {
    afterSignUp(world, next, body, reply);
    return;
  }
  if (succeeded && namesRoute(url.pathname, '/api/reset')) {
    await afterReset(world);
    return;
  }
  // Nothing under /api/user/ (a payment, say) answers a caller without a valid token.
  if (next.caller.kind !== 'user' && /^\/api\/user\//i.test(url.pathname)) {
    expect(succeeded, `${context} without a valid token`).toBe(false);
  }
  const route = userRouteOf(url.pathname);
  const logout = namesRoute(url.pathname, '/api/auth/logout');
  if (!route && !logout) return;
  if (next.caller.kind !== 'user') {
    expect(succeeded, `${context} without a valid token`).toBe(false);
    return;
  }
  const { who } = next.caller;
  if (logout) {
    if (succeeded) await afterLogout(world, who);
    return;
  }
  const replied = jsonObject(reply.text);
  const everyone = [...KNOWN.map((known) => world.models[known]), ...world.retired];
  followUserCall(
    world.models[who],
    { everyone, menu: world.menu },
    {
      method: next.request.method,
      ...route!,
      url,
      status: reply.status,
      body: jsonObject(body),
      reply: replied,
    },
    `${who}: ${context}`,
  );
  const placed = next.request.method === 'POST' && route!.list === 'orders' && !route!.id;
  if (placed && reply.status === 201) modelPlaced(world.kitchen, replied.order as Order);
}

/**
 * Follows a call to a menu route: the catalog as the model has the menu, and the kitchen's reads
 * and changes of it. For a path whose escapes decode.
 */
async function followMenu(world: World, { next, url, body }: Sent, reply: Reply, context: string) {
  const route = menuRouteOf(next.request.method, url.pathname);
  if (!route) return;
  const call: MenuCall = {
    route,
    caller: lifeCaller(next.caller),
    body: jsonObject(body),
    status: reply.status,
    reply: jsonObject(reply.text),
  };
  await followMenuReply(world, call, context);
}

/** Who a lifecycle route sees calling. */
const lifeCaller = ({ kind }: Caller): LifeCall['caller'] =>
  kind === 'user' ? 'shopper' : kind === 'kitchen' ? 'staff' : 'nobody';

/**
 * Follows an order's life through the call (kitchenModel.ts): due orders rejected where the route
 * does it, the reply of a move, a cancel, a refund or the kitchen's list predicted, and every order
 * a reply to an order route carries where the model has it. 'maybe': the store tells.
 */
function followLife(world: World, { next, url, body }: Sent, reply: Reply, context: string) {
  const route = lifeRouteOf(next.request.method, url.pathname);
  const replied = jsonObject(reply.text) as LifeCall['reply'];
  const { caller } = next;
  const own = caller.kind === 'user' ? world.models[caller.who].orders : new Map();
  const maybe =
    route &&
    followLifeCall(
      world.kitchen,
      {
        route,
        caller: lifeCaller(caller),
        owns: (orderId) => [...own.values()].includes(orderId),
        body: jsonObject(body),
        since: url.searchParams.get('since'),
        status: reply.status,
        text: reply.text,
        reply: replied,
      },
      context,
    );
  const orderRoute = route || userRouteOf(url.pathname)?.list === 'orders';
  if (orderRoute && reply.status >= 200 && reply.status < 300) {
    expectRepliedProgress(world.kitchen, replied, `the orders replied to ${context}`);
  }
  return maybe;
}

/** Who may read what: one's own lists always; one order by its id, only its owner. */
function expectAccessRules(
  world: World,
  next: Call,
  url: URL,
  status: number,
  pickedOrder: Owned | undefined,
  context: string,
) {
  const route = userRouteOf(url.pathname);
  if (next.request.method !== 'GET' || !route) return;
  const isUser = next.caller.kind === 'user';
  if (route.id === undefined && url.search === '') expect(status, context).toBe(isUser ? 200 : 401);
  // Anyone but its owner gets 404, as for no order.
  if (route.list === 'orders' && pickedOrder && route.id === pickedOrder.id) {
    const owner = world.accounts[pickedOrder.owner].email;
    const owns = isUser && owner === world.accounts[next.caller.who].email;
    expect(status, context).toBe(!isUser ? 401 : owns ? 200 : 404);
  }
}

type Stored = Map<string, { user: StoredUser; orders: StoredOrder[] }>;

/** Every registered account as stored: each read once per call. */
async function readStored(world: World): Promise<Stored> {
  const stored: Stored = new Map();
  for (const email of world.registered) {
    const user = await world.backend.db.findUser(email);
    expect(user, email).toBeDefined();
    const { orders } = (await world.backend.db.listOrders(email))!;
    stored.set(email, { user: user!, orders });
  }
  return stored;
}

const isQuantity = (qty: number) => Number.isInteger(qty) && qty >= 1 && qty <= MAX_CART_QTY;

/**
 * How any user's stored data breaks its invariants (no duplicates, each order at the prices it was
 * placed at), after any call. The prices a cart or wishlist keeps are the account models'. Checked
 * without an `expect` per item: thousands of those a call cost more than the call.
 */
function invariantBreaks(stored: Stored, menu: MenuModel): string[] {
  const breaks: string[] = [];
  for (const [email, { user, orders }] of stored) {
    for (const [name, list] of [
      ['cart', user.cart],
      ['wishlist', user.wishlist],
    ] as const) {
      const ids = list.map((item) => item._id);
      if (new Set(ids).size !== ids.length) breaks.push(`${email}: a product twice in ${name}`);
    }
    const lines = [...user.cart, ...orders.flatMap((order) => order.products)];
    for (const { _id, qty } of lines) {
      if (!isQuantity(qty)) breaks.push(`${email}: ${_id} × ${qty}`);
    }
    breaks.push(...orderPriceBreaks(menu, orders).map((broken) => `${email}: ${broken}`));
  }
  return breaks;
}

/** Ids and emails that belong to users other than `email`. */
function othersMarkers(stored: Stored, email: string | undefined): string[] {
  const markers: string[] = [];
  for (const [other, { user, orders }] of stored) {
    if (other === email) continue;
    // Emails only of the two fixed accounts and of guests: a random sign-up's email may be '%' or
    // 'a', found in any reply. (The demo account is public: anyone may log in as it.) Ids are UUIDs.
    if (FIXED_EMAILS.includes(other) || other.endsWith('@guest.invalid')) markers.push(other);
    markers.push(...user.addresses.map((a) => a.id));
    for (const order of orders) markers.push(order._id, order.paymentId, order.selectedAddress.id);
  }
  return markers;
}

/**
 * Nothing of another user's in a reply to a shopper, unless the request named it (a 404 repeats
 * an id). The kitchen's staff see every order.
 */
function expectNoLeaks(world: World, stored: Stored, { next, path, body }: Sent, reply: Reply) {
  if (next.caller.kind === 'kitchen') return;
  const caller = next.caller.kind === 'user' ? world.accounts[next.caller.who].email : undefined;
  const request = `${path} ${body ?? ''}`;
  const leaked = othersMarkers(stored, caller).filter(
    (marker) => !request.includes(marker) && reply.text.includes(marker),
  );
  expect(leaked, request.slice(0, 200)).toEqual([]);
}

const seed = Number(process.env.PROPERTY_SEED) || Date.now() ^ (Math.random() * 2 ** 31);
let callsMade = 0;
let guestsSignedUp = 0;
let brokenEscapeCalls = 0;
/** Every sequence's moves of orders, added up. */
const lifeTally: Record<Tallied, number> = newKitchenModel(0).tally;
/** Every sequence's scenarios of a changing menu, added up. */
const menuTally: Record<MenuTallied, number> = newMenuModel().tally;
const started = performance.now();

/**
 * Every order the accounts hold is the model's, where the model has it; and when the model's
 * orders changed, the kitchen's list of the last 24 hours (all of a run's) as the store gives it.
 */
async function expectOrdersAsModelled(
  world: World,
  stored: Stored,
  { maybe, changesBefore }: { maybe: 'maybe' | undefined; changesBefore: number },
  context: string,
) {
  const orders = [...stored.values()].flatMap((account) => account.orders);
  if (maybe) settleMaybe(world.kitchen, orders);
  expectStoredProgress(world.kitchen, orders, world.refundAsks, context);
  if (world.kitchen.changes === changesBefore) return;
  const listed = (await world.backend.db.kitchenOrdersJson(dayBefore(world.kitchen))).map(
    (json) => parseJsonText(json) as StoredOrder,
  );
  expectListedAsModelled(world.kitchen, listed, `the kitchen's list ${context}`);
}

/** Sends one call, follows it in the model, then checks the reply and every account. */
async function step(world: World, next: Call) {
  happenBefore(world, next.before);
  const { path, pickedOrder, ...kitchenPicks } = pathOf(world, next);
  const url = new URL(path, 'http://localhost');
  // '/api/../etc' leaves /api once the URL is normalised: not the backend's to answer.
  if (!url.pathname.startsWith('/api/')) return;
  const changesBefore = world.kitchen.changes;
  const sent: Sent = { next, path, url, body: await sentBody(world, next, kitchenPicks) };
  const reply = await send(path, await requestInit(world, next, sent.body));
  callsMade += 1;
  const broken = hasBrokenEscape(url.pathname);
  if (broken) brokenEscapeCalls += 1;
  const context = `${next.request.method} ${path.slice(0, 200)}`;

  expectWellFormed(reply, next.request.method, broken, context);
  await follow(world, sent, reply, context);
  if (!broken) await followMenu(world, sent, reply, context);
  const maybe = followLife(world, sent, reply, context);
  expectAccessRules(world, next, url, reply.status, pickedOrder, context);
  const stored = await readStored(world);
  expect(invariantBreaks(stored, world.menu), `after ${context}`).toEqual([]);
  for (const who of KNOWN) {
    const account = stored.get(world.accounts[who].email)!;
    expectStoredAsModelled(world.models[who], account, `${who}'s data after ${context}`);
  }
  await expectOrdersAsModelled(world, stored, { maybe, changesBefore }, `after ${context}`);
  expectNoLeaks(world, stored, sent, reply);
}

/** The error's message, with the lists a failed `toEqual` compared: its message shortens them. */
function failure(error: unknown): string {
  if (!(error instanceof Error)) return String(error).slice(0, 2000);
  const { actual, expected } = error as Error & { actual?: unknown; expected?: unknown };
  const compared =
    typeof expected !== 'object'
      ? ''
      : `\nexpected: ${JSON.stringify(expected)}\nactual:   ${JSON.stringify(actual)}`;
  return `${error.message.slice(0, 2000)}${compared.slice(0, 4000)}`;
}

const brokenEscapeShare = () => brokenEscapeCalls / Math.max(callsMade, 1);

afterAll(() => {
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  const share = (brokenEscapeShare() * 100).toFixed(1);
  const counts = (tally: Record<string, number>) =>
    Object.entries(tally)
      .map(([name, count]) => `${count} ${name}`)
      .join(', ');
  console.info(
    `Property test: ${callsMade} calls in ${seconds} s, ${share}% with a broken escape, ${guestsSignedUp} guests signed up; orders: ${counts(lifeTally)}; menu: ${counts(menuTally)} (PROPERTY_SEED=${seed})`,
  );
  vi.useRealTimers();
});

it(`${RUNS} random sequences of calls (${MIN_CALLS}+ in all): no 500, no broken data, no one sees another's`, async () => {
  // The backend's clock is Date.now(): each sequence starts it at RUN_START and moves it on.
  vi.useFakeTimers({ toFake: ['Date'] });
  await fc.assert(
    fc.asyncProperty(
      // Each backend, the browser's and the server's, is run with both kinds of guest (D44).
      fc.constantFrom<GuestAccounts>('demo', 'own'),
      fc.record({ first: meanwhile, second: meanwhile }),
      fc.array(call, { minLength: CALLS_PER_RUN, maxLength: CALLS_PER_RUN }),
      async (guestAccounts, startingChanges, calls) => {
        const world = await createWorld(guestAccounts, startingChanges);
        for (const next of calls) await step(world, next);
        for (const [name, count] of Object.entries(world.kitchen.tally)) {
          lifeTally[name as Tallied] += count;
        }
        for (const [name, count] of Object.entries(world.menu.tally)) {
          menuTally[name as MenuTallied] += count;
        }
      },
    ),
    {
      seed,
      numRuns: RUNS,
      endOnFailure: true,
      // The first failure, without the counterexample: its long strings would fill the log.
      asyncReporter: async ({ failed, seed: used, counterexamplePath, errorInstance }) => {
        if (!failed) return;
        throw new Error(
          `Failed with PROPERTY_SEED=${used} (path ${counterexamplePath}): ${failure(errorInstance)}`,
        );
      },
    },
  );

  expect(callsMade).toBeGreaterThanOrEqual(MIN_CALLS);
  expect(brokenEscapeShare()).toBeGreaterThanOrEqual(MIN_BROKEN_ESCAPE_SHARE);
  // The kitchen moved orders and refused some; in a long enough run, every mover made each move.
  expect(lifeTally.kitchenMoves).toBeGreaterThan(0);
  expect(lifeTally.refused).toBeGreaterThan(0);
  if (RUNS >= 50) for (const count of Object.values(lifeTally)) expect(count).toBeGreaterThan(0);
  // The menu changed under the shoppers: a dish sold out while in a cart, an order placed at a
  // price changed since its quote; in a long enough run, every scenario of menuModel.ts.
  expect(menuTally.soldOutInCart).toBeGreaterThanOrEqual(MIN_MENU_SCENARIOS);
  expect(menuTally.repricedAfterQuote).toBeGreaterThanOrEqual(MIN_MENU_SCENARIOS);
  if (RUNS >= 50) for (const count of Object.values(menuTally)) expect(count).toBeGreaterThan(0);
}, 600_000);
