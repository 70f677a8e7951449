import { IDBFactory } from 'fake-indexeddb';
import { afterEach, beforeEach, expect, vi } from 'vitest';
import { createTestBackend, type TestBackend, type TestBackendOptions } from './testBackend';
import type { KeyValueStorage } from '../domain/keyValueStorage';
import { replyProblem, routeNameOf } from '../domain/api/replies';
import { DEMO_ADDRESSES } from '../domain/demoAddresses';
import type { CartItem, Order, Payment, PaymentProof, Quote } from '../domain/types';

/** The spec's timestamp format. */
export const TIMESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/;

export interface Reply<Body> {
  status: number;
  body: Body;
  /** The raw JSON text, for checks on everything a reply contains. */
  text: string;
  etag?: string | null;
}

interface CallOptions {
  token?: string;
  body?: unknown;
  /** Sent as is, for bodies that are not valid JSON. */
  rawBody?: string;
  headers?: Record<string, string>;
}

export type ErrorBody = { errors: string[] };

/** An empty in-memory IndexedDB: the next backend starts from the seed. */
export function freshIndexedDb(): void {
  globalThis.indexedDB = new IDBFactory();
}

/**
 * Makes every IndexedDB write fail, as a full disk does unless another failure is named, until
 * the mocks are restored.
 */
export function failWrites(failure = 'QuotaExceededError'): void {
  const full = () => {
    throw new DOMException(`The write failed: ${failure}.`, failure);
  };
  for (const write of ['put', 'add', 'delete', 'clear'] as const) {
    vi.spyOn(IDBObjectStore.prototype, write).mockImplementation(full);
  }
}

/** A fresh seeded backend for each test of the calling file; returns a getter for it. */
export function startBackendForEachTest(options: Omit<TestBackendOptions, 'legacyStorage'> = {}) {
  let current: TestBackend | undefined;
  beforeEach(() => {
    freshIndexedDb();
    current = createTestBackend(options);
    current.server.listen({ onUnhandledRequest: 'error' });
  });
  afterEach(() => {
    current?.server.close();
    vi.useRealTimers();
  });

  const backend = (): TestBackend => {
    if (!current) throw new Error('startBackendForEachTest: the backend exists only inside a test');
    return current;
  };
  /**
   * Stops the backend and starts a new one over the same database, like a page reload;
   * `legacyStorage` as the earlier version left it.
   */
  const reload = (legacyStorage?: KeyValueStorage): TestBackend => {
    backend().server.close();
    current = createTestBackend({ ...options, legacyStorage });
    current.server.listen({ onUnhandledRequest: 'error' });
    return current;
  };
  return { backend, reload };
}

export async function call<Body = Record<string, unknown>>(
  method: string,
  path: string,
  { token, body, rawBody, headers: given }: CallOptions = {},
): Promise<Reply<Body>> {
  const headers = new Headers(given);
  if (token !== undefined) headers.set('authorization', token);
  const payload = rawBody ?? (body === undefined ? undefined : JSON.stringify(body));
  if (payload !== undefined) headers.set('content-type', 'application/json');
  const response = await fetch(`http://localhost${path}`, { method, headers, body: payload });
  if (response.headers.get('content-type')?.startsWith('text/event-stream')) {
    // A stream of events never ends (D41): ./eventReader.ts reads one; here it is only opened.
    void response.body?.cancel().catch(() => undefined);
    expect(routeNameOf(method, path), `${method} ${path} streams`).toMatch(/Events$/);
    return { status: response.status, body: {} as Body, text: '' };
  }
  const text = await response.text();
  // A 304 has no body: the client has it (D42).
  const parsed: unknown = response.status === 304 ? undefined : JSON.parse(text);
  const reply = {
    status: response.status,
    body: parsed as Body,
    text,
    etag: response.headers.get('etag'),
  };
  expectTheContract(method, path, reply);
  return reply;
}

/** Every reply of a test fits its route's contract (domain/api/contract), or the error shape. */
function expectTheContract(
  method: string,
  path: string,
  { status, body, text }: Reply<unknown>,
): void {
  if (status === 304) {
    expect(text, `${method} ${path}: a 304 has no body`).toBe('');
    return;
  }
  const name = routeNameOf(method, new URL(path, 'http://localhost').pathname);
  const problem = name ? replyProblem(name, status, body) : undefined;
  expect(problem, `${method} ${path}`).toBeUndefined();
  if (!name && status >= 300) expect(body).toEqual({ errors: [expect.any(String)] });
}

