import { bench, describe } from 'vitest';
import { catalogOfSize } from '../mocks/seed/catalog';
import { applyFilters, DEFAULT_FILTERS, searchProducts, type Filters } from './filters';

// Issue 9: on a catalog of 10,000 dishes, filtering and sorting take at most 16 ms (one frame).
// `scripts/bench.js` runs this file and checks each mean against that budget.
const dishes = catalogOfSize(10_000);
const busiest: Filters = {
  ...DEFAULT_FILTERS,
  priceCap: 400,
  vegetarian: true,
  minRating: 2,
  categories: ['Indian', 'Italian'],
  sort: 'highToLow',
};

describe('10,000 dishes', () => {
  bench('no filter', () => void applyFilters(dishes, DEFAULT_FILTERS));
  bench('every filter, sorted high to low', () => void applyFilters(dishes, busiest));
  bench(
    'sorted low to high only',
    () => void applyFilters(dishes, { ...DEFAULT_FILTERS, sort: 'lowToHigh' }),
  );
  bench('search', () => void searchProducts(dishes, 'chicken'));
});
