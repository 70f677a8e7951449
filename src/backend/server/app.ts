import { getConnInfo } from '@hono/node-server/conninfo';
import { serveStatic } from '@hono/node-server/serve-static';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { cors } from 'hono/cors';
import { etag } from 'hono/etag';
import { compressedReply } from './compressedReply';
import { secureHeaders } from 'hono/secure-headers';
import type { Context, MiddlewareHandler } from 'hono';
import { rateLimiter } from 'hono-rate-limiter';
import type { HttpHandler } from 'msw';
import { headerPolicyFor } from '../../../scripts/contentSecurityPolicy.js';
import { ROUTES } from '../../domain/api/routes';
import { createDispatch } from '../dispatch';
import { BODY_TOO_LARGE, errorReply, MAX_BODY_BYTES } from '../http';
import { pageReply, type RenderedPages } from './renderedPages';
import { requestLog } from './requestLog';

export const TOO_MANY_LOGINS = 'Too many login attempts. Please wait a minute and try again.';
export const TOO_MANY_GUESTS =
  'Too many guest sessions from this address. Please wait a minute and try again.';
export const ADMIN_ONLY =
  'The backend controls, the demo reset and the clock are off on this server (ADMIN_ROUTES=on turns them on).';

/** Routes that change the whole backend: a shop's server offers them only when told to. */
const ADMIN_ROUTES = [
  ROUTES.reset,
  ROUTES.moveClock,
  ROUTES.controls,
  ROUTES.addControl,
  ROUTES.turnOffControl,
  ROUTES.turnAllControlsOff,
];

/** Hashed files never change: a browser keeps them a year without asking. */
const IMMUTABLE = 'public, max-age=31536000, immutable';

/** Sets the Cache-Control of what the handlers after it answer with 200. */
const cacheControl =
  (value: string): MiddlewareHandler =>
  async (context, next) => {
    await next();
    if (context.res.status === 200) context.res.headers.set('Cache-Control', value);
  };

/** The caller's address; an in-process request (a test) has none. */
function clientAddress(context: Context) {
  try {
    return getConnInfo(context).remote.address ?? 'unknown';
  } catch {
    return 'in-process';
  }
}

export interface ServerOptions {
  /** Origins whose pages may call the API from a browser; none by default. */
  corsOrigins?: string[];
  /** Turns the backend controls and the demo reset on. */
  adminRoutes?: boolean;
  /** Login attempts an address may make in a minute. */
  loginsPerMinute?: number;
  /** Guest accounts an address may make in a minute (D44). */
  guestsPerMinute?: number;
  /** The public pages rendered from the menu as it is now (D42); else the build's files. */
  pages?: RenderedPages;
}

/** At most `limit` requests a minute from one address; the rest get a 429 with `message`. */
const perAddressLimit = (limit: number, message: string) =>
  rateLimiter({
    windowMs: 60_000,
    limit,
    keyGenerator: clientAddress,
    handler: () => errorReply(429, message),
  });

/**
 * The shop on a server: every /api request goes to the same handlers the in-browser
 * backend runs (found as it finds them, `createDispatch`), everything else to the built store
 * in `distDir`.
 */
