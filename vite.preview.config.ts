import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { defineConfig, type Plugin } from 'vite';
import { headerPolicyFor, isStorybookPath } from './scripts/contentSecurityPolicy.js';

// `vite preview`'s own config (package.json's `preview`, the test scripts and the end-to-end
// servers): the build's config loads Storybook's and Vitest's plugins, 1.5 of the 2 core-seconds
// a preview took to start.

/**
 * Serves a prerendered page for its own path (dist/foodItems.html for /foodItems) and, for any
 * other page of the app, dist/shell.html rather than the landing page's HTML (D22). A build
 * without prerendered pages keeps Vite's plain fallback to index.html.
 */
const prerenderedPages = (): Plugin => ({
  name: 'prerendered-pages',
  configurePreviewServer(server) {
    const outDir = server.config.build.outDir;
    server.middlewares.use((request, _response, next) => {
      const { pathname } = new URL(request.url ?? '/', 'http://localhost');
      const wantsPage = request.method === 'GET' && request.headers.accept?.includes('text/html');
      const page = pathname === '/' ? 'index.html' : `${pathname}.html`;
      if (
        wantsPage &&
        !pathname.includes('.') &&
        !isStorybookPath(pathname) &&
        !existsSync(join(outDir, page)) &&
        existsSync(join(outDir, 'shell.html'))
      ) {
        request.url = '/shell.html';
      }
      next();
    });
  },
});

/**
 * The built pages carry their Content-Security-Policy in a meta tag
 * (scripts/contentSecurityPolicy.js), which cannot say who may frame them: a header does, which
 * lets Storybook's manager frame its own preview under /storybook/ and no one frame the store
 * (D48). Storybook's pages use relative paths: /storybook is sent to /storybook/.
 */
const framePolicy = (): Plugin => ({
  name: 'frame-policy',
  configurePreviewServer(server) {
    server.middlewares.use((request, response, next) => {
      const url = new URL(request.url ?? '/', 'http://localhost');
      if (url.pathname === '/storybook') {
        response.writeHead(301, { Location: `/storybook/${url.search}` }).end();
        return;
      }
      response.setHeader('Content-Security-Policy', headerPolicyFor(url.pathname));
      next();
    });
  },
});

export default defineConfig({ plugins: [framePolicy(), prerenderedPages()] });
