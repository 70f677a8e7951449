import { serveStatic } from '@hono/node-server/serve-static';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { logger } from 'hono/logger';
import { secureHeaders } from 'hono/secure-headers';
import { getResponse, type HttpHandler } from 'msw';
import { BODY_TOO_LARGE, errorReply, MAX_BODY_BYTES } from '../mocks/http';

/**
 * The shop on a server (issue 23): every /api request goes to the same handlers the in-browser
 * backend runs (MSW's getResponse), everything else to the built store in `distDir`.
 */
export function createServerApp({
  handlers,
  distDir,
  log,
}: {
  handlers: HttpHandler[];
  distDir: string;
  /** Where each request's line goes: method, path, status and time, never a header or a body. */
  log?: (line: string) => void;
}) {
  const app = new Hono();
  if (log) app.use(logger(log));
  // nosniff, Referrer-Policy and the rest; the pages carry their own Content-Security-Policy
  // (scripts/contentSecurityPolicy.js), but only a header can forbid framing.
  app.use(
    secureHeaders({
      contentSecurityPolicy: { frameAncestors: ["'none'"] },
      crossOriginEmbedderPolicy: false,
    }),
  );
  // A body is refused before it is read past the limit, as the handlers would refuse it (D29).
  app.use(
    '/api/*',
    bodyLimit({ maxSize: MAX_BODY_BYTES, onError: () => errorReply(413, BODY_TOO_LARGE) }),
  );

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
