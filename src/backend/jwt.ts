import { hmac } from '@oslojs/crypto/hmac';
import { SHA256 } from '@oslojs/crypto/sha2';
import { constantTimeEqual } from '@oslojs/crypto/subtle';
import {
  createJWTSignatureMessage,
  decodeJWT,
  encodeJWT,
  JWSRegisteredHeaders,
  JWTRegisteredClaims,
  parseJWT,
} from '@oslojs/jwt';

// HS256 JWTs, signed and checked on the thread that asks (D52): each WebCrypto HMAC was a trip
// through the thread pool, and under a shop's mix a payment waited behind other requests for
// two of them (issue 64). An HMAC of a token here takes about 11 µs.

const ALGORITHM = 'HS256';
/** The header jose wrote: tokens issued before stay readable, and new ones read the same. */
const HEADER = JSON.stringify({ alg: ALGORITHM });

export type JwtClaims = Record<string, unknown>;

export const hmacSha256 = (key: Uint8Array, message: Uint8Array) => hmac(SHA256, key, message);

export function signJwt(claims: JwtClaims, key: Uint8Array): string {
  const payload = JSON.stringify(claims);
  const signature = hmacSha256(key, createJWTSignatureMessage(HEADER, payload));
  return encodeJWT(HEADER, payload, signature);
}

/**
 * The claims of a token this key signed with HS256, or undefined when it is malformed, signed
 * otherwise, expired or not valid yet, or asks for an extension (`crit`) nobody here knows.
 */
export function verifyJwt(token: string, key: Uint8Array): JwtClaims | undefined {
  try {
    const [header, payload, signature, message] = parseJWT(token);
    if (new JWSRegisteredHeaders(header).algorithm() !== ALGORITHM || 'crit' in header) {
      return undefined;
    }
    if (!constantTimeEqual(signature, hmacSha256(key, message))) return undefined;
    const claims = new JWTRegisteredClaims(payload);
    if (claims.hasExpiration() && !claims.verifyExpiration()) return undefined;
    if (claims.hasNotBefore() && !claims.verifyNotBefore()) return undefined;
    return payload as JwtClaims;
  } catch {
    return undefined;
  }
}

/** A string a JWT claims, read without checking its signature; undefined when it is not one. */
export function unverifiedClaim(token: string, claim: string): string | undefined {
  try {
    const value = (decodeJWT(token) as JwtClaims)[claim];
    return typeof value === 'string' ? value : undefined;
  } catch {
    return undefined;
  }
}
