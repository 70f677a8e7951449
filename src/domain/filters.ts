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

function matches(product: Product, filters: Filters): boolean {
  return (
    Number(product.price) <= filters.priceCap &&
    matchesDiet(product, filters) &&
    (filters.minRating === null || product.rating >= filters.minRating) &&
    (filters.categories.length === 0 || filters.categories.includes(product.categoryName))
  );
}

/** The products the grid shows for these filters, in the chosen price order. */
export function applyFilters(products: readonly Product[], filters: Filters): Product[] {
  const shown = products.filter((product) => matches(product, filters));
  if (filters.sort === null) return shown;
  const direction = filters.sort === 'lowToHigh' ? 1 : -1;
  return shown.sort((a, b) => direction * (Number(a.price) - Number(b.price)));
}

/** Search: a case-insensitive substring of the title. */
export function searchProducts(products: readonly Product[], text: string): Product[] {
  const needle = text.trim().toLowerCase();
  if (needle === '') return [];
  return products.filter((product) => product.title.toLowerCase().includes(needle));
}
