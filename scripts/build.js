// The production build (D22): Vite's client build into dist/ (or `--outDir DIR`), then a server
// build of src/app/prerender.tsx whose pages are written into it as HTML. `vite preview` (with the
// fallback in vite.config.ts) serves dist/foodItems.html for /foodItems, and dist/shell.html
// for a path that has no page of its own; the client hydrates the one and renders the other.
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { parseArgs } from 'node:util';
import { pathToFileURL } from 'node:url';
import { build } from 'vite';

const { outDir: OUT_DIR } = parseArgs({
  options: { outDir: { type: 'string', default: 'dist' } },
}).values;
const SERVER_DIR = 'node_modules/.cache/prerender';

await build({ build: { outDir: OUT_DIR } });
await build({
  logLevel: 'warn',
  // Bundled whole, so that packages Node would load as CommonJS (styled-components) behave as in the browser.
  ssr: { noExternal: true },
  build: { ssr: 'src/app/prerender.tsx', outDir: SERVER_DIR, emptyOutDir: true, manifest: false },
});
const server = await import(pathToFileURL(join(SERVER_DIR, 'prerender.js')).href);

const template = readFileSync(join(OUT_DIR, 'index.html'), 'utf8');
const TITLE = /<title>.*?<\/title>/;
/** The template with the page's head and markup; a page with a title of its own drops the default. */
const fill = ({ head, body }) =>
  (TITLE.test(head) ? template.replace(TITLE, '') : template)
    .replace('</head>', `${head}</head>`)
    .replace('<div id="root"></div>', `<div id="root">${body}</div>`);
const write = (file, html) => {
  mkdirSync(dirname(join(OUT_DIR, file)), { recursive: true });
  writeFileSync(join(OUT_DIR, file), html);
};
const fileOf = (path) => (path === '/' ? 'index.html' : `${path.slice(1)}.html`);

for (const path of server.PRERENDERED_PATHS)
  write(fileOf(path), fill(await server.renderPage(path)));
write('404.html', fill(await server.renderPage(server.NOT_FOUND_PATH)));
write('shell.html', fill(await server.renderShell()));
rmSync(SERVER_DIR, { recursive: true, force: true });
console.log(
  `Prerendered ${server.PRERENDERED_PATHS.length} pages, the not-found page and the shell.`,
);
