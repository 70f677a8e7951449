import type { StoredUser } from './schema';

// What both stores (IndexedDB and SQL) share of the guests' rules (D44).

/** The user if it is a guest: only a guest's lists ever move to another account. */
export const guestOnly = (user: StoredUser | undefined) => (user?.guest ? user : undefined);

/** The customer a guest becomes: the guest's cart, wishlist and addresses under the new account. */
export function adoptLists(customer: StoredUser, guest: StoredUser | undefined): StoredUser {
  if (!guest) return customer;
  const { cart, wishlist, addresses } = guest;
  return { ...customer, cart, wishlist, addresses };
}

/** A guest whose last request came before `activeSince` (timestamps compare as text). */
export const isIdleGuest = (user: StoredUser, activeSince: string): boolean =>
  user.guest === true && (user.lastActiveAt ?? user.createdAt) < activeSince;
