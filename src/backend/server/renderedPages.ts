import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Product } from '../../domain/types';
import { createPageWriter } from '../../../scripts/pageWriter.js';
import { contentTag, type MenuReader } from '../menu';

// The server's prerendered pages (D42): each public page rendered from the menu as it is now,
// by the build's own prerender module, and kept until the menu's revision moves on. A price the
// kitchen changed is on the next request's first paint; the shell and the assets never change.

/** What the prerender module (src/app/boot/prerender.tsx, as built) offers. */
interface PrerenderModule {
  PRERENDERED_PATHS: string[];
  renderPage: (path: string, products: Product[]) => Promise<{ body: string; head: string }>;
  modulesBeforeHydration: (path: string) => string[];
}

/** A page as served: its HTML, compressed both ways, and its ETag. */
export interface RenderedPage {
  html: Uint8Array<ArrayBuffer>;
  br: Uint8Array<ArrayBuffer>;
  gzip: Uint8Array<ArrayBuffer>;
  tag: string;
}

export interface RenderedPages {
  /** The page of `path` at the menu's revision now; undefined for a path with no page. */
  page(path: string): Promise<RenderedPage | undefined>;
}

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/**
 * The pages of the build in `rendererDir` (`scripts/build.js --renderer`), or undefined when the
 * build has none: the files the build wrote are served as they are.
 */
export async function loadRenderedPages(
  rendererDir: string,
  menu: MenuReader,
): Promise<RenderedPages | undefined> {
  const buildFile = join(rendererDir, 'build.json');
  if (!existsSync(buildFile)) return undefined;
  const build = JSON.parse(readFileSync(buildFile, 'utf8')) as {
    template: string;
    manifest: Record<string, unknown>;
  };
  const prerender = (await import(
    /* @vite-ignore */ pathToFileURL(join(rendererDir, 'prerender.js')).href
  )) as PrerenderModule;
  const writer = createPageWriter({
    template: build.template,
    manifest: build.manifest,
    modulesBeforeHydration: prerender.modulesBeforeHydration,
  });
  const paths = new Set(prerender.PRERENDERED_PATHS);
  const kept = new Map<string, { revision: number; page: Promise<RenderedPage> }>();

  async function render(path: string, products: Product[]): Promise<RenderedPage> {
    const html = writer.page(path, await prerender.renderPage(path, products));
    const [br, gz] = await Promise.all([
      brotli(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 9 } }),
      gzipped(html, { level: 9 }),
    ]);
    const bytes = (buffer: Buffer) => new Uint8Array(buffer);
    return {
      html: new TextEncoder().encode(html),
      br: bytes(br),
      gzip: bytes(gz),
      tag: contentTag(html),
    };
  }

  return {
    async page(path) {
      if (!paths.has(path)) return undefined;
      const { revision, shown } = await menu.current();
      const found = kept.get(path);
      if (found?.revision === revision) return found.page;
      // One rendering per page and revision, however many ask for it meanwhile.
      const page = render(path, shown);
      kept.set(path, { revision, page });
      page.catch(() => {
        if (kept.get(path)?.page === page) kept.delete(path);
      });
      return page;
    },
  };
}

/** The page as the request accepts it: Brotli, gzip or plain, each with its own ETag. */
export function pageReply(page: RenderedPage, acceptEncoding = ''): Response {
  const [encoding, body] = /\bbr\b/.test(acceptEncoding)
    ? (['br', page.br] as const)
    : /\bgzip\b/.test(acceptEncoding)
      ? (['gzip', page.gzip] as const)
      : ([undefined, page.html] as const);
  const headers = new Headers({
    'Content-Type': 'text/html; charset=utf-8',
    ETag: encoding ? `${page.tag.slice(0, -1)}-${encoding}"` : page.tag,
    Vary: 'Accept-Encoding',
  });
  if (encoding) headers.set('Content-Encoding', encoding);
  return new Response(body, { headers });
}
