import { http, type HttpHandler } from 'msw';
import { apiPath, errorReply } from '../http';

/** Extension (D18): any other method and path under /api gets a JSON 404. Must come last. */
export function fallbackHandlers(): HttpHandler[] {
  return [
    http.all(apiPath('/api/*'), ({ request }) =>
      errorReply(404, `No API route for ${request.method} ${new URL(request.url).pathname}.`),
    ),
  ];
}
