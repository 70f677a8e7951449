import { useSyncExternalStore } from 'react';
import { ApiError, UNREGISTERED_EMAIL } from '../../domain/apiError';
import type { User } from '../../domain/types';
import { notify } from '../../components/Toaster';

// The kitchen's session (D40), apart from the shopper's (`session.tsx`, keys 'token' and 'user'):
// one browser holds a shopper in one tab and the kitchen in another.
const TOKEN_KEY = 'kitchenToken';
const STAFF_KEY = 'kitchenStaff';

export interface KitchenSession {
  token: string;
  staff: User;
}

const listeners = new Set<() => void>();
let cache: { key: string; session: KitchenSession | null } | undefined;

function parse(token: string | null, staffJson: string | null): KitchenSession | null {
  try {
    const staff = JSON.parse(staffJson ?? 'null') as User | null;
    return token && staff && typeof staff.firstName === 'string' ? { token, staff } : null;
  } catch {
    return null;
  }
}

/** The stored session, the same object until it changes (as `useSyncExternalStore` needs). */
function read(): KitchenSession | null {
  const token = localStorage.getItem(TOKEN_KEY);
  const staffJson = localStorage.getItem(STAFF_KEY);
  const key = `${token}\n${staffJson}`;
  if (cache?.key !== key) cache = { key, session: parse(token, staffJson) };
  return cache.session;
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  // Signing in or out of the kitchen in another tab applies here too.
  window.addEventListener('storage', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', listener);
  };
}

function write(session: KitchenSession | null) {
  if (session) {
    localStorage.setItem(TOKEN_KEY, session.token);
    localStorage.setItem(STAFF_KEY, JSON.stringify(session.staff));
  } else {
    localStorage.removeItem(TOKEN_KEY);
    localStorage.removeItem(STAFF_KEY);
  }
  listeners.forEach((listener) => listener());
}

/** The signed-in staff member and their token, or null. Kitchen pages are never prerendered. */
export const useKitchenSession = () => useSyncExternalStore(subscribe, read, () => null);

export const startKitchenSession = (session: KitchenSession) => write(session);

/** Forgets the session; whether there was one to forget. */
export function endKitchenSession(): boolean {
  const had = read() !== null;
  write(null);
  return had;
}

/**
 * The backend no longer takes the staff member's token: it ended (401), it is not a staff
 * member's (403), or its account is gone (the 404 of an unknown account).
 */
export const isEndedKitchenSession = (error: unknown) =>
  error instanceof ApiError &&
  (error.status === 401 ||
    error.status === 403 ||
    (error.status === 404 && error.message === UNREGISTERED_EMAIL));

/** The session ended on the backend: forgotten here, which sends the page to sign in again. */
export function kitchenSessionEnded() {
  if (endKitchenSession()) notify.error('Your kitchen session has ended. Please sign in again.');
}

/** Makes a kitchen call; a token the backend refuses ends the session. */
export async function guardedKitchenCall<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (isEndedKitchenSession(error)) kitchenSessionEnded();
    throw error;
  }
}

/** This device's session only: the backend's logout would end every tablet's of the account. */
export function signOutOfKitchen() {
  endKitchenSession();
  notify.success('Signed out of the kitchen');
}
