import type { Category, Product } from '../../domain/types';
import { getCategories, getProducts } from './catalog';
import { fulfilled, track, type TrackedPromise } from '../pages/useSettled';

/** The dishes and cuisines a prerendered page was built from (the seed's, D22). */
export interface CatalogData {
  products: Product[];
  categories: Category[];
}

/** Keeps a successful result; forgets a failure so that the next call tries again. */
function once<T>(load: () => Promise<T>): () => TrackedPromise<T> {
  let pending: TrackedPromise<T> | undefined;
  return () =>
    (pending ??= track(
      load().catch((error: unknown) => {
        pending = undefined;
        throw error;
      }),
    ));
}

export interface Catalog {
  products: () => Promise<Product[]>;
  categories: () => Promise<Category[]>;
  /**
   * Asks the API for the catalog that `prerendered` stood in for. Resolves true when the API's
   * catalog differs from what the pages show, so the caller reloads the route data.
   */
  takeFromApi: () => Promise<boolean>;
}

/**
 * The catalog of one router: fetched once, shared by the search box, grid and landing page.
 * A prerendered page starts from the catalog it was built from, so it hydrates and answers at
 * once; the API's catalog replaces it when the backend is up.
 */
export function createCatalog(prerendered?: CatalogData): Catalog {
  const fromApi = { products: once(getProducts), categories: once(getCategories) };
  let shown = fromApi;
  if (prerendered) {
    const products = fulfilled(prerendered.products);
    const categories = fulfilled(prerendered.categories);
    shown = { products: () => products, categories: () => categories };
  }
  return {
    products: () => shown.products(),
    categories: () => shown.categories(),
    takeFromApi: async () => {
      const [products, categories] = await Promise.all([fromApi.products(), fromApi.categories()]);
      shown = fromApi;
      return (
        prerendered !== undefined &&
        JSON.stringify({ products, categories }) !== JSON.stringify(prerendered)
      );
    },
  };
}

/**
 * Resolves with `promise`, but not before `ms` have passed since `since` (on the performance
 * clock): the spec's loaders (D14).
 */
export function atLeast<T>(ms: number, promise: Promise<T>, since = performance.now()): Promise<T> {
  if (ms <= 0) return promise;
  const timer = new Promise((resolve) => setTimeout(resolve, ms - (performance.now() - since)));
  return Promise.all([promise, timer]).then(([value]) => value);
}
