// The production build (D22): Vite's client build into dist/ (or `--outDir DIR`), then a server
// build of src/app/boot/prerender.tsx whose pages are written into it as HTML. `vite preview` (with the
// fallback in vite.config.ts) serves dist/foodItems.html for /foodItems, and dist/shell.html
// for a path that has no page of its own; the client hydrates the one and renders the other.
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { parseArgs } from 'node:util';
import { pathToFileURL } from 'node:url';
import { build } from 'vite';
import { withContentSecurityPolicy } from './contentSecurityPolicy.js';
import { fillTemplate } from './pageTemplate.js';
import { appCodeKeys, closure, firstPaintKeys, readManifest } from './firstPaintChunks.js';

const { outDir: OUT_DIR } = parseArgs({
  options: { outDir: { type: 'string', default: 'dist' } },
}).values;
const SERVER_DIR = 'node_modules/.cache/prerender';

await build({ build: { outDir: OUT_DIR } });
await build({
  logLevel: 'warn',
  // Bundled whole, so that packages Node would load as CommonJS (styled-components) behave as in the browser.
  ssr: { noExternal: true },
  build: {
    ssr: 'src/app/boot/prerender.tsx',
    outDir: SERVER_DIR,
    emptyOutDir: true,
    manifest: false,
  },
});
const server = await import(pathToFileURL(join(SERVER_DIR, 'prerender.js')).href);

const template = readFileSync(join(OUT_DIR, 'index.html'), 'utf8');
const fill = (rendered) => fillTemplate(template, rendered);

// A prerendered page paints from its HTML alone: its scripts (hydration) start loading after
// the first frame, so that on a slow network they do not compete with the HTML and the page's
// largest image for bandwidth. The shell keeps them in the head: it has nothing to show.
// Each request costs the main thread 1–2 ms (more with DevTools' network panel open): the entry
// and its 20-odd preloads in one task were a task of 22–43 ms, 90–170 ms at 4× CPU. The
// entry goes first, then one preload per task; the entry's own fetch outlasts them.
const SCRIPTS =
  /\s*<script type="module" crossorigin src="([^"]+)"><\/script>|\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g;
const manifest = readManifest(OUT_DIR);
const firstPaint = firstPaintKeys(manifest);
const [entry, ...preloads] = [...firstPaint].map((key) => `/${manifest[key].file}`);
// With the first paint's code, the page's own: the chunks it loads before it hydrates. The app
// then finds them preloaded and adds no links of its own in the middle of its boot.
const pageCode = (path) =>
  server.modulesBeforeHydration(path).flatMap((key) => {
    if (!manifest[key]) throw new Error(`${path} loads ${key}, which is no chunk of the build.`);
    return [...closure(manifest, key, firstPaint)].map((chunk) => `/${manifest[chunk].file}`);
  });
const afterFirstFrame = (html, path) => {
  const code = [...new Set([...preloads, ...pageCode(path)])];
  const loader = `<script>requestAnimationFrame(() => setTimeout(() => {
  document.head.append(Object.assign(document.createElement('script'), { type: 'module', src: ${JSON.stringify(entry)}, crossOrigin: '' }));
  const queue = ${JSON.stringify(code)};
  const preloadNext = () => {
    const href = queue.shift();
    if (href === undefined) return;
    document.head.append(Object.assign(document.createElement('link'), { rel: 'modulepreload', href, crossOrigin: '' }));
    setTimeout(preloadNext);
  };
  preloadNext();
}));</script>`;
  return html.replace(SCRIPTS, '').replace('</body>', () => `${loader}</body>`);
};
const page = (path, rendered) => afterFirstFrame(fill(rendered), path);
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
  writeFileSync(join(OUT_DIR, file), withContentSecurityPolicy(html));
};
const fileOf = (path) => (path === '/' ? 'index.html' : `${path.slice(1)}.html`);

for (const path of server.PRERENDERED_PATHS)
  write(fileOf(path), page(path, await server.renderPage(path)));
write('404.html', page(server.NOT_FOUND_PATH, await server.renderPage(server.NOT_FOUND_PATH)));
write('shell.html', withAppPreloaded(fill(await server.renderShell())));
rmSync(SERVER_DIR, { recursive: true, force: true });
console.log(
  `Prerendered ${server.PRERENDERED_PATHS.length} pages, the not-found page and the shell.`,
);
