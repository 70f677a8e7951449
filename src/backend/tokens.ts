import { signJwt, unverifiedClaim, verifyJwt } from './jwt';

/** A signing key shorter than this (HS256's own size) is replaced. */
export const SIGNING_KEY_BYTES = 32;

export const newSigningKey = () => crypto.getRandomValues(new Uint8Array(SIGNING_KEY_BYTES));

export const isUsableSigningKey = (key: unknown): key is Uint8Array =>
  key instanceof Uint8Array && key.length >= SIGNING_KEY_BYTES;

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

/** The account a token names, or undefined when it is malformed, forged, expired or names none. */
export function readToken(token: string, key: Uint8Array): TokenClaims | undefined {
  const claims = verifyJwt(token, key);
  if (!claims) return undefined;
  const { sub, email, ver = 0 } = claims;
  if (typeof sub !== 'string' || typeof email !== 'string' || !Number.isInteger(ver)) {
    return undefined;
  }
  return { sub, email, ver: ver as number };
}

/**
 * The email a token claims: which account to read with the signing key, in one read, before
 * `readToken` checks it.
 */
export const claimedEmail = (token: string) => unverifiedClaim(token, 'email');
