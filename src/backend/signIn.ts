import { INVALID_CREDENTIALS, UNREGISTERED_EMAIL } from '../domain/apiError';
import type { Db, StoredUser } from './db';
import { ApiError } from './http';
import { TOO_MANY_SIGN_INS, type Passwords } from './passwords';

/**
 * The account of these credentials, with the key its token is signed with (read with it), or a
 * 401. A password hash of an older strength is replaced by one of today's at this login, the
 * only time the password is known (D45).
 */
export async function signIn(
  db: Db,
  passwords: Passwords,
  { email, password }: { email: string; password: string },
): Promise<{ user: StoredUser; signingKey: Uint8Array }> {
  // A flood of sign-ins is refused before it costs the database a read.
  if (passwords.refusing()) throw new ApiError(503, TOO_MANY_SIGN_INS);
  const { user, signingKey } = await db.userAndSigningKey(email);
  if (!user) throw new ApiError(404, UNREGISTERED_EMAIL);
  const { ok, upgraded } = await passwords.verify(password, user.passwordHash);
  if (!ok) throw new ApiError(401, INVALID_CREDENTIALS);
  if (upgraded) {
    await db.updateUser(
      user.email,
      (stored) => {
        stored.passwordHash = upgraded;
      },
      user,
    );
  }
  return { user, signingKey };
}
