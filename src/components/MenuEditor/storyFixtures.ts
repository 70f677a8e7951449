// Fixtures for the menu editor's stories (not used by the component): a menu, and the kitchen's
// menu calls answering as the backend does, for the stories to watch and steer.
import { fn } from 'storybook/test';
import { SEED_PRODUCTS } from '../../backend/seed/catalog';
import { ApiError } from '../../domain/apiError';
import { MENU_ERRORS, type DishChange, type MenuDish, type NewDish } from '../../domain/menu';
import type { KitchenMenu } from '../../machines/menuEditor';
import { buildMenuDish } from '../../testing/builders';
import type { MenuEditorApi } from './MenuEditor';

/** The store's dish pictures, which a new dish chooses from. */
export const PICTURES = SEED_PRODUCTS.map((product) => product.url);

/** Eight dishes of the three cuisines, all on the menu and available. */
export const eveningMenu: MenuDish[] = [
  'prod-butter-chicken',
  'prod-masala-dosa',
  'prod-paneer-tikka',
  'prod-dim-sum',
  'prod-chicken-manchurian',
  'prod-hot-and-sour-soup',
  'prod-margherita-pizza',
  'prod-lasagna',
].map((id) => buildMenuDish(id));

/** The same menu with some dishes changed. */
export const menuWith = (changes: Record<string, Partial<MenuDish>>) =>
  eveningMenu.map((dish) => ({ ...dish, ...changes[dish._id] }));

/**
 * The menu's calls over `dishes`, each a spy, answering as the backend does: a change on the
 * dish's version makes it and moves the version on, one on another version is a 409; a new
 * dish is added at version 1 unless its title is taken.
 */
export function fakeMenu(dishes: MenuDish[]) {
  let stored = dishes;
  const find = (productId: string) => {
    const dish = stored.find(({ _id }) => _id === productId);
    if (!dish) throw new Error(`No dish ${productId} in the story`);
    return dish;
  };
  const api = {
    loadMenu: fn(async (): Promise<KitchenMenu> => ({ dishes: stored, pictures: PICTURES })),
    addDish: fn(async (dish: NewDish): Promise<MenuDish> => {
      if (stored.some(({ title }) => title === dish.title)) {
        throw new ApiError(409, MENU_ERRORS.titleTaken(dish.title));
      }
      const id = `prod-${dish.title.toLowerCase().replaceAll(' ', '-')}`;
      const added = { ...dish, _id: id, rating: 0, soldOut: false, hidden: false, version: 1 };
      stored = [...stored, added];
      return added;
    }),
    changeDish: fn(async (productId: string, { version, ...change }: DishChange) => {
      const dish = find(productId);
      if (dish.version !== version) throw new ApiError(409, MENU_ERRORS.conflict(dish.title));
      const given = Object.entries(change).filter(([, value]) => value !== undefined);
      const changed: MenuDish = { ...dish, ...Object.fromEntries(given), version: version + 1 };
      stored = stored.map((old) => (old._id === productId ? changed : old));
      return changed;
    }),
  } satisfies MenuEditorApi;
  return {
    api,
    /** Back to `dishes`, the spies cleared: before each story. */
    reset() {
      stored = dishes;
      Object.values(api).forEach((spy) => spy.mockClear());
    },
    /** Someone else changes the menu: the calls answer from `next` from now on. */
    replace(next: MenuDish[]) {
      stored = next;
    },
  };
}
