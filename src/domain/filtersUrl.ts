import { CATEGORY_NAMES, type CategoryName } from './types';
import { PRICE_CAP_MAX, RATING_STEPS } from './constants';
import { DEFAULT_FILTERS, type Filters, type RatingStep } from './filters';

/** No cap when the price is missing, empty or not a number (`Number('')` would be a cap of 0). */
function priceCapOf(text: string | null): number {
  const price = text === null || text.trim() === '' ? NaN : Number(text);
  return Number.isFinite(price)
    ? Math.min(Math.max(Math.round(price), 0), PRICE_CAP_MAX)
    : DEFAULT_FILTERS.priceCap;
}

/**
 * Filters live in the /foodItems query string (D13): `price`, `veg`, `nonVeg`, `rating`, `sort`
 * and one `category` per ticked cuisine. Only what differs from the defaults is written, and
 * anything unreadable falls back to its default, so any link opens a sensible view.
 */
export function filtersFromSearchParams(params: URLSearchParams): Filters {
  const rating = Number(params.get('rating'));
  const sort = params.get('sort');
  return {
    priceCap: priceCapOf(params.get('price')),
    vegetarian: params.get('veg') === 'true',
    nonVegetarian: params.get('nonVeg') === 'true',
    minRating: RATING_STEPS.includes(rating as RatingStep) ? (rating as RatingStep) : null,
    sort: sort === 'lowToHigh' || sort === 'highToLow' ? sort : null,
    categories: CATEGORY_NAMES.filter((name) => params.getAll('category').includes(name)),
  };
}

export function filtersToSearchParams(filters: Filters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.priceCap !== DEFAULT_FILTERS.priceCap) params.set('price', String(filters.priceCap));
  if (filters.vegetarian) params.set('veg', 'true');
  if (filters.nonVegetarian) params.set('nonVeg', 'true');
  if (filters.minRating !== null) params.set('rating', String(filters.minRating));
  if (filters.sort !== null) params.set('sort', filters.sort);
  filters.categories.forEach((name: CategoryName) => params.append('category', name));
  return params;
}
