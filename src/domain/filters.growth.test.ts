import { expect, it } from 'vitest';
import { catalogOfSize } from '../backend/seed/catalog';
import { FILTER_WORKLOADS } from '../testing/filterWorkloads';

// Ten times the dishes may cost at most 30 times the time: halfway, on a log scale, between a
// rule that grows with the dishes (10, or 13 for a sort; up to 18 measured here, as 10,000
// dishes no longer fit the cache) and one that grows with their square (100). The two sizes
// are timed in turns, and each by its fastest round: a busy neighbour (or a collection of the
// garbage) only ever adds time, to one round or another, so the fastest is the rule's own. The
// ratio does not depend on the machine's speed; the medians' did, on a loaded machine (33.7).
const MAX_GROWTH = 30;
const ROUNDS = 41;
const small = catalogOfSize(1_000);
const large = catalogOfSize(10_000);

function timed(run: () => void) {
  const start = performance.now();
  run();
  return performance.now() - start;
}

/** Ten calls on the small catalog against one on the large: the same work if the rule is linear. */
function growthInTurns(run: (dishes: typeof small) => void) {
  const tenSmall = () => {
    for (let call = 0; call < 10; call += 1) run(small);
  };
  const smallTimes: number[] = [];
  const largeTimes: number[] = [];
  for (let round = 0; round < ROUNDS; round += 1) {
    smallTimes.push(timed(tenSmall));
    largeTimes.push(timed(() => run(large)));
  }
  return (10 * Math.min(...largeTimes)) / Math.min(...smallTimes);
}

it.each(Object.entries(FILTER_WORKLOADS))(
  `%s: ten times the dishes cost at most ${MAX_GROWTH} times the time`,
  (_name, run) => {
    growthInTurns(run); // warms the rule up, as the store's first calls do
    expect(growthInTurns(run)).toBeLessThanOrEqual(MAX_GROWTH);
  },
);
