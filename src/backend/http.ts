import { http, type HttpHandler, type PathParams } from 'msw';
import REASON_PHRASES from 'statuses/codes.json';
import type * as v from 'valibot';
import { check } from '../domain/api/check';
import { CONTRACT, type Contract, type RouteContract } from '../domain/api/contract';
import { ROUTES, type ApiRoute, type RouteName, type RouteParams } from '../domain/api/routes';
import { ApiError, INVALID_TOKEN, UNEXPECTED_ERROR, UNREGISTERED_EMAIL } from '../domain/apiError';
import { isRecord } from '../domain/isRecord';
import { STAFF_ONLY } from '../domain/kitchenErrors';
import { GuardRefused, type Db, type StoredUser, type TokenGuard } from './db';
import { answeredDirectly } from './dispatch';
import { noteGuestActivity } from './guests';
import { byteLengthOf, type JsonText } from './jsonText';
import { claimedEmail, knownClaims, knownToken, readToken } from './tokens';

export { ApiError, UNEXPECTED_ERROR } from '../domain/apiError';

const INVALID_JSON = 'The request body is not valid JSON.';
const HAS_NUL = 'must not contain the character U+0000.';

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

/** As HttpResponse gives it: the request tester shows it beside the status. */
export const statusTextOf = (status: number): string =>
  REASON_PHRASES[String(status) as keyof typeof REASON_PHRASES];

/**
 * A reply made with the host's own Response rather than MSW's HttpResponse: on the server that is
 * @hono/node-server's, which writes the text as it is, where HttpResponse (a subclass of undici's
 * Response) made a stream of every reply.
 */
export function replyWith(
  body: JsonText | null,
  { status = 200, headers }: { status?: number; headers?: Record<string, string> } = {},
): Response {
  const reply = new Response(body, { status, statusText: statusTextOf(status), headers });
  if (body !== null) replyBodies.set(reply, body);
  return reply;
}

const replyBodies = new WeakMap<Response, JsonText>();

/**
 * The text or bytes a reply was made with, which a server compresses without reading the
 * reply's stream back; undefined for a stream (the live events) or a reply with no body.
 */
export const bodyOfReply = (reply: Response): JsonText | undefined => replyBodies.get(reply);

/** A JSON reply, with the headers HttpResponse.json gave it (the request tester shows them). */
export const jsonReply = (body: unknown, options: { status?: number } = {}): Response =>
  jsonTextReply(JSON.stringify(body), options);

/** A reply of JSON as it is: what the database wrote needs no parsing to be sent. */
export function jsonTextReply(json: JsonText, { status }: { status?: number } = {}): Response {
  const headers = {
    'Content-Type': 'application/json',
    'Content-Length': String(byteLengthOf(json)),
  };
  return replyWith(json, { status, headers });
}

export function errorReply(status: number, message: string): Response {
  return jsonReply({ errors: [message] }, { status });
}

/** The largest body the API reads (D29). */
export const MAX_BODY_BYTES = 1024 * 1024;
export const BODY_TOO_LARGE = 'The request body is larger than 1 MB.';
/** The deepest a body's objects and lists may nest: the API's own bodies go 4 deep (D29). */
export const MAX_BODY_DEPTH = 32;
export const BODY_TOO_DEEP = `The request body is nested more than ${MAX_BODY_DEPTH} levels deep.`;

/**
 * Whether the JSON text nests objects and lists deeper than `limit`, read in one pass without
 * recursion: a body thousands deep would overflow the stack of whatever walks it after parsing.
 */
function nestsDeeperThan(text: string, limit: number): boolean {
  let depth = 0;
  let inString = false;
  for (let index = 0; index < text.length; index += 1) {
    const char = text[index];
    if (inString) {
      if (char === '\\') index += 1;
      else if (char === '"') inString = false;
    } else if (char === '"') inString = true;
    else if (char === '{' || char === '[') {
      depth += 1;
      if (depth > limit) return true;
    } else if (char === '}' || char === ']') depth -= 1;
  }
  return false;
}

/** The body as an object: empty for no body or a JSON value that is not an object. */
export async function readJsonBody(request: Request): Promise<Record<string, unknown>> {
  const bytes = await request.arrayBuffer();
  if (bytes.byteLength > MAX_BODY_BYTES) {
    throw new ApiError(413, BODY_TOO_LARGE);
  }
  const text = new TextDecoder().decode(bytes);
  if (text.trim() === '') return {};
  if (nestsDeeperThan(text, MAX_BODY_DEPTH)) throw new ApiError(400, BODY_TOO_DEEP);
  try {
    const body: unknown = JSON.parse(text);
    return isRecord(body) ? body : {};
  } catch {
    throw new ApiError(400, INVALID_JSON);
  }
}

/**
 * Where the request holds U+0000 (a NUL): a path parameter's name, a query parameter's, or the
 * body's field path. PostgreSQL stores no NUL in text, so no backend takes one (D29).
 */
