import { http, HttpResponse, type HttpHandler } from 'msw';
import { EMAIL_EXISTS, INVALID_CREDENTIALS } from '../../domain/apiError';
import type { User } from '../../domain/types';
import type { Db, StoredUser } from '../db';
import { apiPath, ApiError, findRegisteredUser, readJsonBody, route, userRoute } from '../http';
import { hashPassword, verifyPassword } from '../passwords';
import { DEMO_USER_EMAIL, starterAddresses } from '../seed/users';
import { timestamp } from '../timestamp';
import { signToken } from '../tokens';
import { boundedText, optionalText, requiredText } from '../validation';

/** The user as replies show it: without the password hash and the user's lists. */
function publicUser({ _id, firstName, lastName, email, createdAt, updatedAt }: StoredUser): User {
  return { _id, firstName, lastName, email, createdAt, updatedAt };
}

function readCredentials(body: Record<string, unknown>) {
  const email = requiredText(body, 'email');
  const password = body.password;
  if (typeof password !== 'string' || password === '') {
    throw new ApiError(400, 'password is required');
  }
  return { email, password: boundedText('password', password) };
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
  return [
    http.post(
      apiPath('/api/auth/signup'),
      route(async ({ request }) => {
        const body = await readJsonBody(request);
        const { email, password } = readCredentials(body);
        const passwordHash = await hashPassword(password);
        const now = timestamp();
        const user: StoredUser = {
          _id: crypto.randomUUID(),
          firstName: optionalText(body, 'firstName'),
          lastName: optionalText(body, 'lastName'),
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
    ),

    http.post(
      apiPath('/api/auth/login'),
      route(async ({ request }) => {
        const { email, password } = readCredentials(await readJsonBody(request));
        const user = await findRegisteredUser(db, email);
        if (!(await verifyPassword(password, user.passwordHash))) {
          throw new ApiError(401, INVALID_CREDENTIALS);
        }
        return sessionReply(db, user, 'foundUser', 200);
      }),
    ),

    /** Extension: logs in as the demo user, who has no password ('Be My Guest'). */
    http.post(
      apiPath('/api/auth/guest'),
      route(async () =>
        sessionReply(db, await findRegisteredUser(db, DEMO_USER_EMAIL), 'foundUser', 200),
      ),
    ),

    /** Extension: ends the token sent, and every other token of the account (D28 notes). */
    http.post(
      apiPath('/api/auth/logout'),
      userRoute(db, async ({ user }) => {
        await db.updateUser(user.email, (stored) => {
          stored.tokenVersion = (stored.tokenVersion ?? 0) + 1;
        });
        return HttpResponse.json({ message: 'Logged out.' });
      }),
    ),
  ];
}
