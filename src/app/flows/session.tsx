import {
  createContext,
  use,
  useCallback,
  useMemo,
  useSyncExternalStore,
  type ReactNode,
} from 'react';
import { useLocation, useNavigate } from 'react-router';
import type { Session, User } from '../../domain/types';
import { notify } from '../../components/Toaster';
import { ApiError, UNREGISTERED_EMAIL } from '../../domain/apiError';
import { PATHS } from '../../domain/paths';
import { logout as endTokens } from '../api/auth';

// The spec's keys. Logout removes only these: the in-browser backend's data lives in the same
// storage and must survive a logout (D3).
const TOKEN_KEY = 'token';
const USER_KEY = 'user';

/**
 * The session in localStorage as a store React can read during render. A prerendered page is
 * built with no session, so hydration reads none and the stored one follows in the next render.
 */
const storedSession = (() => {
  const listeners = new Set<() => void>();
  let cache: { key: string; session: Session | null } | undefined;

  const read = (): Session | null => {
    const token = localStorage.getItem(TOKEN_KEY);
    const userJson = localStorage.getItem(USER_KEY);
    const key = `${token}\n${userJson}`;
    if (cache?.key !== key) cache = { key, session: parse(token, userJson) };
    return cache.session;
  };

  return {
    read,
    readOnServer: (): Session | null => null,
    subscribe: (listener: () => void) => {
      listeners.add(listener);
      // Logging in or out in another tab applies here too.
      window.addEventListener('storage', listener);
      return () => {
        listeners.delete(listener);
        window.removeEventListener('storage', listener);
      };
    },
    write: (session: Session | null) => {
      if (session) {
        localStorage.setItem(TOKEN_KEY, session.token);
        localStorage.setItem(USER_KEY, JSON.stringify(session.user));
      } else {
        localStorage.removeItem(TOKEN_KEY);
        localStorage.removeItem(USER_KEY);
      }
      listeners.forEach((listener) => listener());
    },
  };
})();

function parse(token: string | null, userJson: string | null): Session | null {
  try {
    const user = JSON.parse(userJson ?? 'null') as User | null;
    return token && user && typeof user.email === 'string' ? { token, user } : null;
  } catch {
    return null;
  }
}

/** The backend no longer accepts this session: a bad or expired token, or a deleted user. */
/** The token of the session stored when the page loaded, if any: for data asked for early. */
export const storedToken = () => storedSession.read()?.token;

export const isRejectedSession = (error: unknown) =>
  error instanceof ApiError &&
  (error.status === 401 || (error.status === 404 && error.message === UNREGISTERED_EMAIL));

interface SessionContextValue {
  session: Session | null;
  start: (session: Session) => void;
  /** Logout: 'Logged Out', then the login page. */
  logout: () => void;
  /** The backend rejected the token: end the session and send the shopper to log in again. */
  expire: () => void;
}

const SessionContext = createContext<SessionContextValue | null>(null);

export function SessionProvider({ children }: { children: ReactNode }) {
  const session = useSyncExternalStore(
    storedSession.subscribe,
    storedSession.read,
    storedSession.readOnServer,
  );
  const navigate = useNavigate();
  const location = useLocation();

  const start = useCallback((next: Session) => storedSession.write(next), []);
  const forget = useCallback(() => storedSession.write(null), []);

  const from = location.pathname + location.search;
  const value = useMemo<SessionContextValue>(
    () => ({
      session,
      start,
      logout: () => {
        // The backend ends the token too; the shopper is logged out here whatever it answers.
        if (session) endTokens(session.token).catch(() => undefined);
        forget();
        notify.error('Logged Out');
        void navigate(PATHS.login);
      },
      expire: () => {
        forget();
        notify.error('Your session has ended. Please log in again.');
        void navigate(PATHS.login, { state: { from } });
      },
    }),
    [session, start, forget, navigate, from],
  );

  return <SessionContext value={value}>{children}</SessionContext>;
}

export function useSession(): SessionContextValue {
  const value = use(SessionContext);
  if (!value) throw new Error('useSession needs a SessionProvider');
  return value;
}
