import { matchRoutes, type HydrationState, type RouteObject } from 'react-router';
import type { VisitTiming } from '../pages/loaders';

/**
 * What the router needs to hydrate a prerendered page in its first render: the page's code,
 * loaded ahead (a lazy route would otherwise render its fallback), and the data of its loaders.
 * The loaders return at once (they hand their promises to the page), so they run here as they
 * did at build time, and a catalog that is already there renders in the same pass. The visit
 * began with the page's navigation, when the prerendered skeleton appeared.
 */
export async function prepareHydration(routes: RouteObject[], url: URL): Promise<HydrationState> {
  const matches = matchRoutes(routes, url) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy === 'function')
        Object.assign(route, await route.lazy(), { lazy: undefined });
    }),
  );
  const request = new Request(url);
  const pattern = matches
    .map(({ route }) => route.path ?? '')
    .join('/')
    .replace(/\/+/g, '/');
  const loaderData: Record<string, unknown> = {};
  const context: VisitTiming = { visitStartedAt: 0 };
  for (const { route, params } of matches) {
    if (typeof route.loader !== 'function') continue;
    if (!route.id) throw new Error(`The route ${route.path ?? '(layout)'} has a loader but no id.`);
    loaderData[route.id] = route.loader({ request, url, pattern, params, context });
  }
  return { loaderData };
}
