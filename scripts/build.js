// The production build (D22): Vite's client build into dist/ (or `--outDir DIR`), then a server
// build of src/app/boot/prerender.tsx whose pages are written into it as HTML. `vite preview` (with the
// fallback in vite.config.ts) serves dist/foodItems.html for /foodItems, and dist/shell.html
// for a path that has no page of its own; the client hydrates the one and renders the other.
import { cpSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { parseArgs } from 'node:util';
import { pathToFileURL } from 'node:url';
import { build } from 'vite';
import { withContentSecurityPolicy } from './contentSecurityPolicy.js';
import { fillTemplate } from './pageTemplate.js';
import { appCodeKeys, readManifest } from './firstPaintChunks.js';
import { createPageWriter } from './pageWriter.js';

const { outDir: OUT_DIR, renderer: RENDERER_DIR } = parseArgs({
  options: { outDir: { type: 'string', default: 'dist' }, renderer: { type: 'string' } },
}).values;
const SERVER_DIR = 'node_modules/.cache/prerender';

await build({ build: { outDir: OUT_DIR } });
await build({
  logLevel: 'warn',
  // Bundled whole, so that packages Node would load as CommonJS (styled-components) behave as in the browser.
  ssr: { noExternal: true },
  publicDir: false,
  build: {
    ssr: 'src/app/boot/prerender.tsx',
    outDir: SERVER_DIR,
    emptyOutDir: true,
    manifest: false,
  },
});
const server = await import(pathToFileURL(join(SERVER_DIR, 'prerender.js')).href);

const template = readFileSync(join(OUT_DIR, 'index.html'), 'utf8');

const manifest = readManifest(OUT_DIR);
const writer = createPageWriter({
  template,
  manifest,
  modulesBeforeHydration: server.modulesBeforeHydration,
});
// The shell shows nothing until the app has rendered: it loads the app's code at once (no steps,
// src/app/boot/main.tsx), so it preloads all of it in the head.
const appCode = [...appCodeKeys(manifest)].map((key) => `/${manifest[key].file}`);
const withAppPreloaded = (html) =>
  html.replace('</head>', () => {
    const links = appCode
      .filter((href) => !html.includes(`href="${href}"`))
      .map((href) => `<link rel="modulepreload" crossorigin href="${href}">`);
    return `${links.join('')}</head>`;
  });

const write = (file, html) => {
  mkdirSync(dirname(join(OUT_DIR, file)), { recursive: true });
  writeFileSync(join(OUT_DIR, file), html);
};
const fileOf = (path) => (path === '/' ? 'index.html' : `${path.slice(1)}.html`);

for (const path of server.PRERENDERED_PATHS)
  write(fileOf(path), writer.page(path, await server.renderPage(path)));
write(
  '404.html',
  writer.page(server.NOT_FOUND_PATH, await server.renderPage(server.NOT_FOUND_PATH)),
);
write(
  'shell.html',
  withContentSecurityPolicy(withAppPreloaded(fillTemplate(template, await server.renderShell()))),
);
// A server renders the pages again when the menu changes (D42): it keeps the prerender module
// and what the writer needs beside its store.
if (RENDERER_DIR) {
  rmSync(RENDERER_DIR, { recursive: true, force: true });
  cpSync(SERVER_DIR, RENDERER_DIR, { recursive: true });
  writeFileSync(join(RENDERER_DIR, 'build.json'), JSON.stringify({ template, manifest }));
}
rmSync(SERVER_DIR, { recursive: true, force: true });
console.log(
  `Prerendered ${server.PRERENDERED_PATHS.length} pages, the not-found page and the shell.`,
);
