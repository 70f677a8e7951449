import { describe, expect, it } from 'vitest';
import {
  applyFilters,
  DEFAULT_FILTERS,
  matches,
  searchProducts,
  sortProducts,
  type Filters,
} from './filters';
import type { Product } from './types';

const dish = (
  title: string,
  price: number,
  rating: number,
  isVegetarian: boolean,
  categoryName: Product['categoryName'],
): Product => ({
  _id: title.toLowerCase(),
  title,
  description: '',
  price: String(price),
  url: '',
  isVegetarian,
  rating,
  categoryName,
  restaurant: '',
});

const menu = [
  dish('Butter Chicken', 250, 4.5, false, 'Indian'),
  dish('Masala Dosa', 150, 4.6, true, 'Indian'),
  dish('Palak Paneer', 180, 1.5, true, 'Indian'),
  dish('Peking Duck', 300, 2.0, false, 'Chinese'),
  dish('Dim Sum', 220, 4.9, true, 'Chinese'),
  dish('Lasagna', 320, 4.8, false, 'Italian'),
  dish('Gelato', 100, 3.7, true, 'Italian'),
];

const titles = (filters: Partial<Filters>) =>
  applyFilters(menu, { ...DEFAULT_FILTERS, ...filters }).map((product) => product.title);

describe('filtering and sorting the dishes (spec section 5)', () => {
  it.each<[string, Partial<Filters>, string[]]>([
    ['the default view shows every dish in menu order', {}, menu.map((d) => d.title)],
    [
      'a price cap keeps dishes at or below it',
      { priceCap: 180 },
      ['Masala Dosa', 'Palak Paneer', 'Gelato'],
    ],
    ['a price cap of 0 shows nothing', { priceCap: 0 }, []],
    [
      'only vegetarian ticked shows vegetarian dishes',
      { vegetarian: true },
      ['Masala Dosa', 'Palak Paneer', 'Dim Sum', 'Gelato'],
    ],
    [
      'only non-vegetarian ticked shows non-vegetarian dishes',
      { nonVegetarian: true },
      ['Butter Chicken', 'Peking Duck', 'Lasagna'],
    ],
    [
      'both diet boxes ticked shows every dish',
      { vegetarian: true, nonVegetarian: true },
      menu.map((d) => d.title),
    ],
    [
      'a minimum rating keeps dishes rated at or above it',
      { minRating: 4 },
      ['Butter Chicken', 'Masala Dosa', 'Dim Sum', 'Lasagna'],
    ],
    [
      'a minimum rating of 2 keeps a dish rated exactly 2',
      { minRating: 2 },
      ['Butter Chicken', 'Masala Dosa', 'Peking Duck', 'Dim Sum', 'Lasagna', 'Gelato'],
    ],
    ['a ticked cuisine shows only its dishes', { categories: ['Italian'] }, ['Lasagna', 'Gelato']],
    [
      'two ticked cuisines show the dishes of both',
      { categories: ['Chinese', 'Italian'] },
      ['Peking Duck', 'Dim Sum', 'Lasagna', 'Gelato'],
    ],
    [
      'low to high sorts by price ascending',
      { sort: 'lowToHigh' },
      [
        'Gelato',
        'Masala Dosa',
        'Palak Paneer',
        'Dim Sum',
        'Butter Chicken',
        'Peking Duck',
        'Lasagna',
      ],
    ],
    [
      'high to low sorts by price descending',
      { sort: 'highToLow' },
      [
        'Lasagna',
        'Peking Duck',
        'Butter Chicken',
        'Dim Sum',
        'Palak Paneer',
        'Masala Dosa',
        'Gelato',
      ],
    ],
    [
      'all rules combine: vegetarian Indian rated 4+ under 200, cheapest first',
      { vegetarian: true, categories: ['Indian'], minRating: 4, priceCap: 200, sort: 'lowToHigh' },
      ['Masala Dosa'],
    ],
  ])('%s', (_name, filters, expected) => {
    expect(titles(filters)).toEqual(expected);
  });

  it('Clear (the defaults) brings back every dish after any combination', () => {
    expect(titles({ vegetarian: true, minRating: 4, sort: 'highToLow' })).toHaveLength(2);
    expect(titles(DEFAULT_FILTERS)).toEqual(menu.map((d) => d.title));
  });

  it('does not reorder the catalog it is given', () => {
    titles({ sort: 'highToLow' });
    sortProducts(menu, 'lowToHigh');
    expect(menu[0]?.title).toBe('Butter Chicken');
  });

  // The dishes page keeps a card for every dish in sorted order and hides those that do not
  // match: the shown ones must be in the order applyFilters gives.
  it.each<Partial<Filters>>([
    {},
    { vegetarian: true },
    { sort: 'lowToHigh', minRating: 4 },
    { sort: 'highToLow', categories: ['Indian', 'Italian'], priceCap: 250 },
  ])('the sorted catalog, less what does not match, is what applyFilters shows: %o', (chosen) => {
    const filters = { ...DEFAULT_FILTERS, ...chosen };
    const sorted = sortProducts(menu, filters.sort);
    expect(sorted).toHaveLength(menu.length);
    expect(sorted.filter((dish) => matches(dish, filters))).toEqual(applyFilters(menu, filters));
  });
});

describe('searching dish titles', () => {
  it.each([
    ['a lowercase part of a title finds it', 'dosa', ['Masala Dosa']],
    ['case does not matter', 'PANEER', ['Palak Paneer']],
    [
      'a fragment inside words matches every title containing it',
      'a',
      ['Masala Dosa', 'Palak Paneer', 'Lasagna', 'Gelato'],
    ],
    ['surrounding spaces are ignored', '  sum ', ['Dim Sum']],
    ['text in no title finds nothing', 'sushi', []],
    ['empty text finds nothing (the dropdown stays closed)', '   ', []],
  ])('%s', (_name, text, expected) => {
    expect(searchProducts(menu, text).map((product) => product.title)).toEqual(expected);
  });
});
