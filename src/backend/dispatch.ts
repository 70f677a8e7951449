import { getResponse, type HttpHandler } from 'msw';
import { TrieRouter } from 'hono/router/trie-router';

// How a call reaches its handler, on every host (issue 64). MSW's getResponse alone tries each
// handler in turn, and each try parses the URL, the cookies and its path pattern: with some 60
// routes, most of a catalog request's time on a server. Here one router lookup finds the
// route's handler, and getResponse runs only it, after the handlers that see every call (the
// backend controls, the broken-escape check), in their order.

/** The path pattern of a handler for a route (`*` or the page's origin, then the path). */
const routePattern = (path: string) => path.slice(path.indexOf('/api/')).toLowerCase();

/** MSW matches a path whatever its case, with or without a trailing slash. */
const lookupPath = (pathname: string) =>
  (pathname.length > 1 && pathname.endsWith('/') ? pathname.slice(0, -1) : pathname).toLowerCase();

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
    const [found] = router.match(request.method, lookupPath(new URL(request.url).pathname));
    const candidates = [...forEveryCall, ...found.map(([index]) => index)]
      .sort((a, b) => a - b)
      .map((index) => handlers[index]!);
    return getResponse(candidates, request);
  };
}
