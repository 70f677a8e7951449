// How a prerendered page's HTML is put together (D22): the build writes every public page with
// it, and the server (`npm start`) writes a page again with it when the menu changes (D42).
import { withContentSecurityPolicy } from './contentSecurityPolicy.js';
import { fillTemplate } from './pageTemplate.js';
import { closure, firstPaintKeys } from './firstPaintChunks.js';

// A prerendered page paints from its HTML alone: its scripts (hydration) start loading after
// the first frame, so that on a slow network they do not compete with the HTML and the page's
// largest image for bandwidth. The shell keeps them in the head: it has nothing to show.
// Each request costs the main thread 1–2 ms (more with DevTools' network panel open): the entry
// and its 20-odd preloads in one task were a task of 22–43 ms, 90–170 ms at 4× CPU. The
// entry goes first, then one preload per task; the entry's own fetch outlasts them.
const SCRIPTS =
  /\s*<script type="module" crossorigin src="([^"]+)"><\/script>|\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g;

/**
 * The writer of the pages of one build: `template` is its index.html, `manifest` its Vite
 * manifest, and `modulesBeforeHydration(path)` the modules a page loads before it hydrates
 * (from the prerender module).
 */
export function createPageWriter({ template, manifest, modulesBeforeHydration }) {
  const firstPaint = firstPaintKeys(manifest);
  const [entry, ...preloads] = [...firstPaint].map((key) => `/${manifest[key].file}`);
  // With the first paint's code, the page's own: the chunks it loads before it hydrates. The app
  // then finds them preloaded and adds no links of its own in the middle of its boot.
  const pageCode = (path) =>
    modulesBeforeHydration(path).flatMap((key) => {
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
  return {
    /** The page of `path`, from what the prerender module rendered of it. */
    page: (path, rendered) =>
      withContentSecurityPolicy(afterFirstFrame(fillTemplate(template, rendered), path)),
  };
}
