import { jwtVerify, SignJWT } from 'jose';

const ALGORITHM = 'HS256';

/** Who a token names: the account's id (`sub`) and its email. */
export interface TokenClaims {
  sub: string;
  email: string;
}

/** An HMAC-signed JWT naming the account by id and email, valid for 24 hours. */
export function signToken({ _id, email }: { _id: string; email: string }, key: Uint8Array) {
  return new SignJWT({ email })
    .setProtectedHeader({ alg: ALGORITHM })
    .setSubject(_id)
    .setIssuedAt()
    .setExpirationTime('24h')
    .sign(key);
}

/** The account a token names, or undefined when it is malformed, forged, expired or names none. */
export async function readToken(token: string, key: Uint8Array): Promise<TokenClaims | undefined> {
  try {
    const { payload } = await jwtVerify(token, key, { algorithms: [ALGORITHM] });
    const { sub, email } = payload;
    return typeof sub === 'string' && typeof email === 'string' ? { sub, email } : undefined;
  } catch {
    return undefined;
  }
}
