import { prerender } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { ServerStyleSheet } from 'styled-components';
import { CATEGORIES, SEED_PRODUCTS, seedMenu } from '../../backend/seed/catalog';
import { shoppersDish } from '../../domain/menu';
import { App } from '../pages/App';
import { LAYOUT_MODULES, preloadLayout } from '../pages/Layout';
import { createCatalog, type CatalogData } from '../api/catalogCache';
import { PageLoading } from '../pages/PageLoading';
import { catalogScript } from './prerenderedCatalog';
import { prerenderedStyleTags } from './prerenderedStyles';
import { createRoutes, pagesOf } from '../pages/router';
import { PATHS } from '../../domain/paths';
import type { Product } from '../../domain/types';

// The build's server side (D22): `scripts/build.js` loads this module in Node and writes a page
// of HTML for each public path, from the same components and the seed's catalog.

/**
 * The public pages. A catalog made larger for scale tests (VITE_CATALOG_SIZE) prerenders the
 * seed's dishes only; the others are rendered in the browser.
 */
export const PRERENDERED_PATHS = [
  '/',
  PATHS.dishes,
  ...SEED_PRODUCTS.map((product) => PATHS.dish(product._id)),
  PATHS.login,
  PATHS.signup,
];
export const NOT_FOUND_PATH = '/404';

export interface RenderedPage {
  /** The markup inside #root. */
  body: string;
  /** Style tags, the page's title and its catalog, for the head. */
  head: string;
}

async function renderToHtml(element: React.ReactElement): Promise<{ html: string; css: string }> {
  const sheet = new ServerStyleSheet();
  try {
    const { prelude } = await prerender(sheet.collectStyles(<App>{element}</App>));
    const html = await new Response(prelude).text();
    return { html, css: prerenderedStyleTags(sheet) };
  } finally {
    sheet.seal();
  }
}

/** React writes a page's <title> and preloads ahead of its markup; they belong in the head. */
function splitHoisted(html: string): { hoisted: string; body: string } {
  const [hoisted = ''] =
    /^(?:<title>[^<]*<\/title>|<link [^>]*\/>|<meta [^>]*\/>)*/.exec(html) ?? [];
  return { hoisted, body: html.slice(hoisted.length) };
}

/**
 * One public page, as the client will hydrate it: from the build's menu, or on a server from the
 * menu as it is now (D42). The dishes are as the API lists them, so a page whose menu is still
 * the seed's does not reload when the API answers.
 */
export async function renderPage(
  path: string,
  products: Product[] = seedMenu().map(shoppersDish),
): Promise<RenderedPage> {
  await preloadLayout();
  const catalog: CatalogData = { products, categories: CATEGORIES };
  const handler = createStaticHandler(createRoutes(createCatalog(catalog)));
  const context = await handler.query(new Request(new URL(path, 'http://localhost')));
  if (context instanceof Response) throw new Error(`${path} answers with a redirect`);
  const router = createStaticRouter(handler.dataRoutes, context);
  const { html, css } = await renderToHtml(
    <StaticRouterProvider router={router} context={context} hydrate={false} />,
  );
  const { hoisted, body } = splitHoisted(html);
  return { body, head: `${hoisted}${css}${catalogScript(catalog)}` };
}

/**
 * The modules a prerendered page loads before it hydrates (`hydration.ts`, `preloadLayout`), by
 * their path from the project's root, as the client build's manifest names them.
 */
export const modulesBeforeHydration = (path: string): string[] => [
  ...pagesOf(createRoutes(), path).map((page) => `src/app/pages/${page}.tsx`),
  ...LAYOUT_MODULES,
];

/** What any other path shows until the client has rendered its page: the loading page. */
export async function renderShell(): Promise<RenderedPage> {
  const { html, css } = await renderToHtml(<PageLoading />);
  return { body: html, head: css };
}
