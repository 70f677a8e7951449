import type { Category, Product } from '../../domain/types';
import { getCategories, getProducts, type TaggedProducts } from './catalog';
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
  /**
   * The dishes: those kept, at once, while the API is asked whether they are still the menu
   * (a 304 when they are); a change reloads the pages. The first call waits.
   */
  products: () => Promise<Product[]>;
  categories: () => Promise<Category[]>;
  /**
   * Asks the API for the dishes now, and reloads the pages when they differ from what they show
   * (a prerendered page's build-time menu, D42).
   */
  takeFromApi: () => Promise<void>;
  /**
   * True while the pages reload because the menu changed: that is no visit, so the loaders skip
   * the spec's wait and the dishes on screen stay there until the new ones replace them.
   */
  isReloading: () => boolean;
}

/**
 * The catalog of one router, shared by the search box, grid and landing page. A prerendered
 * page starts from the catalog it was built from, so it hydrates and answers at once; the API's
 * replaces it when the backend is up, and each later read revalidates it with the dishes' ETag,
 * so a price the kitchen changed shows on the next page the shopper opens (D42): `reloadPages`
 * (the router's revalidation) runs their loaders again.
 */
export function createCatalog(
  prerendered?: CatalogData,
  reloadPages?: () => Promise<void>,
): Catalog {
  const categoriesFromApi = once(getCategories);
  let categories = prerendered ? () => fulfilled(prerendered.categories) : categoriesFromApi;
  let kept: TaggedProducts | undefined;
  let shown: TrackedPromise<Product[]> | undefined = prerendered && fulfilled(prerendered.products);
  let asking: Promise<boolean> | undefined;
  let reloading = false;

  const reload = async (changed: boolean) => {
    if (!changed || !reloadPages) return;
    reloading = true;
    try {
      await reloadPages();
    } finally {
      reloading = false;
    }
  };

  /** Asks for the dishes unless those kept are current; true when what is shown changed. */
  const revalidate = () =>
    (asking ??= getProducts(kept?.tag)
      .then((fresh) => {
        if (!fresh) return false;
        const before = shown?.status === 'fulfilled' ? shown.value : undefined;
        kept = fresh;
        shown = fulfilled(fresh.products);
        return JSON.stringify(before) !== JSON.stringify(fresh.products);
      })
      .finally(() => {
        asking = undefined;
      }));

  return {
    products: () => {
      if (!shown || shown.status === 'rejected') {
        shown = track(revalidate().then(() => kept!.products));
        return shown;
      }
      if (kept) {
        revalidate()
          .then(reload)
          .catch(() => undefined);
      }
      return shown;
    },
    categories: () => categories(),
    takeFromApi: async () => {
      const [changed] = await Promise.all([revalidate(), categoriesFromApi()]);
      categories = categoriesFromApi;
      await reload(prerendered !== undefined && changed);
    },
    isReloading: () => reloading,
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