export function createServerApp({
  handlers,
  distDir,
  log,
  corsOrigins = [],
  adminRoutes = false,
  loginsPerMinute = 10,
  guestsPerMinute = 20,
  pages,
}: ServerOptions & {
  handlers: HttpHandler[];
  distDir: string;
  /** Where each request's line goes: method, path, status and time, never a header or a body. */
  log?: (line: string) => void;
}) {
  const dispatch = createDispatch(handlers);
  const app = new Hono();
  if (log) app.use(requestLog(log));
  // nosniff, Referrer-Policy and the rest. The pages carry their own Content-Security-Policy
  // (scripts/contentSecurityPolicy.js), but only a header can say who may frame them: no one,
  // but Storybook's own manager under /storybook/ (D48).
  app.use(secureHeaders({ crossOriginEmbedderPolicy: false }));
  // Set on the reply itself: Hono's `context.header` after the reply would make it again, as a
  // stream, from a whole undici Response (issue 64).
  app.use(async (context, next) => {
    await next();
    context.res.headers.set('Content-Security-Policy', headerPolicyFor(context.req.path));
  });
  // A body is refused before it is read past the limit, as the handlers would refuse it (D29).
  // Hono's bodyLimit asks every request for its body stream, which makes @hono/node-server build
  // a whole Request (an AbortController, a stream) that the handlers then do without: a GET has
  // no body, nor has a request that declares neither a length nor an encoding (a DELETE, RFC
  // 9112 6.3), and a declared length is checked as bodyLimit checks it. Only a chunked body is
  // read up to the limit.
  const tooLarge = () => errorReply(413, BODY_TOO_LARGE);
  const readUpToLimit = bodyLimit({ maxSize: MAX_BODY_BYTES, onError: tooLarge });
  const limitBody: MiddlewareHandler = (context, next) => {
    const { method } = context.req;
    if (method === 'GET' || method === 'HEAD') return next();
    if (context.req.header('transfer-encoding') !== undefined) return readUpToLimit(context, next);
    const length = context.req.header('content-length');
    if (length === undefined) return next();
    return Number(length) > MAX_BODY_BYTES ? Promise.resolve(tooLarge()) : next();
  };
  app.use('/api/*', limitBody);

  // Without an Access-Control-Allow-Origin header, a page of another origin cannot read a reply.
  if (corsOrigins.length > 0) app.use('/api/*', cors({ origin: corsOrigins }));
  app.post(ROUTES.login.path, perAddressLimit(loginsPerMinute, TOO_MANY_LOGINS));
  app.post(ROUTES.kitchenLogin.path, perAddressLimit(loginsPerMinute, TOO_MANY_LOGINS));
  app.post(ROUTES.guest.path, perAddressLimit(guestsPerMinute, TOO_MANY_GUESTS));
  if (!adminRoutes) {
    for (const { method, path } of ADMIN_ROUTES) {
      app.on(method, path, () => errorReply(403, ADMIN_ONLY));
    }
  }

  app.all('/api/*', async (context) => {
    // HEAD is GET without the body, for every route.
    const head = context.req.method === 'HEAD';
    const request = head ? new Request(context.req.raw, { method: 'GET' }) : context.req.raw;
    const dispatched = await dispatch(request);
    if (!dispatched)
      return errorReply(404, `No API route for ${context.req.method} ${context.req.path}`);
    const reply = compressedReply(dispatched, context.req.header('accept-encoding'));
    return head ? new Response(null, reply) : reply;
  });

  // Brotli or gzip, as the browser accepts, from the copies the build made
  // (scripts/precompress.js).
  app.use(
    '/assets/*',
    cacheControl(IMMUTABLE),
    serveStatic({ root: distDir, precompressed: true }),
  );
  // Storybook, published with the store (D48), from its own folder of the build: its hashed
  // files as the store's, the rest (its pages, its manager's files) revalidated. Its pages use
  // relative paths, so /storybook is sent to /storybook/; nothing there is a page of the store.
  app.get('/storybook', (context) =>
    context.redirect(`/storybook/${new URL(context.req.url).search}`, 301),
  );
  const storybookFile = serveStatic({ root: distDir, precompressed: true });
  const notFound = (context: Context) => context.notFound();
  app.get('/storybook/assets/*', cacheControl(IMMUTABLE), storybookFile, notFound);
  app.get('/storybook/*', etag(), cacheControl('no-cache'), storybookFile, notFound);
  // A prerendered page for its own path (/foodItems is foodItems.html), rendered again when the
  // menu changes (D42), a file of the build for its path, and the shell for every other page of
  // the store (D22). Pages change with the menu and with a new build: the browser asks each
  // time, and an unchanged page is a 304 (its ETag).
  app.get(
    '*',
    etag(),
    cacheControl('no-cache'),
    async (context, next) => {
      const page = await pages?.page(context.req.path);
      if (!page) return next();
      return pageReply(page, context.req.header('accept-encoding'));
    },
    serveStatic({
      root: distDir,
      precompressed: true,
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
