import { bench, describe } from 'vitest';
import { catalogOfSize } from '../backend/seed/catalog';
import { FILTER_WORKLOADS } from '../testing/filterWorkloads';

// Filtering, sorting and searching 10,000 dishes: the target is 16 ms (one frame) a call,
// reported by `scripts/bench.js`. How the rules grow is a test (filters.growth.test.ts).
for (const size of [1_000, 10_000]) {
  const dishes = catalogOfSize(size);
  describe(`${size.toLocaleString('en')} dishes`, () => {
    for (const [name, run] of Object.entries(FILTER_WORKLOADS)) bench(name, () => run(dishes));
  });
}
