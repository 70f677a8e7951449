import { assertEvent, assign, setup, type SnapshotFrom } from 'xstate';
import { searchProducts } from '../domain/filters';
import type { Product } from '../domain/types';
import { present } from './support';

export interface SearchContext {
  products: Product[];
  query: string;
  /** The option the arrow keys point at in the results; -1 = none. */
  activeIndex: number;
}

export interface SearchInput {
  products: Product[];
}

export type SearchEvent =
  | { type: 'search.type'; query: string }
  | { type: 'search.productsLoaded'; products: Product[] }
  /** Clicking into the box: reopens the list for the text it still holds (D17). */
  | { type: 'search.focus' }
  | { type: 'search.moveDown' }
  | { type: 'search.moveUp' }
  /** Without an id: the active option. */
  | { type: 'search.choose'; productId?: string }
  /** Escape or a click outside: closes the list and keeps the text. */
  | { type: 'search.close' };

/** The dishes matching the text; derived, never stored. */
const resultsOf = ({ products, query }: SearchContext): Product[] =>
  searchProducts(products, query);

const hasText = (query: string): boolean => query.trim() !== '';

/** The product a `search.choose` picks, if it is one of the results. */
function chosenProductId(
  context: SearchContext,
  productId: string | undefined,
): string | undefined {
  const results = resultsOf(context);
  if (productId === undefined) return results[context.activeIndex]?._id;
  return results.find((product) => product._id === productId)?._id;
}

/** Moves the active option by `step`, wrapping around; from none, down is the first, up the last. */
function moveActive(context: SearchContext, step: 1 | -1): number {
  const count = resultsOf(context).length;
  if (count === 0) return -1;
  if (context.activeIndex === -1) return step === 1 ? 0 : count - 1;
  return (context.activeIndex + step + count) % count;
}

export const searchMachine = setup({
  types: {
    context: {} as SearchContext,
    events: {} as SearchEvent,
    input: {} as SearchInput,
  },
  actions: {
    /** Opens the dish's detail page; supplied by the app with `searchMachine.provide`. */
    openProduct: (_, _params: { productId: string }) => {},
    setQuery: assign(({ event }) => {
      assertEvent(event, 'search.type');
      return { query: event.query, activeIndex: -1 };
    }),
    setProducts: assign(({ event }) => {
      assertEvent(event, 'search.productsLoaded');
      return { products: event.products, activeIndex: -1 };
    }),
    moveDown: assign({ activeIndex: ({ context }) => moveActive(context, 1) }),
    moveUp: assign({ activeIndex: ({ context }) => moveActive(context, -1) }),
    clearActive: assign({ activeIndex: -1 }),
    clear: assign({ query: '', activeIndex: -1 }),
  },
  guards: {
    typedText: ({ event }) => {
      assertEvent(event, 'search.type');
      return hasText(event.query);
    },
    hasText: ({ context }) => hasText(context.query),
    hasChoice: ({ context, event }) => {
      assertEvent(event, 'search.choose');
      return chosenProductId(context, event.productId) !== undefined;
    },
  },
}).createMachine({
  id: 'search',
  context: ({ input }) => ({ products: input.products, query: '', activeIndex: -1 }),
  initial: 'closed',
  on: {
    'search.productsLoaded': { actions: 'setProducts' },
  },
  states: {
    closed: {
      on: {
        'search.type': [
          { guard: 'typedText', target: 'open', actions: 'setQuery' },
          { actions: 'setQuery' },
        ],
        'search.focus': { guard: 'hasText', target: 'open' },
        // The arrow keys reopen the list too, so the keyboard alone can get it back after Escape.
        'search.moveDown': { guard: 'hasText', target: 'open', actions: 'moveDown' },
        'search.moveUp': { guard: 'hasText', target: 'open', actions: 'moveUp' },
      },
    },
    open: {
      on: {
        'search.type': [
          { guard: 'typedText', actions: 'setQuery' },
          { target: 'closed', actions: 'setQuery' },
        ],
        'search.moveDown': { actions: 'moveDown' },
        'search.moveUp': { actions: 'moveUp' },
        'search.choose': {
          guard: 'hasChoice',
          target: 'closed',
          actions: [
            {
              type: 'openProduct',
              // The guard above has made sure there is a product to open.
              params: ({ context, event }) => ({
                productId: present(chosenProductId(context, event.productId), 'chosen product'),
              }),
            },
            'clear',
          ],
        },
        'search.close': { target: 'closed', actions: 'clearActive' },
      },
    },
  },
});

export type SearchSnapshot = SnapshotFrom<typeof searchMachine>;

/** The dishes listed under the search box. */
export const selectResults = (snapshot: SearchSnapshot): Product[] => resultsOf(snapshot.context);
