import { serveStatic } from '@hono/node-server/serve-static';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { Hono } from 'hono';
import { getResponse, type HttpHandler } from 'msw';
import { errorReply } from '../mocks/http';

/**
 * The shop on a server (issue 23): every /api request goes to the same handlers the in-browser
 * backend runs (MSW's getResponse), everything else to the built store in `distDir`.
 */
export function createServerApp({
  handlers,
  distDir,
}: {
  handlers: HttpHandler[];
  distDir: string;
}) {
  const app = new Hono();

  app.all('/api/*', async (context) => {
    const reply = await getResponse(handlers, context.req.raw);
    return reply ?? errorReply(404, `No API route for ${context.req.method} ${context.req.path}`);
  });

  app.use('/assets/*', serveStatic({ root: distDir }));
  // A prerendered page for its own path (/foodItems is foodItems.html), a file of the build for
  // its path, and the shell for every other page of the store (D22).
  app.get(
    '*',
    serveStatic({
      root: distDir,
      rewriteRequestPath: (path) => {
        if (path === '/') return '/index.html';
        if (existsSync(join(distDir, `${path}.html`))) return `${path}.html`;
        if (existsSync(join(distDir, path))) return path;
        return '/shell.html';
      },
    }),
  );
  return app;
}
