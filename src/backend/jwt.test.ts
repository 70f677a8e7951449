import { base64url, jwtVerify, SignJWT, UnsecuredJWT } from 'jose';
import { afterEach, expect, it, vi } from 'vitest';
import { signJwt, unverifiedClaim, verifyJwt } from './jwt';
import { newSigningKey } from './signingKey';

// The tokens signed here are the JWTs jose signs and checks: tokens issued before stay readable.

afterEach(() => vi.useRealTimers());

const inAnHour = () => Math.floor(Date.now() / 1000) + 3600;
const joseToken = (claims: Record<string, unknown>, key: Uint8Array, header = {}) =>
  new SignJWT(claims).setProtectedHeader({ alg: 'HS256', ...header }).sign(key);

it('reads a token jose signed, and jose reads one signed here', async () => {
  const key = newSigningKey();
  const claims = { sub: 'user-1', email: 'asha@example.com', exp: inAnHour() };

  expect(verifyJwt(await joseToken(claims, key), key)).toEqual(claims);
  expect((await jwtVerify(signJwt(claims, key), key)).payload).toEqual(claims);
});

it('reads nothing under another key, or with a claim changed after signing', () => {
  const key = newSigningKey();
  const token = signJwt({ sub: 'user-1', exp: inAnHour() }, key);
  const [header, , signature] = token.split('.');
  const changed = base64url.encode(JSON.stringify({ sub: 'user-2', exp: inAnHour() }));

  expect(verifyJwt(token, newSigningKey())).toBeUndefined();
  expect(verifyJwt([header, changed, signature].join('.'), key)).toBeUndefined();
});

it('reads nothing once it has expired, nor before it is valid', () => {
  vi.useFakeTimers({ toFake: ['Date'] });
  const key = newSigningKey();
  const expiring = signJwt({ exp: inAnHour() }, key);
  const later = signJwt({ nbf: inAnHour() }, key);

  expect(verifyJwt(later, key)).toBeUndefined();
  vi.setSystemTime(Date.now() + 3600 * 1000);
  expect(verifyJwt(expiring, key)).toBeUndefined();
  expect(verifyJwt(later, key)).toEqual({ nbf: expect.any(Number) });
});

it('reads nothing unsigned, of another algorithm, or asking for an unknown extension', async () => {
  const key = newSigningKey();
  const unsigned = new UnsecuredJWT({ sub: 'user-1' }).encode();
  const critical = await joseToken({ sub: 'user-1' }, key, { crit: ['b64'], b64: true });

  expect(verifyJwt(unsigned, key)).toBeUndefined();
  expect(verifyJwt(critical, key)).toBeUndefined();
  expect(verifyJwt('not.a.token', key)).toBeUndefined();
  expect(verifyJwt('', key)).toBeUndefined();
});

it('reads a claim without the key, and nothing of what is not a token', () => {
  const token = signJwt({ email: 'asha@example.com', ver: 2 }, newSigningKey());

  expect(unverifiedClaim(token, 'email')).toBe('asha@example.com');
  expect(unverifiedClaim(token, 'ver')).toBeUndefined();
  expect(unverifiedClaim('garbage', 'email')).toBeUndefined();
});
