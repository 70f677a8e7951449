import { describe, expect, it } from 'vitest';
import { catalogOfSize, PRODUCTS, SEED_PRODUCTS } from './catalog';

describe('catalogOfSize', () => {
  it('is the 30 dishes of catalog.md by default', () => {
    expect(PRODUCTS).toEqual(SEED_PRODUCTS);
    expect(SEED_PRODUCTS).toHaveLength(30);
  });

  it('makes 10,000 distinct dishes within the spec’s ranges for scale tests', () => {
    const dishes = catalogOfSize(10_000);
    expect(dishes).toHaveLength(10_000);
    expect(new Set(dishes.map((dish) => dish._id)).size).toBe(10_000);
    expect(dishes.slice(0, 30)).toEqual(SEED_PRODUCTS);
    for (const dish of dishes) {
      expect(dish.rating).toBeGreaterThanOrEqual(1);
      expect(dish.rating).toBeLessThanOrEqual(4.9);
      // Within the price slider (0–500), so the default filters show every dish.
      expect(Number(dish.price)).toBeGreaterThan(0);
      expect(Number(dish.price)).toBeLessThanOrEqual(500);
    }
    expect(dishes[30]).toMatchObject({ _id: 'prod-butter-chicken-2', title: 'Butter Chicken 2' });
  });
});
