import { base64url } from 'jose';
import { ApiError } from '../domain/apiError';

// Passwords as salted PBKDF2-HMAC-SHA256 hashes, `pbkdf2-sha256$<iterations>$<salt>$<hash>`.
// The platform's WebCrypto derives them off the event loop (Node's thread pool; a browser's own);
// a bound on how many wait keeps a flood of sign-ins from holding up every other request.

const ALGORITHM = 'pbkdf2-sha256';
const SALT_BYTES = 16;
const HASH_BITS = 256;

/** OWASP's current work factor for PBKDF2-HMAC-SHA256: what a server hashes with (D45). */
export const SERVER_ITERATIONS = 600_000;
/**
 * The in-browser demo's: its accounts live in the visitor's own IndexedDB and never leave the
 * device, and 600,000 would cost a mid-range phone a second at each sign-up and login (D45).
 */
export const DEMO_ITERATIONS = 10_000;

export const TOO_MANY_SIGN_INS = 'Too many sign-ins at once. Please try again in a moment.';

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

function constantTimeEqual(a: string, b: string): boolean {
  let difference = a.length ^ b.length;
  for (let i = 0; i < Math.min(a.length, b.length); i++) {
    difference |= a.charCodeAt(i) ^ b.charCodeAt(i);
  }
  return difference === 0;
}

export interface PasswordOptions {
  /** The work factor of new hashes; a stored hash of less is upgraded at its next login. */
  iterations?: number;
  /** How many hashes run at once. */
  concurrent?: number;
  /** How many more may wait for a turn; beyond them a sign-in is a 503. */
  waiting?: number;
}

export interface Passwords {
  hash(password: string): Promise<string>;
  /**
   * Whether the password is the stored hash's, and, when the hash is of an older strength, the
   * password hashed anew to store instead. False for a null hash: such an account (the demo
   * user, a guest) cannot log in with a password.
   */
  verify(password: string, storedHash: string | null): Promise<{ ok: boolean; upgraded?: string }>;
}

export function createPasswords({
  iterations = DEMO_ITERATIONS,
  concurrent = 2,
  waiting = 16,
}: PasswordOptions = {}): Passwords {
  let running = 0;
  const queue: (() => void)[] = [];

  /** Runs `work` in its turn, or refuses at once when too many wait already. */
  async function inTurn<Result>(work: () => Promise<Result>): Promise<Result> {
    if (running >= concurrent) {
      if (queue.length >= waiting) throw new ApiError(503, TOO_MANY_SIGN_INS);
      await new Promise<void>((resolve) => queue.push(resolve));
    } else running += 1;
    try {
      return await work();
    } finally {
      const next = queue.shift();
      if (next) next();
      else running -= 1;
    }
  }

  async function hash(password: string): Promise<string> {
    const salt = crypto.getRandomValues(new Uint8Array(SALT_BYTES));
    const derived = await inTurn(() => derive(password, salt, iterations));
    return [ALGORITHM, iterations, base64url.encode(salt), base64url.encode(derived)].join('$');
  }

  return {
    hash,
    async verify(password, storedHash) {
      const [algorithm, stored, salt, expected] = storedHash?.split('$') ?? [];
      const storedIterations = Number(stored);
      if (algorithm !== ALGORITHM || !(storedIterations > 0) || !salt || !expected) {
        return { ok: false };
      }
      const derived = await inTurn(() =>
        derive(password, new Uint8Array(base64url.decode(salt)), storedIterations),
      );
      if (!constantTimeEqual(base64url.encode(derived), expected)) return { ok: false };
      return storedIterations < iterations
        ? { ok: true, upgraded: await hash(password) }
        : { ok: true };
    },
  };
}
