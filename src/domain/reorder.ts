import { ApiError, UNREGISTERED_EMAIL } from './apiError';
import { isSoldOutRefusal } from './menu';
import type { AnnounceKind, Announcement } from './checkout';

// 'Order again': what became of each dish of an earlier order put back in the cart,
// and what the shopper is told about it (the reorder machine runs these rules).

/**
 * Put in the cart; left as it was in the cart (D5's 409); skipped, sold out tonight (D42) or no
 * longer in the catalog.
 */
export type ReorderOutcome = 'added' | 'alreadyInCart' | 'soldOut' | 'notInCatalog';

/** The dishes' titles by what became of them, in the order's order. */
export type ReorderSummary = Record<ReorderOutcome, string[]>;

export const NOTHING_REORDERED: ReorderSummary = {
  added: [],
  alreadyInCart: [],
  soldOut: [],
  notInCatalog: [],
};

export const withOutcome = (
  summary: ReorderSummary,
  outcome: ReorderOutcome,
  title: string,
): ReorderSummary => ({ ...summary, [outcome]: [...summary[outcome], title] });

/**
 * The cart's refusal to add a dish that answers for the dish (it is there already, or gone from
 * the catalog); undefined for a failure of the call, which stops the reorder.
 */
export function refusalOf(error: unknown): Exclude<ReorderOutcome, 'added'> | undefined {
  if (!(error instanceof ApiError)) return undefined;
  if (error.status === 409) return isSoldOutRefusal(error.message) ? 'soldOut' : 'alreadyInCart';
  // The other 404 is a deleted shopper's: the session ends, the dish is not to blame.
  if (error.status === 404 && error.message !== UNREGISTERED_EMAIL) return 'notInCatalog';
  return undefined;
}

const dishes = new Intl.ListFormat('en-IN', { type: 'conjunction' });

export const REORDER_MESSAGES = {
  added: (titles: string[]) => `Added to your cart: ${dishes.format(titles)}`,
  alreadyInCart: (titles: string[]) =>
    `Already in your cart (quantity unchanged): ${dishes.format(titles)}`,
  soldOut: (titles: string[]) => `Sold out today, not added: ${dishes.format(titles)}`,
  notInCatalog: (titles: string[]) => `No longer on the menu, not added: ${dishes.format(titles)}`,
  failed: 'We could not put every dish of this order in your cart. Please try again.',
} as const;

/** A skipped dish is an error toast: it stays long enough to be read (5 s). */
const KINDS: Record<ReorderOutcome, AnnounceKind> = {
  added: 'success',
  alreadyInCart: 'info',
  soldOut: 'error',
  notInCatalog: 'error',
};

const OUTCOMES: readonly ReorderOutcome[] = ['added', 'alreadyInCart', 'soldOut', 'notInCatalog'];

/** One toast for each outcome that has dishes. */
export const reorderAnnouncements = (summary: ReorderSummary): Announcement[] =>
  OUTCOMES.filter((outcome) => summary[outcome].length > 0).map((outcome) => ({
    kind: KINDS[outcome],
    message: REORDER_MESSAGES[outcome](summary[outcome]),
  }));
