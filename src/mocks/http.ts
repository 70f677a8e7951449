import { HttpResponse, type PathParams } from 'msw';
import { ApiError, INVALID_TOKEN, UNEXPECTED_ERROR, UNREGISTERED_EMAIL } from '../domain/apiError';
import type { Db, StoredUser } from './db';
import { readToken } from './tokens';

export { ApiError, UNEXPECTED_ERROR } from '../domain/apiError';

const INVALID_JSON = 'The request body is not valid JSON.';

/**
 * The handler pattern for an API path. In the browser it matches this origin only, so other
 * hosts and dev-server modules with '/api/' in their URL pass through (a leading '*' would
 * match any prefix). msw/node cannot match relative paths, so there any origin matches.
 */
export function apiPath(path: string): string {
  return `${typeof location === 'undefined' ? '*' : location.origin}${path}`;
}

/** Whether the URL is under /api on the origin that apiPath matches. */
export function isApiUrl(url: URL): boolean {
  const sameOrigin = typeof location === 'undefined' || url.origin === location.origin;
  return sameOrigin && url.pathname.startsWith('/api/');
}

export function notFound(kind: string, id: string): ApiError {
  return new ApiError(404, `The ${kind} "${id}" does not exist.`);
}

export function errorReply(status: number, message: string): Response {
  return HttpResponse.json({ errors: [message] }, { status });
}

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The largest body the API reads (D29). */
const MAX_BODY_BYTES = 1024 * 1024;

/** The body as an object: empty for no body or a JSON value that is not an object. */
export async function readJsonBody(request: Request): Promise<Record<string, unknown>> {
  const bytes = await request.arrayBuffer();
  if (bytes.byteLength > MAX_BODY_BYTES) {
    throw new ApiError(413, 'The request body is larger than 1 MB.');
  }
  const text = new TextDecoder().decode(bytes);
  if (text.trim() === '') return {};
  try {
    const body: unknown = JSON.parse(text);
    return isRecord(body) ? body : {};
  } catch {
    throw new ApiError(400, INVALID_JSON);
  }
}

export async function findRegisteredUser(db: Db, email: string): Promise<StoredUser> {
  const user = await db.findUser(email);
  if (!user) throw new ApiError(404, UNREGISTERED_EMAIL);
  return user;
}

/** Accepts the raw token or `Bearer <token>` in the authorization header. */
async function authenticate(db: Db, request: Request): Promise<StoredUser> {
  const token = (request.headers.get('authorization') ?? '').replace(/^Bearer\s+/i, '').trim();
  const claims = await readToken(token, await db.signingKey());
  if (!claims) throw new ApiError(401, INVALID_TOKEN);
  const user = await findRegisteredUser(db, claims.email);
  // The same email on a new account (signed up again after a reset) is not the token's account.
  if (user._id !== claims.sub) throw new ApiError(404, UNREGISTERED_EMAIL);
  // Logged out since the token was issued.
  if (claims.ver !== (user.tokenVersion ?? 0)) throw new ApiError(401, INVALID_TOKEN);
  return user;
}

interface RouteInfo<Params extends PathParams> {
  request: Request;
  params: Params;
}

type Resolver<Params extends PathParams> = (info: RouteInfo<Params>) => Promise<Response>;

/**
 * Turns an ApiError into its reply. Any other exception is a bug: it is logged for developers
 * and answers a 500 that shows nothing of the internals. A body
 * that is not JSON gets the 400 first, on every route, whether or not the route reads a body.
 */
export function route<Params extends PathParams = PathParams>(
  resolve: (info: RouteInfo<Params>) => Response | Promise<Response>,
): Resolver<Params> {
  return async (info) => {
    try {
      await readJsonBody(info.request.clone());
      return await resolve(info);
    } catch (error) {
      if (error instanceof ApiError) return errorReply(error.status, error.message);
      console.error('Mock backend: unexpected exception', error);
      return errorReply(500, UNEXPECTED_ERROR);
    }
  };
}

/** A route that needs a valid token of a registered user. */
export function userRoute<Params extends PathParams = PathParams>(
  db: Db,
  resolve: (info: RouteInfo<Params> & { user: StoredUser }) => Response | Promise<Response>,
): Resolver<Params> {
  return route(async (info) => resolve({ ...info, user: await authenticate(db, info.request) }));
}
