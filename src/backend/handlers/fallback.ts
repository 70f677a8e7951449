import { http, type HttpHandler } from 'msw';
import { answeredDirectly } from '../dispatch';
import { apiPath, errorReply, isApiUrl } from '../http';

export const MALFORMED_PATH = 'The path is not valid: every % must start an escape such as %20.';

function decodes(pathname: string): boolean {
  try {
    // The result is used: the build's minifier drops a call to decodeURIComponent whose result
    // is not, as if it could not throw, and every path then looked valid (a 500 in the browser).
    return typeof decodeURIComponent(pathname) === 'string';
  } catch {
    return false;
  }
}

/**
 * A path with a broken percent-escape ('/api/%', '/api/user/cart/%E0%A4') gets a 400. Must come
 * first: matching it against a route pattern makes MSW throw, which would answer a 500.
 */
export function malformedPathHandlers(): HttpHandler[] {
  const applies = (request: Request) => {
    const url = new URL(request.url);
    return isApiUrl(url) && !decodes(url.pathname);
  };
  const answer = () => errorReply(400, MALFORMED_PATH);
  return [
    answeredDirectly(
      http.all(({ request }) => applies(request), answer),
      { applies, answer },
    ),
  ];
}

/** Extension (D18): any other method and path under /api gets a JSON 404. Must come last. */
export function fallbackHandlers(): HttpHandler[] {
  const answer = ({ request }: { request: Request }) =>
    errorReply(404, `No API route for ${request.method} ${new URL(request.url).pathname}.`);
  // '/api' itself is not under /api/*, for MSW as here.
  const applies = (request: Request) => isApiUrl(new URL(request.url));
  return [answeredDirectly(http.all(apiPath('/api/*'), answer), { applies, answer })];
}
