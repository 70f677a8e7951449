import type { Db, StoredUser } from './db';
import { newAccount, seedUsers } from './seed/users';
import { timestamp } from './timestamp';

// 'Be My Guest' (D44). In the browser each visitor has a backend of their own, so the guest is
// the seeded demo account; on a server that account would be everyone's, so each press makes a
// guest account of its own, removed once idle.

/** 'demo': the seeded demo account (the browser's backend); 'own': a new account per guest. */
export type GuestAccounts = 'demo' | 'own';

/** Guests idle this long are removed, unless the server is told otherwise (GUEST_IDLE_DAYS). */
export const GUEST_IDLE_DAYS = 7;
const DAY_MS = 24 * 60 * 60 * 1000;
/** A guest's activity is written at most this often: a read stays a read. */
const ACTIVITY_STEP_MS = 60 * 60 * 1000;

/** A guest account of its own: the demo account's name and address, nothing else. */
export function newGuest(): StoredUser {
  const [demo] = seedUsers();
  const _id = crypto.randomUUID();
  const account = newAccount({
    _id,
    firstName: demo!.firstName,
    lastName: demo!.lastName,
    // A reserved domain (RFC 2606): no one can own the address, and no mail is ever sent to it.
    email: `guest-${_id}@guest.invalid`,
    passwordHash: null,
  });
  return { ...account, guest: true, lastActiveAt: account.createdAt };
}

/** Notes that the guest made a request, when the last note is an hour old or more. */
export async function noteGuestActivity(db: Db, user: StoredUser): Promise<void> {
  const last = Date.parse(user.lastActiveAt ?? user.createdAt);
  if (Date.now() - last < ACTIVITY_STEP_MS) return;
  await db.updateUser(
    user.email,
    (stored) => {
      stored.lastActiveAt = timestamp();
    },
    user,
  );
}

/** Removes the guests idle for `idleDays` or more; answers how many. */
export const removeIdleGuests = (db: Db, idleDays = GUEST_IDLE_DAYS): Promise<number> =>
  db.removeIdleGuests(timestamp(new Date(Date.now() - idleDays * DAY_MS)));

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
