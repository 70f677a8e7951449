import { jwtVerify, SignJWT } from 'jose';

const ALGORITHM = 'HS256';

/** An HMAC-signed JWT carrying the user's email, valid for 24 hours. */
export function signToken(email: string, key: Uint8Array): Promise<string> {
  return new SignJWT({ email })
    .setProtectedHeader({ alg: ALGORITHM })
    .setIssuedAt()
    .setExpirationTime('24h')
    .sign(key);
}

/** The email a token carries, or undefined when it is malformed, forged or expired. */
export async function readTokenEmail(token: string, key: Uint8Array): Promise<string | undefined> {
  try {
    const { payload } = await jwtVerify(token, key, { algorithms: [ALGORITHM] });
    return typeof payload.email === 'string' ? payload.email : undefined;
  } catch {
    return undefined;
  }
}
