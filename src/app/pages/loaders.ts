import type { LoaderFunctionArgs } from 'react-router';
import { LANDING_LOADER_MS, PRODUCT_LIST_LOADER_MS } from '../../domain/constants';
import { atLeast, type Catalog } from '../api/catalogCache';
import { mapTracked } from './useSettled';

// The route loaders. They live apart from the pages so that the route table can stay in the
// first paint while the pages themselves load on demand. Each returns its promises without
// awaiting them: the page paints at once with skeletons and fills in when the data arrives.

/**
 * When the visit began, on the performance clock. Hydration passes 0 (the page's navigation):
 * the prerendered skeleton has been on screen since then, so the spec's loader counts from it.
 * A navigation in the app starts now.
 */
export interface VisitTiming {
  visitStartedAt: number;
}
const visitStart = (context: unknown) =>
  (context as Partial<VisitTiming> | undefined)?.visitStartedAt ?? performance.now();

/**
 * `promise`, held back by the spec's loader on a visit; a reload for a changed menu is no visit,
 * so the page keeps what it shows until the new data is in.
 */
const onVisit = <T>(catalog: Catalog, ms: number, promise: Promise<T>, context: unknown) =>
  catalog.isReloading() ? promise : atLeast(ms, promise, visitStart(context));

/** The header's search offers the whole catalog. */
export const layoutLoader = (catalog: Catalog) => () => ({ products: catalog.products() });

export const landingLoader =
  (catalog: Catalog) =>
  ({ context }: LoaderFunctionArgs) => ({
    categories: onVisit(catalog, LANDING_LOADER_MS, catalog.categories(), context),
  });

export const productGridLoader =
  (catalog: Catalog) =>
  ({ context }: LoaderFunctionArgs) => ({
    products: onVisit(catalog, PRODUCT_LIST_LOADER_MS, catalog.products(), context),
    /** The same dishes without the loader's wait: their first pictures load meanwhile. */
    upcoming: catalog.products(),
  });

/** The dish from the catalog the search box loads anyway, or null for an unknown id (D16). */
export const productDetailLoader =
  (catalog: Catalog) =>
  ({ params }: LoaderFunctionArgs) => ({
    product: mapTracked(
      catalog.products(),
      (products) => products.find((product) => product._id === params.id) ?? null,
    ),
  });

export type LayoutData = ReturnType<ReturnType<typeof layoutLoader>>;
export type LandingData = ReturnType<ReturnType<typeof landingLoader>>;
export type ProductGridData = ReturnType<ReturnType<typeof productGridLoader>>;
export type ProductDetailData = ReturnType<ReturnType<typeof productDetailLoader>>;
