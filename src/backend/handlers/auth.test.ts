import { describe, expect, it } from 'vitest';
import { DEMO_ADDRESSES } from '../../domain/demoAddresses';
import type { Address, User } from '../../domain/types';
import {
  call,
  expectError,
  signUp,
  TIMESTAMP,
  startBackendForEachTest,
} from '../../testing/backendCalls';

type SessionBody<Key extends string> = Record<Key, User> & { encodedToken: string };

const { backend } = startBackendForEachTest();

describe('auth', () => {
  const password = crypto.randomUUID();
  const newUser = { firstName: 'Nila', lastName: 'Rao', email: 'nila.rao@example.com', password };

  it('signing up gets 201, the created user and a token', async () => {
    const reply = await call<SessionBody<'createdUser'>>('POST', '/api/auth/signup', {
      body: newUser,
    });

    expect(reply.status).toBe(201);
    expect(reply.body.createdUser).toEqual({
      _id: expect.any(String),
      firstName: 'Nila',
      lastName: 'Rao',
      email: 'nila.rao@example.com',
      createdAt: expect.stringMatching(TIMESTAMP),
      updatedAt: expect.stringMatching(TIMESTAMP),
    });
    expect(reply.body.encodedToken).toEqual(expect.any(String));
  });

  it('the signup reply never contains the password', async () => {
    const reply = await call('POST', '/api/auth/signup', { body: newUser });

    expect(reply.text).not.toContain(password);
    expect(reply.text.toLowerCase()).not.toContain('password');
  });

  it('the database keeps only a salted hash of the password', async () => {
    await call('POST', '/api/auth/signup', { body: newUser });

    const stored = JSON.stringify(await backend().db.findUser(newUser.email));
    expect(stored).not.toContain(password);
    expect(stored).toMatch(/"passwordHash":"pbkdf2-sha256\$10000\$[\w-]+\$[\w-]+"/);
  });

  it('a new account starts with the first demo address', async () => {
    const { token } = await signUp();

    const reply = await call<{ addresses: Address[] }>('GET', '/api/user/addresses', { token });

    expect(reply.body.addresses).toEqual([{ id: expect.any(String), ...DEMO_ADDRESSES[0] }]);
  });

  it('signing up with an email that exists (in any case) gets 422 and the spec message', async () => {
    await call('POST', '/api/auth/signup', { body: newUser });

    const reply = await call('POST', '/api/auth/signup', {
      body: { ...newUser, email: 'NILA.Rao@example.com' },
    });

    expectError(reply, 422, 'Unprocessable Entity. Email Already Exists.');
  });

  it.each([
    ['without an email', { password }, 'email is required'],
    ['with a blank email', { email: '  ', password }, 'email is required'],
    ['without a password', { email: 'nila.rao@example.com' }, 'password is required'],
    [
      'with an empty password',
      { email: 'nila.rao@example.com', password: '' },
      'password is required',
    ],
  ])('signing up %s gets 400 naming the field', async (_case, body, message) => {
    expectError(await call('POST', '/api/auth/signup', { body }), 400, message);
  });

  it('logging in gets 200, the user without a password and a working token', async () => {
    const account = await signUp();

    const reply = await call<SessionBody<'foundUser'>>('POST', '/api/auth/login', {
      body: { email: account.email, password: account.password },
    });

    expect(reply.status).toBe(200);
    expect(reply.body.foundUser).toMatchObject({ firstName: 'New', email: account.email });
    expect(reply.text).not.toContain(account.password);
    expect(reply.text.toLowerCase()).not.toContain('password');
    const cart = await call('GET', '/api/user/cart', { token: reply.body.encodedToken });
    expect(cart.status).toBe(200);
  });

  it('logging in with the email in another case works', async () => {
    const account = await signUp();

    const reply = await call('POST', '/api/auth/login', {
      body: { email: account.email.toUpperCase(), password: account.password },
    });

    expect(reply.status).toBe(200);
  });

  it('logging in with an unknown email gets 404 and the spec message', async () => {
    const reply = await call('POST', '/api/auth/login', {
      body: { email: 'nobody@example.com', password: crypto.randomUUID() },
    });

    expectError(reply, 404, 'The email you entered is not Registered. Not Found error');
  });

  it('logging in with a wrong password gets 401 and the spec message', async () => {
    const account = await signUp();

    const reply = await call('POST', '/api/auth/login', {
      body: { email: account.email, password: `${account.password}x` },
    });

    expectError(reply, 401, 'The credentials you entered are invalid. Unauthorized access error.');
  });

  it('logging in to the demo account with any password gets 401', async () => {
    const reply = await call('POST', '/api/auth/login', {
      body: { email: 'guest@example.com', password: crypto.randomUUID() },
    });

    expectError(reply, 401, 'The credentials you entered are invalid. Unauthorized access error.');
  });

  it.each([
    ['without an email', { password }, 'email is required'],
    ['without a password', { email: 'guest@example.com' }, 'password is required'],
  ])('logging in %s gets 400 naming the field', async (_case, body, message) => {
    expectError(await call('POST', '/api/auth/login', { body }), 400, message);
  });

  it("guest login gets 200, the host's guest and a working token, without a password", async () => {
    const reply = await call<SessionBody<'foundUser'>>('POST', '/api/auth/guest');

    // The browser's backend is the visitor's alone: its guest is the demo account. A server's
    // guest is an account of its own (D44).
    const account =
      backend().guestAccounts === 'demo'
        ? { _id: 'user-guest', email: 'guest@example.com' }
        : {
            _id: expect.any(String),
            email: expect.stringMatching(/^guest-[\w-]+@guest\.invalid$/),
          };
    expect(reply.status).toBe(200);
    expect(reply.body.foundUser).toEqual({
      ...account,
      firstName: 'Guest',
      lastName: 'Shopper',
      createdAt: expect.stringMatching(TIMESTAMP),
      updatedAt: expect.stringMatching(TIMESTAMP),
    });
    expect(reply.text.toLowerCase()).not.toContain('password');
    const cart = await call('GET', '/api/user/cart', { token: reply.body.encodedToken });
    expect(cart.status).toBe(200);
  });

  it("logging out gets 200 and ends that account's tokens, not another account's", async () => {
    const shopper = await signUp();
    const other = await signUp('other.shopper@example.com');

    const reply = await call('POST', '/api/auth/logout', { token: shopper.token });

    expect(reply.status).toBe(200);
    expect(reply.body).toEqual({ message: 'Logged out.' });
    expect((await call('GET', '/api/user/cart', { token: shopper.token })).status).toBe(401);
    expect((await call('GET', '/api/user/cart', { token: other.token })).status).toBe(200);
    const again = await call<SessionBody<'foundUser'>>('POST', '/api/auth/login', {
      body: { email: shopper.email, password: shopper.password },
    });
    expect((await call('GET', '/api/user/cart', { token: again.body.encodedToken })).status).toBe(
      200,
    );
  });
});
