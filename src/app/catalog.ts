import type { Category, Product } from '../domain/types';
import { getCategories, getProducts } from './api/catalog';

/** Keeps a successful result; forgets a failure so that the next call tries again. */
function once<T>(load: () => Promise<T>): () => Promise<T> {
  let pending: Promise<T> | undefined;
  return () =>
    (pending ??= load().catch((error: unknown) => {
      pending = undefined;
      throw error;
    }));
}

export interface Catalog {
  products: () => Promise<Product[]>;
  categories: () => Promise<Category[]>;
}

/** The catalog of one router: fetched once, shared by the search box, grid and landing page. */
export function createCatalog(): Catalog {
  return { products: once(getProducts), categories: once(getCategories) };
}

/** Resolves with `promise`, but not before `ms` have passed: the spec's loaders (D14). */
export function atLeast<T>(ms: number, promise: Promise<T>): Promise<T> {
  const timer = new Promise((resolve) => setTimeout(resolve, ms));
  return Promise.all([promise, timer]).then(([value]) => value);
}
