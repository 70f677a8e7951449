import { describe, expect, it } from 'vitest';
import { DEFAULT_FILTERS, type Filters } from './filters';
import { filtersFromSearchParams, filtersToSearchParams } from './filtersUrl';

const read = (query: string) => filtersFromSearchParams(new URLSearchParams(query));

describe('filters in the URL (D13)', () => {
  it('an empty query string is the default view', () => {
    expect(read('')).toEqual(DEFAULT_FILTERS);
  });

  it('a category tile link preselects that cuisine', () => {
    expect(read('category=Indian').categories).toEqual(['Indian']);
  });

  it('every filter survives a round trip through the query string', () => {
    const filters: Filters = {
      priceCap: 300,
      vegetarian: true,
      nonVegetarian: false,
      minRating: 4,
      sort: 'highToLow',
      categories: ['Chinese', 'Italian'],
    };
    expect(read(filtersToSearchParams(filters).toString())).toEqual(filters);
  });

  it('the default view writes an empty query string', () => {
    expect(filtersToSearchParams(DEFAULT_FILTERS).toString()).toBe('');
  });

  it.each([
    ['a price above the slider is capped at 500', 'price=9000', { priceCap: 500 }],
    ['a negative price becomes 0', 'price=-5', { priceCap: 0 }],
    ['a price that is not a number is ignored', 'price=cheap', { priceCap: 500 }],
    ['an empty price means no cap', 'price=', { priceCap: 500 }],
    ['a blank price means no cap', 'price=%20', { priceCap: 500 }],
    ['a price of 0 is a cap of 0', 'price=0', { priceCap: 0 }],
    ['a rating off the 1–4 steps is ignored', 'rating=5', { minRating: null }],
    ['an unknown sort is ignored', 'sort=random', { sort: null }],
    [
      'an unknown cuisine is ignored',
      'category=Martian&category=Italian',
      { categories: ['Italian'] },
    ],
  ])('%s', (_name, query, expected) => {
    expect(read(query)).toMatchObject(expected);
  });
});
