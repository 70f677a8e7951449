import { HttpResponse, type HttpHandler } from 'msw';
import { EMAIL_EXISTS, INVALID_CREDENTIALS } from '../../domain/apiError';
import type { User } from '../../domain/types';
import type { Db, StoredUser } from '../db';
import { ApiError, findRegisteredUser, handlerOf } from '../http';
import { hashPassword, verifyPassword } from '../passwords';
import { DEMO_USER_EMAIL, starterAddresses } from '../seed/users';
import { timestamp } from '../timestamp';
import { signToken } from '../tokens';

/** The user as replies show it: without the password hash and the user's lists. */
function publicUser({ _id, firstName, lastName, email, createdAt, updatedAt }: StoredUser): User {
  return { _id, firstName, lastName, email, createdAt, updatedAt };
}

async function sessionReply(
  db: Db,
  user: StoredUser,
  userKey: 'createdUser' | 'foundUser',
  status: number,
): Promise<Response> {
  const encodedToken = await signToken(user, await db.signingKey());
  return HttpResponse.json({ [userKey]: publicUser(user), encodedToken }, { status });
}

export function authHandlers(db: Db): HttpHandler[] {
  const handle = handlerOf(db);
  return [
    handle('signup', async ({ body: { email, password, firstName, lastName } }) => {
      const passwordHash = await hashPassword(password);
      const now = timestamp();
      const user: StoredUser = {
        _id: crypto.randomUUID(),
        firstName,
        lastName,
        email,
        passwordHash,
        createdAt: now,
        updatedAt: now,
        cart: [],
        wishlist: [],
        addresses: starterAddresses(crypto.randomUUID()),
      };
      // addUser checks the email in its own transaction: two racing sign-ups cannot both win.
      if (!(await db.addUser(user))) throw new ApiError(422, EMAIL_EXISTS);
      return sessionReply(db, user, 'createdUser', 201);
    }),

    handle('login', async ({ body: { email, password } }) => {
      const user = await findRegisteredUser(db, email);
      if (!(await verifyPassword(password, user.passwordHash))) {
        throw new ApiError(401, INVALID_CREDENTIALS);
      }
      return sessionReply(db, user, 'foundUser', 200);
    }),

    /** Extension: logs in as the demo user, who has no password ('Be My Guest'). */
    handle('guest', async () =>
      sessionReply(db, await findRegisteredUser(db, DEMO_USER_EMAIL), 'foundUser', 200),
    ),

    /** Extension: ends the token sent, and every other token of the account (D28 notes). */
    handle('logout', async ({ user }) => {
      await db.updateUser(user.email, (stored) => {
        stored.tokenVersion = (stored.tokenVersion ?? 0) + 1;
      });
      return HttpResponse.json({ message: 'Logged out.' });
    }),
  ];
}
