import type { CategoryName, Product } from './types';
import { PRICE_CAP_MAX, RATING_STEPS } from './constants';

export type SortOrder = 'lowToHigh' | 'highToLow';
export type RatingStep = (typeof RATING_STEPS)[number];

/** The filter sidebar's state. */
export interface Filters {
  priceCap: number;
  vegetarian: boolean;
  nonVegetarian: boolean;
  minRating: RatingStep | null;
  sort: SortOrder | null;
  categories: CategoryName[];
}

/** What Clear resets to. */
export const DEFAULT_FILTERS: Filters = {
  priceCap: PRICE_CAP_MAX,
  vegetarian: false,
  nonVegetarian: false,
  minRating: null,
  sort: null,
  categories: [],
};

/** Both ticked or neither shows everything; one ticked shows only that kind. */
function matchesDiet(product: Product, { vegetarian, nonVegetarian }: Filters): boolean {
  if (vegetarian === nonVegetarian) return true;
  return product.isVegetarian === vegetarian;
}

/** Whether the filters let the dish through (the sort aside). */
export function matches(product: Product, filters: Filters): boolean {
  return (
    Number(product.price) <= filters.priceCap &&
    matchesDiet(product, filters) &&
    (filters.minRating === null || product.rating >= filters.minRating) &&
    (filters.categories.length === 0 || filters.categories.includes(product.categoryName))
  );
}

const byPrice = (sort: SortOrder) => {
  const direction = sort === 'lowToHigh' ? 1 : -1;
  return (a: Product, b: Product) => direction * (Number(a.price) - Number(b.price));
};

/** The products in the chosen price order; unsorted, they keep theirs. */
export function sortProducts(products: readonly Product[], sort: SortOrder | null): Product[] {
  return sort === null ? [...products] : [...products].sort(byPrice(sort));
}

/** The products the grid shows for these filters, in the chosen price order. */
export function applyFilters(products: readonly Product[], filters: Filters): Product[] {
  const shown = products.filter((product) => matches(product, filters));
  return filters.sort === null ? shown : shown.sort(byPrice(filters.sort));
}

/** Search: a case-insensitive substring of the title. */
export function searchProducts(products: readonly Product[], text: string): Product[] {
  const needle = text.trim().toLowerCase();
  if (needle === '') return [];
  return products.filter((product) => product.title.toLowerCase().includes(needle));
}
