import { DISH_PRICE, type NewDish } from '../../domain/menu';
import type { CategoryName } from '../../domain/types';

// What the menu's forms check before they save (D42), in the words staff see beside each field.

export const PRICE_MESSAGE = `Enter whole rupees from ${DISH_PRICE.min} to ${DISH_PRICE.max}.`;
export const PRICE_HINT = `Whole rupees, ${DISH_PRICE.min} to ${DISH_PRICE.max}`;
export const DESCRIPTION_MESSAGE = 'Describe the dish.';

/** The rupees typed as the API writes them ("250"), when whole and within DISH_PRICE. */
export function validPrice(typed: string): string | undefined {
  const trimmed = typed.trim();
  if (!/^\d{1,6}$/.test(trimmed)) return undefined;
  const rupees = Number(trimmed);
  return rupees >= DISH_PRICE.min && rupees <= DISH_PRICE.max ? String(rupees) : undefined;
}

/** A picture's name from its file, for its alt text: '…/butter-chicken.svg' → 'Butter chicken'. */
export function pictureName(url: string): string {
  const words = (url.split('/').pop() ?? url).replace(/\.\w+$/, '').replaceAll('-', ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** What the 'Add a dish' form holds, as typed. */
export interface DishDraft {
  title: string;
  description: string;
  price: string;
  categoryName: CategoryName;
  restaurant: string;
  isVegetarian: boolean;
  url: string;
}

export const EMPTY_DRAFT: DishDraft = {
  title: '',
  description: '',
  price: '',
  categoryName: 'Indian',
  restaurant: '',
  isVegetarian: false,
  url: '',
};

/** The fields that can be wrong, in the form's order: the first wrong one takes the focus. */
export const CHECKED_FIELDS = ['title', 'description', 'price', 'restaurant', 'url'] as const;
export type CheckedField = (typeof CHECKED_FIELDS)[number];
export type DraftErrors = Partial<Record<CheckedField, string>>;

const REQUIRED: Record<Exclude<CheckedField, 'price'>, string> = {
  title: 'Name the dish.',
  description: DESCRIPTION_MESSAGE,
  restaurant: 'Name the restaurant that makes it.',
  url: 'Choose a picture.',
};

/** The new dish, trimmed, when every field is right; else what is wrong with each. */
export function checkDraft(draft: DishDraft): { dish?: NewDish; errors: DraftErrors } {
  const errors: DraftErrors = {};
  for (const field of ['title', 'description', 'restaurant', 'url'] as const) {
    if (!draft[field].trim()) errors[field] = REQUIRED[field];
  }
  const price = validPrice(draft.price);
  if (price === undefined) errors.price = PRICE_MESSAGE;
  if (price === undefined || Object.keys(errors).length > 0) return { errors };
  return {
    dish: {
      title: draft.title.trim(),
      description: draft.description.trim(),
      price,
      url: draft.url,
      isVegetarian: draft.isVegetarian,
      categoryName: draft.categoryName,
      restaurant: draft.restaurant.trim(),
    },
    errors,
  };
}
