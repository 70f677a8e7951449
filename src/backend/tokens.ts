import { signJwt, unverifiedClaim, verifyJwt } from './jwt';
import { sameKey } from './signingKey';

/**
 * Who a token names: the account's id (`sub`) and its email, and the account's token version
 * when it was issued (`ver`): logging out moves the version on, which ends every earlier token.
 */
export interface TokenClaims {
  sub: string;
  email: string;
  ver: number;
}

/** Tokens live this long: a shopper signs in again after a day. */
const TOKEN_LIFETIME_SECONDS = 24 * 60 * 60;

/** An HMAC-signed JWT naming the account by id, email and token version, valid for 24 hours. */
export function signToken(
  { _id, email, tokenVersion = 0 }: { _id: string; email: string; tokenVersion?: number },
  key: Uint8Array,
): string {
  const issuedAt = Math.floor(Date.now() / 1000);
  return signJwt(
    { email, ver: tokenVersion, sub: _id, iat: issuedAt, exp: issuedAt + TOKEN_LIFETIME_SECONDS },
    key,
  );
}

/** The tokens read so far, with the key each was checked with and when it expires. */
const read = new Map<string, { key: Uint8Array; claims: TokenClaims; expiresAt: number }>();
/** The tokens kept at most; beyond, the one kept longest goes. */
const MAX_READ = 10_000;

/** Whether this process has accepted the token before (its key or account may have changed since). */
export const knownToken = (token: string): boolean => read.has(token);

/**
 * The claims of a token this process accepted before and the key it was checked with, while it
 * has not expired: what a write checks again in itself (D56).
 */
export function knownClaims(token: string): { claims: TokenClaims; key: Uint8Array } | undefined {
  const known = read.get(token);
  return known && Date.now() < known.expiresAt ? known : undefined;
}

/**
 * The account a token names, or undefined when it is malformed, forged, expired or names none.
 * A token's signature is checked once per key: decoding and checking it again at each request
 * was 3 % of a server's time under a shop's mix (issue 64). Its expiry is checked at every read.
 */
export function readToken(token: string, key: Uint8Array): TokenClaims | undefined {
  const known = read.get(token);
  if (known && sameKey(known.key, key)) {
    return Date.now() < known.expiresAt ? known.claims : undefined;
  }
  const payload = verifyJwt(token, key);
  if (!payload) return undefined;
  const { sub, email, ver = 0, exp } = payload;
  if (typeof sub !== 'string' || typeof email !== 'string' || !Number.isInteger(ver)) {
    return undefined;
  }
  const claims = { sub, email, ver: ver as number };
  if (typeof exp === 'number') {
    if (read.size >= MAX_READ) read.delete(read.keys().next().value!);
    read.set(token, { key: new Uint8Array(key), claims, expiresAt: exp * 1000 });
  }
  return claims;
}

/**
 * The email a token claims: which account to read with the signing key, in one read, before
 * `readToken` checks it.
 */
export const claimedEmail = (token: string) =>
  read.get(token)?.claims.email ?? unverifiedClaim(token, 'email');
