import { useCallback } from 'react';
import { isRejectedSession, useSession } from './session';

/**
 * Runs an API call with the shopper's token. A token the backend rejects ends the session
 * (useSession's expire); any other failure is the caller's to show.
 */
export function useSignedIn() {
  const { session, expire } = useSession();
  const token = session?.token;
  return useCallback(
    async <T>(call: (token: string) => Promise<T>): Promise<T> => {
      if (!token) throw new Error('You are not logged in.');
      try {
        return await call(token);
      } catch (error) {
        if (isRejectedSession(error)) expire();
        throw error;
      }
    },
    [token, expire],
  );
}
