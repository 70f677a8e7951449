import { bench, describe } from 'vitest';
import { catalogOfSize } from '../mocks/seed/catalog';
import { applyFilters, DEFAULT_FILTERS, searchProducts, type Filters } from './filters';

// Filtering, sorting and searching 10,000 dishes: the target is 16 ms (one frame) a call.
// The same rules on 1,000 dishes let `scripts/bench.js` check how they grow, which does not
// depend on the machine's speed: ten times the dishes may cost at most 20 times the time.
const busiest: Filters = {
  ...DEFAULT_FILTERS,
  priceCap: 400,
  vegetarian: true,
  minRating: 2,
  categories: ['Indian', 'Italian'],
  sort: 'highToLow',
};

for (const size of [1_000, 10_000]) {
  const dishes = catalogOfSize(size);
  describe(`${size.toLocaleString('en')} dishes`, () => {
    bench('no filter', () => void applyFilters(dishes, DEFAULT_FILTERS));
    bench('every filter, sorted high to low', () => void applyFilters(dishes, busiest));
    bench(
      'sorted low to high only',
      () => void applyFilters(dishes, { ...DEFAULT_FILTERS, sort: 'lowToHigh' }),
    );
    bench('search', () => void searchProducts(dishes, 'chicken'));
  });
}
