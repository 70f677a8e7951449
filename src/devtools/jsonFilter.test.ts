import { describe, expect, it } from 'vitest';
import { filterJson } from './jsonFilter';

const products = {
  products: [
    { _id: 'prod-dosa', name: 'Masala Dosa', price: '120', veg: true },
    { _id: 'prod-biryani', name: 'Biryani', price: '250', veg: false },
  ],
};

describe('filterJson', () => {
  it.each([
    ['an empty query keeps everything', products, '', products],
    ['a blank query keeps everything', products, '   ', products],
    [
      'a value keeps its item, with the keys leading to it',
      products,
      'dosa',
      { products: [{ _id: 'prod-dosa', name: 'Masala Dosa' }] },
    ],
    [
      'case does not matter',
      products,
      'BIRYANI',
      {
        products: [{ _id: 'prod-biryani', name: 'Biryani' }],
      },
    ],
    [
      'a key keeps its whole value',
      { user: { cart: [1, 2], name: 'Ria' } },
      'cart',
      { user: { cart: [1, 2] } },
    ],
    [
      'a key matching in every item keeps it in each',
      products,
      'price',
      { products: [{ price: '120' }, { price: '250' }] },
    ],
    ['numbers match as written', products, '25', { products: [{ price: '250' }] }],
    ['booleans match as written', products, 'fals', { products: [{ veg: false }] }],
    ['null matches as null', { a: null, b: 1 }, 'nul', { a: null }],
    ['array items are renumbered', { todos: ['a', 'b', 'ab'] }, 'b', { todos: ['b', 'ab'] }],
    ['the query is trimmed', { a: 'x y' }, ' y ', { a: 'x y' }],
    ['a matching top-level string stays', 'hello', 'ell', 'hello'],
    ['nothing matching is undefined', products, 'pizza', undefined],
    ['an empty object has nothing to match', {}, 'a', undefined],
    [
      'characters special to a pattern are plain text',
      { a: 'a.*b', b: 'axb' },
      '.*',
      { a: 'a.*b' },
    ],
  ])('%s', (_case, value, query, expected) => {
    expect(filterJson(value, query)).toEqual(expected);
  });

  it('leaves the value it was given unchanged', () => {
    const copy = structuredClone(products);
    filterJson(products, 'dosa');
    expect(products).toEqual(copy);
  });
});
