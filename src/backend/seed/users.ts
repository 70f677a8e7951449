import { DEMO_ADDRESSES } from '../../domain/demoAddresses';
import type { Address } from '../../domain/types';
import type { StoredUser } from '../db';

export const DEMO_USER_EMAIL = 'guest@example.com';

/** Every new account starts with the first demo address, so checkout works at once. */
export function starterAddresses(id: string): Address[] {
  return DEMO_ADDRESSES.slice(0, 1).map((address) => ({ id, ...address }));
}

/** The 'Be My Guest' account. It has no password: it logs in only through POST /api/auth/guest. */
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
  ];
}
