import { HttpResponse, type HttpHandler } from 'msw';
import type { Db } from '../db';
import { handlerOf } from '../http';

/**
 * Extensions: the request tester's 'Reset demo data' restores the seed (D3), and the API's
 * OpenAPI document, made when it is asked for so its code stays out of the backend's start.
 */
export function adminHandlers(db: Db): HttpHandler[] {
  const handle = handlerOf();
  return [
    handle('reset', async () => {
      await db.reset();
      return HttpResponse.json({ message: 'Demo data restored.' });
    }),
    handle('openApi', async ({ request }) => {
      const { openApiDocument } = await import('../../domain/api/openApi');
      return HttpResponse.json(openApiDocument(new URL(request.url).origin));
    }),
  ];
}
