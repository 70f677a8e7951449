import { hash, verify, type Algorithm } from '@node-rs/argon2';
import type { PasswordScheme } from '../passwords';

/**
 * OWASP's first choice of parameters for argon2id: 19 MiB, 2 passes, 1 lane (D45). About 13 ms
 * of one core here, where PBKDF2 at OWASP's 600,000 iterations takes 126 ms.
 */
const PARAMETERS = {
  algorithm: 2 as Algorithm.Argon2id,
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
};
const CURRENT_PREFIX = `$argon2id$v=19$m=${PARAMETERS.memoryCost},t=${PARAMETERS.timeCost},p=${PARAMETERS.parallelism}$`;

/** How a server hashes passwords, in Node's thread pool (@node-rs/argon2), in PHC's format. */
export const argon2id: PasswordScheme = {
  reads: (storedHash) => storedHash.startsWith('$argon2id$'),
  hash: (password) => hash(password, PARAMETERS),
  verify: (password, storedHash) => verify(storedHash, password).catch(() => false),
  isCurrent: (storedHash) => storedHash.startsWith(CURRENT_PREFIX),
};
