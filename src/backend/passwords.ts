import { base64url } from 'jose';

const ALGORITHM = 'pbkdf2-sha256';
const ITERATIONS = 10_000;
const SALT_BYTES = 16;
const HASH_BITS = 256;

async function derive(password: string, salt: Uint8Array<ArrayBuffer>, iterations: number) {
  const key = await crypto.subtle.importKey(
    'raw',
    new TextEncoder().encode(password),
    'PBKDF2',
    false,
    ['deriveBits'],
  );
  const bits = await crypto.subtle.deriveBits(
    { name: 'PBKDF2', hash: 'SHA-256', salt, iterations },
    key,
    HASH_BITS,
  );
  return new Uint8Array(bits);
}

/** A salted PBKDF2 hash, stored as `pbkdf2-sha256$<iterations>$<salt>$<hash>`. */
export async function hashPassword(password: string): Promise<string> {
  const salt = crypto.getRandomValues(new Uint8Array(SALT_BYTES));
  const hash = await derive(password, salt, ITERATIONS);
  return [ALGORITHM, ITERATIONS, base64url.encode(salt), base64url.encode(hash)].join('$');
}

/** False for a null hash: such an account (the demo user) cannot log in with a password. */
export async function verifyPassword(
  password: string,
  storedHash: string | null,
): Promise<boolean> {
  const [algorithm, iterations, salt, expected] = storedHash?.split('$') ?? [];
  if (algorithm !== ALGORITHM || !iterations || !salt || !expected) return false;
  const actual = base64url.encode(
    await derive(password, new Uint8Array(base64url.decode(salt)), Number(iterations)),
  );
  return constantTimeEqual(actual, expected);
}

function constantTimeEqual(a: string, b: string): boolean {
  let difference = a.length ^ b.length;
  for (let i = 0; i < Math.min(a.length, b.length); i++) {
    difference |= a.charCodeAt(i) ^ b.charCodeAt(i);
  }
  return difference === 0;
}
