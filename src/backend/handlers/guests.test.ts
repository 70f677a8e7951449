import { describe, expect, it, vi } from 'vitest';
import { EMAIL_EXISTS } from '../../domain/apiError';
import { DEMO_ADDRESSES } from '../../domain/demoAddresses';
import type { Address, CartItem, Order, User, WishlistItem } from '../../domain/types';
import { removeIdleGuests } from '../guests';
import {
  call,
  expectError,
  guestSession,
  guestWithCart,
  payForCart,
  signUp,
  startBackendForEachTest,
} from '../../testing/backendCalls';

// 'Be My Guest' as a server answers it (D44): every press is an account of its own. On every
// backend: the in-browser one's IndexedDB, and the server's PGlite and PostgreSQL.

const { backend } = startBackendForEachTest({ guestAccounts: 'own' });

interface Lists {
  cart: CartItem[];
  wishlist: WishlistItem[];
  addresses: Address[];
  orders: Order[];
}

const LISTS = ['cart', 'wishlist', 'addresses', 'orders'] as const;

/** Everything the account of `token` reads of its own, and the replies' raw text. */
async function listsOf(token: string): Promise<{ lists: Lists; text: string }> {
  const replies = await Promise.all(
    LISTS.map((list) => call('GET', `/api/user/${list}`, { token })),
  );
  for (const reply of replies) expect(reply.status).toBe(200);
  const lists = Object.assign({}, ...replies.map((reply) => reply.body)) as Lists;
  return { lists, text: replies.map((reply) => reply.text).join('\n') };
}

const SECRET_ADDRESS = {
  ...DEMO_ADDRESSES[1]!,
  name: 'Visitor A Private',
  addressText: '12 Secret Lane',
};

/** A guest with a cart, a wishlist, an address of their own and a paid order. */
async function busyGuest() {
  const { token, email } = await guestWithCart();
  const [payment] = await payForCart(token);
  const { body: saved } = await call<{ addresses: Address[] }>('POST', '/api/user/addresses', {
    token,
    body: { address: SECRET_ADDRESS },
  });
  const placed = await call<{ order: Order }>('POST', '/api/user/orders', {
    token,
    body: {
      order: {
        payment,
        products: [
          { _id: 'prod-biryani', qty: 2 },
          { _id: 'prod-gelato', qty: 1 },
        ],
        address: saved.addresses.at(-1),
        totalPrice: 600,
      },
    },
  });
  expect(placed.status).toBe(201);
  await call('POST', '/api/user/cart', { token, body: { product: { _id: 'prod-tiramisu' } } });
  await call('POST', '/api/user/wishlist', { token, body: { product: { _id: 'prod-lasagna' } } });
  return { token, email, orderId: placed.body.order._id };
}

const DAY_MS = 24 * 60 * 60 * 1000;
const START = Date.parse('2026-12-01T10:00:00Z');
const daysLater = (days: number) => vi.setSystemTime(START + days * DAY_MS);

describe("'Be My Guest' on a server (D44)", () => {
  it("makes an account of the guest's own: the demo account's name and address, nothing else", async () => {
    type Session = { foundUser: User; encodedToken: string };
    const first = await call<Session>('POST', '/api/auth/guest');
    const second = await call<Session>('POST', '/api/auth/guest');

    expect(first.body.foundUser._id).not.toBe(second.body.foundUser._id);
    expect(first.body.foundUser.email).not.toBe(second.body.foundUser.email);
    for (const reply of [first, second]) {
      expect(reply.body.foundUser).toMatchObject({ firstName: 'Guest', lastName: 'Shopper' });
      expect(reply.text.toLowerCase()).not.toContain('password');
      const { lists } = await listsOf(reply.body.encodedToken);
      expect(lists).toEqual({
        cart: [],
        wishlist: [],
        addresses: [{ id: expect.any(String), ...DEMO_ADDRESSES[0] }],
        orders: [],
      });
    }
  });

  it('two guests see nothing of each other: cart, wishlist, addresses, orders, tracking', async () => {
    const visitorA = await busyGuest();
    const visitorB = await guestSession();

    const { lists, text } = await listsOf(visitorB.token);
    expect(lists).toMatchObject({ cart: [], wishlist: [], orders: [] });
    expect(lists.addresses).toHaveLength(1);
    for (const secret of [SECRET_ADDRESS.name, visitorA.orderId, visitorA.email, 'prod-biryani']) {
      expect(text).not.toContain(secret);
    }
    const tracking = await call('GET', `/api/user/orders/${visitorA.orderId}`, {
      token: visitorB.token,
    });
    expect(tracking.status).toBe(404);
    // B's changes are B's alone: A's cart is as A left it.
    await call('DELETE', '/api/user/cart/prod-tiramisu', { token: visitorB.token });
    expect((await listsOf(visitorA.token)).lists.cart.map(({ _id }) => _id)).toEqual([
      'prod-tiramisu',
    ]);
  });

  it('ten guests at once get ten accounts', async () => {
    const guests = await Promise.all(Array.from({ length: 10 }, guestSession));

    expect(new Set(guests.map(({ email }) => email)).size).toBe(10);
  });
});

