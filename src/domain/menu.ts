import type { Product } from './types';

// The menu as the kitchen keeps it (D42): each dish with whether it is sold out tonight, whether
// it is off the menu, and a version that moves with each change, so two staff editing one dish
// cannot lose a change silently.

export interface MenuDish extends Product {
  soldOut: boolean;
  /** Off the menu: gone from the store's grid, search and dish page; past orders keep it. */
  hidden: boolean;
  /** Moves on at each change; a change names the version it was made on (409 if stale). */
  version: number;
}

/** What the kitchen may change of a dish, and the version it saw. */
export interface DishChange {
  version: number;
  soldOut?: boolean;
  hidden?: boolean;
  /** Whole rupees, as text: the API's prices are strings. */
  price?: string;
  description?: string;
}

/** What the kitchen writes to add a dish; the backend gives it its id and version. */
export type NewDish = Pick<
  Product,
  'title' | 'description' | 'price' | 'url' | 'isVegetarian' | 'categoryName' | 'restaurant'
>;

/** Whole rupees a dish may cost. */
export const DISH_PRICE = { min: 1, max: 5000 } as const;
export const DISH_TEXT_LIMITS = { title: 60, description: 300, restaurant: 60 } as const;

const SOLD_OUT = ' is sold out.';

export const MENU_ERRORS = {
  soldOut: (title: string) => `${title}${SOLD_OUT}`,
  conflict: (title: string) =>
    `${title} was changed by someone else meanwhile. Check it and make your change again.`,
  titleTaken: (title: string) => `A dish called ${title} is on the menu already.`,
  picture: "url must be one of the store's dish pictures",
  price: `price must be whole rupees from ${DISH_PRICE.min} to ${DISH_PRICE.max}`,
  noChange: 'Name at least one of soldOut, hidden, price or description to change.',
} as const;

/** Whether a refusal to add a dish says that it is sold out (the cart's other 409: already in it). */
export const isSoldOutRefusal = (message: string) => message.endsWith(SOLD_OUT);

/** The dish as a shopper's API sends it: the kitchen's own fields left out. */
export const shoppersDish = ({ hidden: _hidden, version: _version, ...dish }: MenuDish): Product =>
  dish;
