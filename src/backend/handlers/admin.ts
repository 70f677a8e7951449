import type { HttpHandler } from 'msw';
import type { Db } from '../db';
import { handlerOf, jsonReply } from '../http';
import type { BackendClock } from '../clock';

/**
 * Extensions: the request tester's 'Reset demo data' restores the seed (D3), the backend's clock
 * moves on for tests, and the API's OpenAPI document, made when it is asked for so its code
 * stays out of the backend's start.
 */
export function adminHandlers(
  db: Db,
  clock: BackendClock,
  whenTimeMoved: () => Promise<void>,
): HttpHandler[] {
  const handle = handlerOf();
  return [
    handle('reset', async () => {
      await db.reset();
      return jsonReply({ message: 'Demo data restored.' });
    }),
    // For tests of what time does: the kitchen's answer timeout without the wait (D38).
    handle('moveClock', async ({ body: { minutes } }) => {
      clock.advance(minutes * 60_000);
      await whenTimeMoved();
      return jsonReply({ now: new Date(clock.now()).toISOString() });
    }),
    handle('openApi', async ({ request }) => {
      const { openApiDocument } = await import('../../domain/api/openApi');
      return jsonReply(openApiDocument(new URL(request.url).origin));
    }),
  ];
}
