// Fixtures for the cart, wishlist and price-details stories (not used by the components).
import { useState } from 'react';
import { menuOf, type Menu } from '../../domain/menuChanges';
import type { CartItem, Product, WishlistItem } from '../../domain/types';
import { findProduct, PRODUCTS } from '../../backend/seed/catalog';

const ADDED_AT = '2025-01-15T12:30:00Z';

/** A seed dish as the wishlist API returns it. */
export function wishlistItem(productId: string): WishlistItem {
  const product = findProduct(productId);
  if (!product) throw new Error(`No seed dish with the id ${productId}`);
  return { ...product, createdAt: ADDED_AT, updatedAt: ADDED_AT };
}

/** A seed dish as the cart API returns it. */
export const cartItem = (productId: string, qty = 1): CartItem => ({
  ...wishlistItem(productId),
  qty,
});

/** The seed's menu with the kitchen's changes (D42); `null` takes a dish off the menu. */
export const menuWith = (changes: Record<string, Partial<Product> | null>): Menu =>
  menuOf(
    PRODUCTS.flatMap((dish) => {
      const change = changes[dish._id];
      return change === null ? [] : [{ ...dish, ...change }];
    }),
  );

/**
 * A list whose first load failed, as a screen's props: 'Try again' reports to `onRetry` and
 * the next load brings `items`.
 */
export function useLoadedOnRetry<Item>(items: Item[] | undefined, onRetry: () => void) {
  const [loaded, setLoaded] = useState(false);
  return {
    items: loaded ? items : undefined,
    loadFailed: !loaded,
    onRetry: () => {
      onRetry();
      setLoaded(true);
    },
  };
}

/** The amount shown beside a term of a price panel: `amountOf(panel, 'Total Amount')`. */
export function amountOf(panel: HTMLElement, term: string | RegExp): string {
  const dt = [...panel.querySelectorAll('dt')].find((element) =>
    typeof term === 'string' ? element.textContent === term : term.test(element.textContent),
  );
  if (!dt) throw new Error(`No price line named ${String(term)}`);
  return dt.nextElementSibling?.textContent ?? '';
}
