import { applyFilters, DEFAULT_FILTERS, searchProducts, type Filters } from '../domain/filters';
import type { Product } from '../domain/types';

const busiest: Filters = {
  ...DEFAULT_FILTERS,
  priceCap: 400,
  vegetarian: true,
  minRating: 2,
  categories: ['Indian', 'Italian'],
  sort: 'highToLow',
};

/** What the store does to the catalog on each change of the filters or the search. */
export const FILTER_WORKLOADS: Record<string, (dishes: Product[]) => void> = {
  'no filter': (dishes) => void applyFilters(dishes, DEFAULT_FILTERS),
  'every filter, sorted high to low': (dishes) => void applyFilters(dishes, busiest),
  'sorted low to high only': (dishes) =>
    void applyFilters(dishes, { ...DEFAULT_FILTERS, sort: 'lowToHigh' }),
  search: (dishes) => void searchProducts(dishes, 'chicken'),
};
