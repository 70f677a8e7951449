// Fixtures for the cart, wishlist and price-details stories (not used by the components).
import { useState } from 'react';
import type { CartItem, WishlistItem } from '../../domain/types';
import { findProduct } from '../../backend/seed/catalog';

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
