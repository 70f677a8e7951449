import type { HttpHandler } from 'msw';
import { EMAIL_EXISTS } from '../../domain/apiError';
import type { User } from '../../domain/types';
import type { Db, StoredUser } from '../db';
import { newGuest, type GuestAccounts } from '../guests';
import { ApiError, findRegisteredUser, handlerOf, signedInUser, jsonReply } from '../http';
import { signIn } from '../signIn';
import type { Passwords } from '../passwords';
import { DEMO_USER_EMAIL, newAccount } from '../seed/users';
import { signToken } from '../tokens';

/** The user as replies show it: without the password hash and the user's lists. */
function publicUser({ _id, firstName, lastName, email, createdAt, updatedAt }: StoredUser): User {
  return { _id, firstName, lastName, email, createdAt, updatedAt };
}

/** The reply of a sign-in: the user, and a token for them signed with `signingKey`. */
export function sessionReply(
  user: StoredUser,
  signingKey: Uint8Array,
  userKey: 'createdUser' | 'foundUser',
  status: number,
): Response {
  const encodedToken = signToken(user, signingKey);
  return jsonReply({ [userKey]: publicUser(user), encodedToken }, { status });
}

export function authHandlers(
  db: Db,
  guestAccounts: GuestAccounts,
  passwords: Passwords,
): HttpHandler[] {
  const handle = handlerOf(db);
  return [
    handle('signup', async ({ request, body: { email, password, firstName, lastName } }) => {
      const passwordHash = await passwords.hash(password);
      const user = newAccount({ firstName, lastName, email, passwordHash });
      // A guest signing up keeps what they did as a guest (D44).
      const signedIn = await signedInUser(db, request);
      const guest = signedIn?.guest ? signedIn : undefined;
      // The email is checked in the write's own transaction: two racing sign-ups cannot both win.
      const added = guest
        ? await db.addCustomerFromGuest(guest.email, user)
        : await db.addUser(user);
      if (!added) throw new ApiError(422, EMAIL_EXISTS);
      return sessionReply(user, await db.signingKey(), 'createdUser', 201);
    }),

    handle('login', async ({ body }) => {
      const { user, signingKey } = await signIn(db, passwords, body);
      return sessionReply(user, signingKey, 'foundUser', 200);
    }),

    /** Extension: 'Be My Guest', with no password: the demo account, or a guest's own (D44). */
    handle('guest', async () => {
      if (guestAccounts === 'demo') {
        const demo = await findRegisteredUser(db, DEMO_USER_EMAIL);
        return sessionReply(demo, await db.signingKey(), 'foundUser', 200);
      }
      const guest = newGuest();
      await db.addUser(guest);
      return sessionReply(guest, await db.signingKey(), 'foundUser', 200);
    }),

    /** Extension: ends the token sent, and every other token of the account (D28 notes). */
    handle('logout', async ({ user }) => {
      await db.updateUser(
        user.email,
        (stored) => {
          stored.tokenVersion = (stored.tokenVersion ?? 0) + 1;
        },
        user,
      );
      return jsonReply({ message: 'Logged out.' });
    }),
  ];
}
