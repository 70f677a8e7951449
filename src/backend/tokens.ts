import { decodeJwt, jwtVerify, SignJWT } from 'jose';

const ALGORITHM = 'HS256';

/** A signing key shorter than this (HS256's own size) is replaced. */
export const SIGNING_KEY_BYTES = 32;

export const newSigningKey = () => crypto.getRandomValues(new Uint8Array(SIGNING_KEY_BYTES));

export const isUsableSigningKey = (key: unknown): key is Uint8Array =>
  key instanceof Uint8Array && key.length >= SIGNING_KEY_BYTES;

const sameBytes = (a: Uint8Array, b: Uint8Array) =>
  a.length === b.length && a.every((byte, index) => byte === b[index]);

let imported: { bytes: Uint8Array; key: Promise<CryptoKey> } | undefined;

/**
 * The signing key as WebCrypto's HMAC key, imported once for as long as the key is the same:
 * handed to jose as bytes, it was imported again at every sign and verify (issue 64). A new key
 * (a reset) is imported at its first use, so tokens of the old one end at once.
 */
export function hmacKey(bytes: Uint8Array): Promise<CryptoKey> {
  if (!imported || !sameBytes(imported.bytes, bytes)) {
    const copy = new Uint8Array(bytes);
    imported = {
      bytes: copy,
      key: crypto.subtle.importKey('raw', copy, { name: 'HMAC', hash: 'SHA-256' }, false, [
        'sign',
        'verify',
      ]),
    };
  }
  return imported.key;
}

/**
 * Who a token names: the account's id (`sub`) and its email, and the account's token version
 * when it was issued (`ver`): logging out moves the version on, which ends every earlier token.
 */
export interface TokenClaims {
  sub: string;
  email: string;
  ver: number;
}

/** An HMAC-signed JWT naming the account by id, email and token version, valid for 24 hours. */
export async function signToken(
  { _id, email, tokenVersion = 0 }: { _id: string; email: string; tokenVersion?: number },
  key: Uint8Array,
) {
  return new SignJWT({ email, ver: tokenVersion })
    .setProtectedHeader({ alg: ALGORITHM })
    .setSubject(_id)
    .setIssuedAt()
    .setExpirationTime('24h')
    .sign(await hmacKey(key));
}

/** The tokens read so far, with the key each was checked with and when it expires. */
const read = new Map<string, { key: Uint8Array; claims: TokenClaims; expiresAt: number }>();
/** The tokens kept at most; beyond, the one kept longest goes. */
const MAX_READ = 10_000;

/**
 * The account a token names, or undefined when it is malformed, forged, expired or names none.
 * A token's signature is checked once per key: each check is a WebCrypto call, 7 % of a server's
 * time under a shop's mix (issue 64). Its expiry is checked at every read.
 */
export async function readToken(token: string, key: Uint8Array): Promise<TokenClaims | undefined> {
  const known = read.get(token);
  if (known && sameBytes(known.key, key)) {
    return Date.now() < known.expiresAt ? known.claims : undefined;
  }
  try {
    const { payload } = await jwtVerify(token, await hmacKey(key), { algorithms: [ALGORITHM] });
    const { sub, email, ver = 0, exp } = payload;
    if (typeof sub !== 'string' || typeof email !== 'string' || !Number.isInteger(ver)) {
      return undefined;
    }
    const claims = { sub, email, ver: ver as number };
    if (exp !== undefined) {
      if (read.size >= MAX_READ) read.delete(read.keys().next().value!);
      read.set(token, { key: new Uint8Array(key), claims, expiresAt: exp * 1000 });
    }
    return claims;
  } catch {
    return undefined;
  }
}

/** A string a JWT claims, read without checking its signature; undefined when it is not one. */
export function unverifiedClaim(token: string, claim: string): string | undefined {
  try {
    const value = decodeJwt(token)[claim];
    return typeof value === 'string' ? value : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The email a token claims: which account to read with the signing key, in one read, before
 * `readToken` checks it.
 */
export const claimedEmail = (token: string) => unverifiedClaim(token, 'email');
