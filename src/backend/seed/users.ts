import { DEMO_ADDRESSES } from '../../domain/demoAddresses';
import type { Address } from '../../domain/types';
import type { StoredUser } from '../db';
import { timestamp } from '../timestamp';

export const DEMO_USER_EMAIL = 'guest@example.com';
export const DEMO_STAFF_EMAIL = 'kitchen@example.com';

/** Every new account starts with the first demo address, so checkout works at once. */
export function starterAddresses(id: string): Address[] {
  return DEMO_ADDRESSES.slice(0, 1).map((address) => ({ id, ...address }));
}

/** A new account: ids of its own, the first demo address and nothing else. */
export function newAccount({
  _id = crypto.randomUUID(),
  ...fields
}: Pick<StoredUser, 'firstName' | 'lastName' | 'email' | 'passwordHash'> & {
  _id?: string;
}): StoredUser {
  const now = timestamp();
  return {
    _id,
    ...fields,
    createdAt: now,
    updatedAt: now,
    cart: [],
    wishlist: [],
    addresses: starterAddresses(crypto.randomUUID()),
  };
}

/**
 * The kitchen's demo staff member (D40). No password: 'Kitchen demo' (POST /api/kitchen/demo) is
 * the only way in, and a server keeps it off unless its admin turns it on.
 */
export function demoStaff(): StoredUser {
  return {
    _id: 'staff-demo',
    firstName: 'Asha',
    lastName: 'Kitchen',
    email: DEMO_STAFF_EMAIL,
    passwordHash: null,
    role: 'staff',
    createdAt: '2026-12-05T00:00:00Z',
    updatedAt: '2026-12-05T00:00:00Z',
    cart: [],
    wishlist: [],
    addresses: [],
  };
}

/**
 * The 'Be My Guest' account, and the kitchen's demo staff member. Neither has a password: they
 * log in only through POST /api/auth/guest and POST /api/kitchen/demo.
 */
export function seedUsers(): StoredUser[] {
  return [
    {
      _id: 'user-guest',
      firstName: 'Guest',
      lastName: 'Shopper',
      email: DEMO_USER_EMAIL,
      passwordHash: null,
      createdAt: '2024-01-01T00:00:00Z',
      updatedAt: '2024-01-01T00:00:00Z',
      cart: [],
      wishlist: [],
      addresses: starterAddresses('addr-guest-home'),
    },
    demoStaff(),
  ];
}