export function expectError(reply: Reply<unknown>, status: number, message: string): void {
  expect({ status: reply.status, body: reply.body }).toEqual({
    status,
    body: { errors: [message] },
  });
}

interface Account {
  email: string;
  password: string;
  token: string;
}

/** Signs up a new user with a random password (no password is written in the source). */
export async function signUp(email = 'new.shopper@example.com'): Promise<Account> {
  const password = crypto.randomUUID();
  const reply = await call<{ encodedToken: string }>('POST', '/api/auth/signup', {
    body: { firstName: 'New', lastName: 'Shopper', email, password },
  });
  expect(reply.status).toBe(201);
  return { email, password, token: reply.body.encodedToken };
}

/** 'Be My Guest': the demo account, or on a server an account of the guest's own (D44). */
export async function guestSession(): Promise<{ token: string; email: string }> {
  const reply = await call<{ encodedToken: string; foundUser: { email: string } }>(
    'POST',
    '/api/auth/guest',
  );
  expect(reply.status).toBe(200);
  return { token: reply.body.encodedToken, email: reply.body.foundUser.email };
}

export const guestToken = async (): Promise<string> => (await guestSession()).token;

/**
 * The guest with a cart of 2 × Biryani (₹200) and 1 × Gelato (₹100): ₹500 + ₹100 delivery.
 * Answers the guest's token and email, and the cart as the backend has it.
 */
export async function guestWithCart(
  session = guestSession(),
): Promise<{ token: string; email: string; cart: CartItem[] }> {
  const { token, email } = await session;
  for (const _id of ['prod-biryani', 'prod-gelato']) {
    await call('POST', '/api/user/cart', { token, body: { product: { _id } } });
  }
  await call('POST', '/api/user/cart/prod-biryani', {
    token,
    body: { action: { type: 'increment' } },
  });
  return { token, email, cart: await cartOf(token) };
}

export const cartOf = async (token: string) =>
  (await call<{ cart: CartItem[] }>('GET', '/api/user/cart', { token })).body.cart;

/** A payment as an order brings it (D33): the backend's payment, the provider's id and signature. */
export interface SignedPayment {
  id: string;
  paymentId: string;
  signature: string;
}

/**
 * Pays for the shopper's cart as checkout does: a quote, the backend's payment of it, and the
 * test provider's payment sheet. `count` payments of the one quote, for as many orders.
 */
export async function payForCart(token: string, count = 1): Promise<SignedPayment[]> {
  const quote = await call<{ quote: Quote }>('GET', '/api/user/cart/quote', { token });
  expect(quote.status).toBe(200);
  const payments: SignedPayment[] = [];
  for (let made = 0; made < count; made += 1) {
    const created = await call<{ payment: Payment }>('POST', '/api/user/payments', {
      token,
      body: { quote: quote.body.quote.id },
    });
    expect(created.status).toBe(201);
    const { id, orderId } = created.body.payment;
    const taken = await call<{ payment: PaymentProof }>('POST', '/api/user/payments/test', {
      token,
      body: { orderId },
    });
    expect(taken.status).toBe(200);
    const { paymentId, signature } = taken.body.payment;
    payments.push({ id, paymentId, signature });
  }
  return payments;
}

/** The body that places an order of the cart's lines, paid by `payment`, to the first demo address. */
export const orderBody = (payment: SignedPayment, cart: CartItem[], totalPrice: number) => ({
  order: {
    payment,
    products: cart.map(({ _id, qty }) => ({ _id, qty })),
    address: { id: 'addr-typed', ...DEMO_ADDRESSES[0]! },
    totalPrice,
  },
});

/**
 * An order of the Biryani and Gelato cart (₹600), placed as checkout places it: by a guest, or
 * by the account of `session`.
 */
export async function placedOrder(
  session?: Promise<{ token: string; email: string }>,
): Promise<{ token: string; email: string; order: Order }> {
  const { token, email, cart } = await guestWithCart(session);
  const [payment] = await payForCart(token);
  const reply = await call<{ order: Order }>('POST', '/api/user/orders', {
    token,
    body: orderBody(payment!, cart, 600),
  });
  expect(reply.status).toBe(201);
  return { token, email, order: reply.body.order };
}

/** 'Kitchen demo': the seeded staff member's token (D40). */
export async function kitchenToken(): Promise<string> {
  const reply = await call<{ encodedToken: string }>('POST', '/api/kitchen/demo');
  expect(reply.status).toBe(200);
  return reply.body.encodedToken;
}
