import { base64url } from 'jose';
import { ApiError } from '../domain/apiError';

// How passwords are hashed (D45). Every host reads salted PBKDF2-HMAC-SHA256 hashes,
// `pbkdf2-sha256$<iterations>$<salt>$<hash>`, derived by the platform's WebCrypto off the event
// loop; a server hashes new ones with argon2id (`server/argon2id.ts`). A bound on how many run,
// wait and start each second keeps a flood of sign-ins from holding up every other request.

const ALGORITHM = 'pbkdf2-sha256';
const SALT_BYTES = 16;
const HASH_BITS = 256;

/**
 * The in-browser demo's work factor: its accounts live in the visitor's own IndexedDB and never
 * leave the device, and OWASP's 600,000 would cost a mid-range phone a second at each sign-up
 * and login (D45).
 */
export const DEMO_ITERATIONS = 10_000;

export const TOO_MANY_SIGN_INS = 'Too many sign-ins at once. Please try again in a moment.';

/** A way of hashing passwords. */
export interface PasswordScheme {
  /** Whether a stored hash is one of this scheme's. */
  reads(storedHash: string): boolean;
  hash(password: string): Promise<string>;
  verify(password: string, storedHash: string): Promise<boolean>;
  /** Whether a stored hash of this scheme is as strong as the ones it makes now. */
  isCurrent(storedHash: string): boolean;
}

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

/** PBKDF2-HMAC-SHA256 at `iterations`; it reads a hash of any number of them. */
export function pbkdf2(iterations: number): PasswordScheme {
  return {
    reads: (storedHash) => storedHash.startsWith(`${ALGORITHM}$`),
    async hash(password) {
      const salt = crypto.getRandomValues(new Uint8Array(SALT_BYTES));
      const derived = await derive(password, salt, iterations);
      return [ALGORITHM, iterations, base64url.encode(salt), base64url.encode(derived)].join('$');
    },
    async verify(password, storedHash) {
      const [, stored, salt, expected] = storedHash.split('$');
      const storedIterations = Number(stored);
      if (!(storedIterations > 0) || !salt || !expected) return false;
      const derived = await derive(
        password,
        new Uint8Array(base64url.decode(salt)),
        storedIterations,
      );
      return constantTimeEqual(base64url.encode(derived), expected);
    },
    isCurrent: (storedHash) => Number(storedHash.split('$')[1]) >= iterations,
  };
}

export interface PasswordOptions {
  /** How new hashes are made; a stored hash of another scheme or less strength is upgraded at its next login. */
  scheme?: PasswordScheme;
  /** How many hashes run at once. */
  concurrent?: number;
  /** How many more may wait for a turn; beyond them a sign-in is a 503. */
  waiting?: number;
  /** How many hashes may start in a second, the hashing's share of the CPU; beyond, a 503. */
  perSecond?: number;
}

export interface Passwords {
  hash(password: string): Promise<string>;
  /**
   * Whether the password is the stored hash's, and, when the hash is of an older strength or
   * scheme, the password hashed anew to store instead. False for a null hash: such an account
   * (the demo user, a guest) cannot log in with a password.
   */
  verify(password: string, storedHash: string | null): Promise<{ ok: boolean; upgraded?: string }>;
  /** Whether a hash asked for now would be refused: a sign-in asks before it reads anything. */
  refusing(): boolean;
}

export function createPasswords({
  scheme = pbkdf2(DEMO_ITERATIONS),
  concurrent = 2,
  waiting = 16,
  perSecond = Infinity,
}: PasswordOptions = {}): Passwords {
  const readers = [scheme, pbkdf2(DEMO_ITERATIONS)];
  let running = 0;
  const queue: (() => void)[] = [];
  // A bucket of starts, refilled at `perSecond`, holding at most a second's worth.
  let starts = perSecond;
  let countedAt = Date.now();

  function refill() {
    const now = Date.now();
    starts = Math.min(perSecond, starts + ((now - countedAt) / 1000) * perSecond);
    countedAt = now;
  }

  /** Whether too many wait or started this second. */
  function refusing(): boolean {
    refill();
    return (running >= concurrent && queue.length >= waiting) || starts < 1;
  }

  /** Runs `work` in its turn, or refuses at once when too many wait or started this second. */
  async function inTurn<Result>(work: () => Promise<Result>): Promise<Result> {
    if (refusing()) throw new ApiError(503, TOO_MANY_SIGN_INS);
    starts -= 1;
    if (running >= concurrent) await new Promise<void>((resolve) => queue.push(resolve));
    else running += 1;
    try {
      return await work();
    } finally {
      const next = queue.shift();
      if (next) next();
      else running -= 1;
    }
  }

  return {
    refusing,
    hash: (password) => inTurn(() => scheme.hash(password)),
    async verify(password, storedHash) {
      const reader = storedHash && readers.find((candidate) => candidate.reads(storedHash));
      if (!storedHash || !reader) return { ok: false };
      // The upgrade is hashed in the same turn: a right password is never refused after it.
      return inTurn(async () => {
        if (!(await reader.verify(password, storedHash))) return { ok: false };
        if (reader === scheme && scheme.isCurrent(storedHash)) return { ok: true };
        return { ok: true, upgraded: await scheme.hash(password) };
      });
    },
  };
}
