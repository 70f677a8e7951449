import { http, HttpResponse, type HttpHandler } from 'msw';
import type { Db } from '../db';
import { apiPath, route } from '../http';

/** Extension (D3): the request tester's 'Reset demo data' action restores the seed. */
export function adminHandlers(db: Db): HttpHandler[] {
  return [
    http.post(
      apiPath('/api/reset'),
      route(async () => {
        await db.reset();
        return HttpResponse.json({ message: 'Demo data restored.' });
      }),
    ),
  ];
}
