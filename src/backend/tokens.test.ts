import { afterEach, expect, it, vi } from 'vitest';
import { readToken, signToken } from './tokens';
import { newSigningKey } from './signingKey';

// A token names its account while its key stands and until it expires, however often it is read.

const account = { _id: 'user-1', email: 'asha@example.com', tokenVersion: 2 };
const claims = { sub: 'user-1', email: 'asha@example.com', ver: 2 };

afterEach(() => vi.useRealTimers());

it('reads the same account at every read', async () => {
  const key = newSigningKey();
  const token = signToken(account, key);

  expect(readToken(token, key)).toEqual(claims);
  expect(readToken(token, key)).toEqual(claims);
});

it('reads nothing once the key has changed, though the token was read before (a reset)', async () => {
  const key = newSigningKey();
  const token = signToken(account, key);
  readToken(token, key);

  expect(readToken(token, newSigningKey())).toBeUndefined();
});

it('reads nothing once the token has expired, though it was read before', async () => {
  vi.useFakeTimers({ toFake: ['Date'] });
  const key = newSigningKey();
  const token = signToken(account, key);
  readToken(token, key);

  vi.setSystemTime(Date.now() + 24 * 60 * 60 * 1000);
  expect(readToken(token, key)).toBeUndefined();
});

it('reads nothing of a token whose claims were changed after signing', async () => {
  const key = newSigningKey();
  const token = signToken(account, key);
  readToken(token, key);
  const [header, , signature] = token.split('.');
  const forged = [header, btoa(JSON.stringify({ ...claims, sub: 'user-2' })), signature].join('.');

  expect(readToken(forged, key)).toBeUndefined();
});