function fieldWithNul(value: unknown, path: string): string | undefined {
  if (typeof value === 'string') return value.includes('\u0000') ? path : undefined;
  if (typeof value !== 'object' || value === null) return undefined;
  for (const [key, item] of Object.entries(value)) {
    if (key.includes('\u0000')) return path || 'the body';
    const found = fieldWithNul(item, path ? `${path}.${key}` : key);
    if (found !== undefined) return found;
  }
  return undefined;
}

function refuseNul(parts: unknown[]): void {
  for (const part of parts) {
    const field = fieldWithNul(part, '');
    if (field !== undefined) throw new ApiError(400, `${field || 'the body'} ${HAS_NUL}`);
  }
}

export async function findRegisteredUser(db: Db, email: string): Promise<StoredUser> {
  const user = await db.findUser(email);
  if (!user) throw new ApiError(404, UNREGISTERED_EMAIL);
  return user;
}

/** The token of the authorization header, raw or `Bearer <token>`. */
const tokenOf = (request: Request) =>
  (request.headers.get('authorization') ?? '').replace(/^Bearer\s+/i, '').trim();

/**
 * The account of the request's token and the key it was checked with, read together (the account
 * the token claims); the token must be valid, and staff's for a `route` of the kitchen.
 */
async function authenticate(
  db: Db,
  request: Request,
  route?: ApiRoute,
): Promise<{ user: StoredUser; signingKey: Uint8Array }> {
  const token = tokenOf(request);
  const email = claimedEmail(token);
  if (email === undefined) throw new ApiError(401, INVALID_TOKEN);
  const { user, signingKey } = await db.userAndSigningKey(email);
  const claims = readToken(token, signingKey);
  if (!claims) throw new ApiError(401, INVALID_TOKEN);
  if (!user) throw new ApiError(404, UNREGISTERED_EMAIL);
  // The same email on a new account (signed up again after a reset) is not the token's account.
  if (user._id !== claims.sub) throw new ApiError(404, UNREGISTERED_EMAIL);
  // Logged out since the token was issued.
  if (claims.ver !== (user.tokenVersion ?? 0)) throw new ApiError(401, INVALID_TOKEN);
  if (route?.staff && user.role !== 'staff') throw new ApiError(403, STAFF_ONLY);
  if (user.role === 'staff') {
    if (staffFirstNames.size >= MOST_STAFF) staffFirstNames.clear();
    staffFirstNames.set(user.email, user.firstName);
  }
  if (user.guest) await noteGuestActivity(db, user);
  return { user, signingKey };
}

