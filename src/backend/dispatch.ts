import { getResponse, type HttpHandler } from 'msw';
import { TrieRouter } from 'hono/router/trie-router';

// How a call reaches its handler, on every host (issue 64). MSW's getResponse alone tries each
// handler in turn, and each try parses the URL, the cookies and its path pattern: with some 60
// routes, most of a catalog request's time on a server. Here one router lookup finds the
// route's handler, after the handlers that see every call (the backend controls, the
// broken-escape check), in their order. A handler made with `answeredDirectly` is answered
// without MSW's run of it (a copy of the request, an AbortController, the cookies parsed: a
// third of an API call's time on a server); any other goes through getResponse.

/** What dispatch needs to answer a handler's calls itself. */
export interface DirectAnswer {
  /** The route's path: its `:name` segments are the call's parameters. */
  path?: string;
  /** For a handler that sees every call: whether it answers this one. */
  applies?: (request: Request) => boolean;
  /** The reply, or undefined to leave the call to the handlers after it (as MSW does). */
  answer: (info: {
    request: Request;
    params: Record<string, string>;
  }) => Response | undefined | Promise<Response | undefined>;
}

const directAnswers = new WeakMap<HttpHandler, DirectAnswer>();

/** The handler, which dispatch answers through `direct`, as MSW would run it. */
export function answeredDirectly(handler: HttpHandler, direct: DirectAnswer): HttpHandler {
  directAnswers.set(handler, direct);
  return handler;
}

/** The path pattern of a handler for a route (`*` or the page's origin, then the path). */
const routePattern = (path: string) => path.slice(path.indexOf('/api/')).toLowerCase();

/** MSW matches a path whatever its case, with or without a trailing slash. */
const withoutTrailingSlash = (pathname: string) =>
  pathname.length > 1 && pathname.endsWith('/') ? pathname.slice(0, -1) : pathname;

/** The call's parameters by the route's path, decoded as MSW decodes them. */
function paramsOf(path: string, pathname: string): Record<string, string> {
  const segments = withoutTrailingSlash(pathname).split('/');
  const params: Record<string, string> = {};
  path.split('/').forEach((name, index) => {
    if (name.startsWith(':')) params[name.slice(1)] = decodeURIComponent(segments[index] ?? '');
  });
  return params;
}

export type Dispatch = (request: Request) => Promise<Response | undefined>;

/** Answers a call as `getResponse(handlers, request)` does, after one lookup of its route. */
export function createDispatch(handlers: HttpHandler[]): Dispatch {
  const router = new TrieRouter<number>();
  const forEveryCall: number[] = [];
  handlers.forEach((handler, index) => {
    const { method, path } = handler.info;
    if (typeof path !== 'string' || !path.includes('/api/')) forEveryCall.push(index);
    else router.add(typeof method === 'string' ? method : 'ALL', routePattern(path), index);
  });

  return async (request) => {
    const { pathname } = new URL(request.url);
    const [found] = router.match(request.method, withoutTrailingSlash(pathname).toLowerCase());
    const candidates = [...forEveryCall, ...found.map(([index]) => index)]
      .sort((a, b) => a - b)
      .map((index) => handlers[index]!);
    for (const [position, handler] of candidates.entries()) {
      const direct = directAnswers.get(handler);
      if (!direct) return getResponse(candidates.slice(position), request);
      if (direct.applies && !direct.applies(request)) continue;
      const params = direct.path ? paramsOf(direct.path, pathname) : {};
      const reply = await direct.answer({ request, params });
      if (reply) return reply;
    }
    return undefined;
  };
}
