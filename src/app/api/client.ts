import type * as v from 'valibot';
import type { Contract } from '../../domain/api/contract';
import { pathOf } from '../../domain/api/pathOf';
import type { ApiRoute, ROUTES, RouteName, RouteParams } from '../../domain/api/routes';
import { ApiError } from '../../domain/apiError';
import { whenBackendReady } from '../boot/backendStart';

type SchemaOf<Name extends RouteName, Part extends string> = Contract[Name] extends {
  [key in Part]: infer Schema extends v.GenericSchema;
}
  ? Schema
  : never;

/** The name of a route of the table, from its object. */
type NameOf<Route extends ApiRoute> = {
  [Name in RouteName]: (typeof ROUTES)[Name] extends Route
    ? Route extends (typeof ROUTES)[Name]
      ? Name
      : never
    : never;
}[RouteName];

/** The reply of a route that succeeded, as its contract gives it. */
export type ReplyOf<Name extends RouteName> = v.InferOutput<
  Contract[Name]['replies'][keyof Contract[Name]['replies']] & v.GenericSchema
>;

type Options<Name extends RouteName> = { token?: string } & (keyof RouteParams<Name> extends never
  ? { params?: undefined }
  : { params: RouteParams<Name> }) &
  ([SchemaOf<Name, 'body'>] extends [never]
    ? { body?: undefined }
    : { body: v.InferInput<SchemaOf<Name, 'body'>> }) &
  ([SchemaOf<Name, 'query'>] extends [never]
    ? { query?: undefined }
    : { query?: Record<string, string> });

/**
 * Calls a route of the table (domain/api/routes.ts) once the in-browser backend is up, and returns its parsed JSON
 * reply. In development and in Storybook the reply is checked against the route's contract,
 * and a mismatch is logged.
 */
export async function call<Route extends ApiRoute, Name extends RouteName = NameOf<Route>>(
  route: Route,
  ...[options = {} as Options<Name>]: object extends Options<Name>
    ? [Options<Name>?]
    : [Options<Name>]
): Promise<ReplyOf<Name>> {
  return (await send<Route, Name>(route, options as Options<Name> & SendOptions)).data;
}

interface SendOptions {
  headers?: Record<string, string>;
}

/**
 * Sends the request of `call`, with `headers` of the caller's own, and answers the parsed reply
 * with the response; a 304 (the caller's copy is current) has no data.
 */
export async function send<Route extends ApiRoute, Name extends RouteName = NameOf<Route>>(
  route: Route,
  options: Options<Name> & SendOptions,
): Promise<{ data: unknown; response: Response }> {
  const {
    token,
    params,
    body,
    query,
    headers: given,
  } = options as {
    token?: string;
    params?: Record<string, string>;
    body?: unknown;
    query?: Record<string, string>;
    headers?: Record<string, string>;
  };
  await whenBackendReady();
  const headers: Record<string, string> = { accept: 'application/json', ...given };
  if (body !== undefined) headers['content-type'] = 'application/json';
  if (token) headers.authorization = token;
  const response = await fetch(urlOf(pathOf(route, params), query), {
    method: route.method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (response.status === 304) return { data: undefined, response };
  const data: unknown = await response.json().catch(() => undefined);
  if (import.meta.env.DEV) void logMismatch(route, response.status, data);
  if (!response.ok) throw new ApiError(response.status, firstError(data) ?? response.statusText);
  // The reply is the contract's: development checks it (logMismatch), production trusts it.
  return { data, response };
}

function urlOf(path: string, query: Record<string, string> = {}): string {
  const search = new URLSearchParams(query).toString();
  return search ? `${path}?${search}` : path;
}

async function logMismatch(route: ApiRoute, status: number, data: unknown): Promise<void> {
  const { replyProblem, routeNameOf } = await import('../../domain/api/replies');
  const name = routeNameOf(route.method, route.path);
  const problem = name && replyProblem(name, status, data);
  if (problem) console.error(`The reply does not fit the API contract: ${problem}`, data);
}

function firstError(data: unknown): string | undefined {
  const errors = (data as { errors?: unknown } | undefined)?.errors;
  return Array.isArray(errors) && typeof errors[0] === 'string' ? errors[0] : undefined;
}