describe('a guest who signs up (D44)', () => {
  const details = (email: string) => ({
    firstName: 'Asha',
    lastName: 'Rao',
    email,
    password: crypto.randomUUID(),
  });
  const signUpAs = (email: string, token?: string) =>
    call<{ createdUser: User; encodedToken: string }>('POST', '/api/auth/signup', {
      token,
      body: details(email),
    });

  it("keeps the guest's cart, wishlist, addresses and orders under the new account", async () => {
    const guest = await busyGuest();
    const before = await listsOf(guest.token);

    const reply = await signUpAs('asha@example.com', guest.token);

    expect(reply.status).toBe(201);
    expect(reply.body.createdUser).toMatchObject({ firstName: 'Asha', email: 'asha@example.com' });
    const customer = reply.body.encodedToken;
    expect((await listsOf(customer)).lists).toEqual(before.lists);
    const tracking = await call('GET', `/api/user/orders/${guest.orderId}`, { token: customer });
    expect(tracking.status).toBe(200);
    // The guest account is gone, and its token with it.
    expect(await backend().db.findUser(guest.email)).toBeUndefined();
    expect((await call('GET', '/api/user/cart', { token: guest.token })).status).toBe(404);
  });

  it('an email that is taken gets 422, and the guest keeps everything', async () => {
    await signUp('taken@example.com');
    const guest = await busyGuest();
    const before = await listsOf(guest.token);

    expectError(await signUpAs('taken@example.com', guest.token), 422, EMAIL_EXISTS);

    expect((await listsOf(guest.token)).lists).toEqual(before.lists);
  });

  it("a customer's token on a sign-up moves nothing: the new account starts as any does", async () => {
    const customer = await signUp('first@example.com');
    await call('POST', '/api/user/cart', {
      token: customer.token,
      body: { product: { _id: 'prod-biryani' } },
    });

    const reply = await signUpAs('second@example.com', customer.token);

    expect(reply.status).toBe(201);
    expect((await listsOf(reply.body.encodedToken)).lists.cart).toEqual([]);
    expect((await listsOf(customer.token)).lists.cart).toHaveLength(1);
  });

  it('two sign-ups from one guest at once: one account takes the lists, neither loses or doubles them', async () => {
    const guest = await busyGuest();
    const before = await listsOf(guest.token);

    const replies = await Promise.all([
      signUpAs('one@example.com', guest.token),
      signUpAs('two@example.com', guest.token),
    ]);

    expect(replies.map((reply) => reply.status)).toEqual([201, 201]);
    const accounts = await Promise.all(replies.map((reply) => listsOf(reply.body.encodedToken)));
    const withOrders = accounts.filter(({ lists }) => lists.orders.length > 0);
    expect(withOrders).toHaveLength(1);
    expect(withOrders[0]!.lists).toEqual(before.lists);
  });
});

describe('idle guests (D44)', () => {
  it('a guest idle for 7 days is removed with its lists; its orders stay', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    daysLater(0);
    const guest = await busyGuest();

    daysLater(6.9);
    expect(await removeIdleGuests(backend().db)).toBe(0);
    daysLater(7.1);
    expect(await removeIdleGuests(backend().db)).toBe(1);

    expect(await backend().db.findUser(guest.email)).toBeUndefined();
    expect(await backend().db.findOrder(guest.email, guest.orderId)).toMatchObject({
      _id: guest.orderId,
    });
  });

  it('a request keeps a guest: idleness counts from the last one', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    daysLater(0);
    const { token, email } = await guestSession();

    daysLater(0.8); // within the token's 24 hours
    expect((await call('GET', '/api/user/cart', { token })).status).toBe(200);

    daysLater(7.5);
    expect(await removeIdleGuests(backend().db)).toBe(0);
    daysLater(7.9);
    expect(await removeIdleGuests(backend().db)).toBe(1);
    expect(await backend().db.findUser(email)).toBeUndefined();
  });

  it('the idle time is a setting; a customer is never removed', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    daysLater(0);
    const customer = await signUp();
    const guest = await guestSession();

    daysLater(1.1);
    expect(await removeIdleGuests(backend().db, 1)).toBe(1);
    daysLater(400);
    expect(await removeIdleGuests(backend().db, 1)).toBe(0);

    expect(await backend().db.findUser(customer.email)).toBeDefined();
    expect(await backend().db.findUser(guest.email)).toBeUndefined();
  });
});