/** The account of the request's token, if it has a valid one: for routes open to all. */
export async function signedInUser(db: Db, request: Request): Promise<StoredUser | undefined> {
  if (!request.headers.has('authorization')) return undefined;
  try {
    return (await authenticate(db, request)).user;
  } catch (error) {
    if (error instanceof ApiError) return undefined;
    throw error;
  }
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
function route<Params extends PathParams = PathParams>(
  resolve: (
    info: RouteInfo<Params> & { body: Record<string, unknown>; query: Record<string, string> },
  ) => Response | Promise<Response>,
): Resolver<Params> {
  return async (info) => {
    try {
      // The body is read here once; nothing after the handler reads it. A GET has none (asking
      // for `request.body` would make @hono/node-server build a whole Request to say so).
      const { method } = info.request;
      const body = method === 'GET' || method === 'HEAD' ? {} : await readJsonBody(info.request);
      const query = Object.fromEntries(new URL(info.request.url).searchParams);
      refuseNul([info.params, query, body]);
      return await resolve({ ...info, body, query });
    } catch (error) {
      if (error instanceof ApiError) return errorReply(error.status, error.message);
      console.error('Backend: unexpected exception', error);
      return errorReply(500, UNEXPECTED_ERROR);
    }
  };
}

type Parsed<Name extends RouteName, Part extends 'body' | 'query'> = Contract[Name] extends {
  [key in Part]: infer Schema extends v.GenericSchema;
}
  ? v.InferOutput<Schema>
  : undefined;

/** What a route's resolver gets: the request read by its schemas, and the user when it needs one. */
export type HandlerInfo<Name extends RouteName> = {
  request: Request;
  params: RouteParams<Name>;
  body: Parsed<Name, 'body'>;
  query: Parsed<Name, 'query'>;
} & ((typeof ROUTES)[Name]['auth'] extends true
  ? // The signing key the token was checked with, for what the route signs or checks too.
    { user: StoredUser; signingKey: Uint8Array }
  : unknown);

/**
 * What a read that starts alongside the token's check gets (the kitchen's board): the request, not
 * the account. It starts only with a token this process has accepted before, so no stranger makes
 * the backend read, and its answer is sent only once the check passes (D55): the check's
 * round trip to the database and the read's overlap.
 */
export type EarlyInfo<Name extends RouteName> = Omit<HandlerInfo<Name>, 'user' | 'signingKey'> & {
  /** The email the token names: its account's, if `signedIn` settles. */
  email: string;
  /** Settles once the token has passed its check: what the read would change waits for it. */
  signedIn: Promise<void>;
};

/**
 * What a write that checks its token in itself gets (D56): who the token says asks, and a guard
 * to hand the write. With a token this process accepted before, the handler runs before any read
 * of the account, and its answer counts only if its guarded write held; else (or on any failure
 * before it) the token is checked as every route's is and the handler runs again, unguarded.
 */
export type WriteInfo<Name extends RouteName> = EarlyInfo<Name> & {
  accountId: string;
  signingKey: Uint8Array;
  /** A staff member's first name, where this process knows it: the kitchen signs its moves. */
  firstName: string | undefined;
  guard: TokenGuard | undefined;
};

/** When a route's token is checked: before its handler, alongside its read, or in its write. */
type TokenCheck = 'before' | 'alongside' | 'inWrite';

type InfoOf<Name extends RouteName, Check extends TokenCheck> = Check extends 'alongside'
  ? EarlyInfo<Name>
  : Check extends 'inWrite'
    ? WriteInfo<Name>
    : HandlerInfo<Name>;

/** The first names of the staff whose tokens this process has checked (D56). */
const staffFirstNames = new Map<string, string>();
/** The most kept: staff are few. */
const MOST_STAFF = 1000;

/**
 * A check still to come: what waits for it goes the checked way (D56). One for every request, as
 * it says nothing of any: an error made for each write cost 1 % of a server under the mix.
 */
const notCheckedYet: Promise<never> = Promise.reject(new GuardRefused());
notCheckedYet.catch(() => undefined);

function checked(schema: v.GenericSchema | undefined, value: unknown): unknown {
  if (!schema) return undefined;
  const result = check(schema, value);
  if (!result.ok) throw new ApiError(400, result.problem);
  return result.value;
}

const METHODS = { GET: http.get, POST: http.post, DELETE: http.delete } as const;

/**
 * The handler of a route of the table (domain/api): its method and path, its token check, then
 * its body and query read by their schemas, so a request that does not fit gets a 400 that names
 * the field. `db` is needed by the routes that need a token.
 */
export function handlerOf(db?: Db) {
  return <Name extends RouteName, Check extends TokenCheck = 'before'>(
    name: Name,
    resolve: (info: InfoOf<Name, Check>) => Response | Promise<Response>,
    { tokenChecked }: { tokenChecked?: Check } = {},
  ): HttpHandler => {
    const apiRoute: ApiRoute = ROUTES[name];
    const { method, path, auth } = apiRoute;
    if (auth && !db) throw new Error(`${method} ${path} needs a token: its handler needs the db`);
    const schemas: RouteContract = CONTRACT[name];
    // Where the check reads memory, nothing gains by starting before it.
    const check = db?.accountsInMemory ? 'before' : tokenChecked;
    const answer = route(async ({ request, params, body, query }) => {
      const read = () => ({
        request,
        params,
        body: checked(schemas.body, body),
        query: checked(schemas.query, query),
      });
      const token = tokenOf(request);
      const known = auth && db && check === 'inWrite' ? knownClaims(token) : undefined;
      if (known) {
        const { claims, key } = known;
        const guard: TokenGuard = {
          email: claims.email,
          accountId: claims.sub,
          tokenVersion: claims.ver,
          signingKey: key,
          staff: apiRoute.staff === true,
        };
        try {
          const reply = await resolve({
            ...read(),
            email: claims.email,
            accountId: claims.sub,
            signingKey: key,
            firstName: staffFirstNames.get(claims.email),
            guard,
            signedIn: notCheckedYet,
          } as never);
          if (guard.held) return reply;
        } catch (error) {
          if (guard.held) throw error;
        }
      }
      const signingIn = auth && db ? authenticate(db, request, apiRoute) : undefined;
      if (signingIn && check === 'alongside' && knownToken(token)) {
        const signedIn = signingIn.then(() => undefined);
        const email = claimedEmail(token);
        const answering = Promise.resolve().then(() =>
          resolve({ ...read(), email, signedIn } as never),
        );
        // Either failure counts only as the check's or, once the token has passed, the read's.
        for (const settling of [signedIn, answering]) settling.catch(() => undefined);
        await signingIn;
        return answering;
      }
      const signedIn = await signingIn;
      const info = {
        ...signedIn,
        email: signedIn?.user.email,
        accountId: signedIn?.user._id,
        firstName: signedIn?.user.firstName,
        guard: undefined,
        ...read(),
        signedIn: Promise.resolve(),
      };
      return resolve(info as never);
    });
    return answeredDirectly(METHODS[method](apiPath(path), answer), { path, answer });
  };
}
