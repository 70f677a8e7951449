import { describe, expect, it } from 'vitest';
import { ApiError, INVALID_TOKEN, UNREGISTERED_EMAIL } from './apiError';
import {
  NOTHING_REORDERED,
  refusalOf,
  reorderAnnouncements,
  withOutcome,
  type ReorderOutcome,
  type ReorderSummary,
} from './reorder';

describe('reorder rules', () => {
  it.each([
    [
      'a dish already in the cart (D5)',
      new ApiError(409, 'Biryani is already in the cart.'),
      'alreadyInCart',
    ],
    ['a dish sold out tonight (D42)', new ApiError(409, 'Biryani is sold out.'), 'soldOut'],
    ['a dish gone from the catalog', new ApiError(404, 'No product "prod-old"'), 'notInCatalog'],
    ["a deleted shopper's 404 ends the session", new ApiError(404, UNREGISTERED_EMAIL), undefined],
    ['a rejected token', new ApiError(401, INVALID_TOKEN), undefined],
    ['a server failure', new ApiError(500, 'Something went wrong'), undefined],
    ['no connection', new TypeError('Failed to fetch'), undefined],
  ])('the refusal of %s', (_name, error, outcome) => {
    expect(refusalOf(error)).toBe(outcome);
  });

  it('keeps the titles of each outcome in the order they came', () => {
    const steps: [ReorderOutcome, string][] = [
      ['added', 'Butter Chicken'],
      ['alreadyInCart', 'Biryani'],
      ['added', 'Gulab Jamun'],
    ];
    const summary = steps.reduce(
      (sofar, [outcome, title]) => withOutcome(sofar, outcome, title),
      NOTHING_REORDERED,
    );

    expect(summary).toEqual({
      added: ['Butter Chicken', 'Gulab Jamun'],
      alreadyInCart: ['Biryani'],
      soldOut: [],
      notInCatalog: [],
    });
    expect(NOTHING_REORDERED).toEqual({
      added: [],
      alreadyInCart: [],
      soldOut: [],
      notInCatalog: [],
    });
  });

  it.each<[string, Partial<ReorderSummary>, { kind: string; message: string }[]]>([
    [
      'every dish added',
      { added: ['Butter Chicken', 'Biryani', 'Gulab Jamun'] },
      [{ kind: 'success', message: 'Added to your cart: Butter Chicken, Biryani and Gulab Jamun' }],
    ],
    [
      'some already in the cart',
      { added: ['Butter Chicken', 'Gulab Jamun'], alreadyInCart: ['Biryani'] },
      [
        { kind: 'success', message: 'Added to your cart: Butter Chicken and Gulab Jamun' },
        { kind: 'info', message: 'Already in your cart (quantity unchanged): Biryani' },
      ],
    ],
    [
      'one gone from the menu',
      { added: ['Tiramisu'], notInCatalog: ['Paneer Tikka'] },
      [
        { kind: 'success', message: 'Added to your cart: Tiramisu' },
        { kind: 'error', message: 'No longer on the menu, not added: Paneer Tikka' },
      ],
    ],
    [
      'nothing added',
      { alreadyInCart: ['Biryani'], notInCatalog: ['Paneer Tikka', 'Egg Curry'] },
      [
        { kind: 'info', message: 'Already in your cart (quantity unchanged): Biryani' },
        { kind: 'error', message: 'No longer on the menu, not added: Paneer Tikka and Egg Curry' },
      ],
    ],
    [
      'one sold out tonight (D42)',
      { added: ['Tiramisu'], soldOut: ['Biryani'] },
      [
        { kind: 'success', message: 'Added to your cart: Tiramisu' },
        { kind: 'error', message: 'Sold out today, not added: Biryani' },
      ],
    ],
    ['nothing at all (a failure before the first dish)', {}, []],
  ])('tells the shopper about %s', (_name, outcomes, announcements) => {
    expect(reorderAnnouncements({ ...NOTHING_REORDERED, ...outcomes })).toEqual(announcements);
  });
});
