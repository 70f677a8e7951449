import { formatRupees } from './money';
import type { Product } from './types';

// What became of the dishes a cart or wishlist keeps copies of, by the menu as it is now (D42).

/** The dishes on the menu now, by id: the catalog's, each with whether it is sold out. */
export type Menu = ReadonlyMap<string, Product>;

export const menuOf = (products: readonly Product[]): Menu =>
  new Map(products.map((product) => [product._id, product]));

/** How the menu differs from a kept copy of a dish: it cannot be had, or it costs another price. */
export type MenuChange =
  { kind: 'soldOut' } | { kind: 'offMenu' } | { kind: 'newPrice'; was: string; now: string };

export interface MenuLine<Item extends Product> {
  /** The copy, at the menu's price where the menu has the dish. */
  item: Item;
  /** Absent when the menu has the dish as the copy does, or when the menu is not known. */
  change?: MenuChange;
}

/**
 * Each kept copy against the menu. A dish that is sold out may also have a new price: being sold
 * out is what the shopper must act on, so that is its change, and its line costs the new price.
 */
export function againstMenu<Item extends Product>(
  items: readonly Item[],
  menu: Menu | undefined,
): MenuLine<Item>[] {
  return items.map((item) => {
    if (!menu) return { item };
    const dish = menu.get(item._id);
    if (!dish) return { item, change: { kind: 'offMenu' } };
    const repriced = Number(dish.price) !== Number(item.price);
    const live = repriced ? { ...item, price: dish.price } : item;
    if (dish.soldOut) return { item: live, change: { kind: 'soldOut' } };
    if (!repriced) return { item };
    return { item: live, change: { kind: 'newPrice', was: item.price, now: dish.price } };
  });
}

/** Whether a change keeps the dish from being added to a cart. */
export const cannotBeAdded = (change: MenuChange | undefined): boolean =>
  change?.kind === 'soldOut' || change?.kind === 'offMenu';

/** What a line says of the change: 'Sold out', 'No longer on the menu', 'Price changed: …'. */
export function menuChangeText(change: MenuChange): string {
  switch (change.kind) {
    case 'soldOut':
      return 'Sold out';
    case 'offMenu':
      return 'No longer on the menu';
    case 'newPrice':
      return `Price changed: ${formatRupees(Number(change.now))} (was ${formatRupees(Number(change.was))})`;
  }
}
