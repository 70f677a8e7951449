import {
  createContext,
  use,
  useCallback,
  useEffect,
  useMemo,
  useState,
  type ReactNode,
} from 'react';
import { useLocation, useNavigate } from 'react-router';
import type { Session, User } from '../domain/types';
import { notify } from '../components/Toaster';
import { ApiError } from './api/client';

// The spec's keys. Logout removes only these: the mock backend's data lives in the same
// storage and must survive a logout (D3).
const TOKEN_KEY = 'token';
const USER_KEY = 'user';
const UNREGISTERED = 'The email you entered is not Registered. Not Found error';

function readStoredSession(): Session | null {
  const token = localStorage.getItem(TOKEN_KEY);
  try {
    const user = JSON.parse(localStorage.getItem(USER_KEY) ?? 'null') as User | null;
    return token && user && typeof user.email === 'string' ? { token, user } : null;
  } catch {
    return null;
  }
}

/** The backend no longer accepts this session: a bad or expired token, or a deleted user. */
export const isRejectedSession = (error: unknown) =>
  error instanceof ApiError &&
  (error.status === 401 || (error.status === 404 && error.message === UNREGISTERED));

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
  const [session, setSession] = useState(readStoredSession);
  const navigate = useNavigate();
  const location = useLocation();

  // Logging in or out in another tab applies here too.
  useEffect(() => {
    const sync = (event: StorageEvent) => {
      if (event.key === TOKEN_KEY || event.key === USER_KEY || event.key === null) {
        setSession(readStoredSession());
      }
    };
    window.addEventListener('storage', sync);
    return () => window.removeEventListener('storage', sync);
  }, []);

  const start = useCallback((next: Session) => {
    localStorage.setItem(TOKEN_KEY, next.token);
    localStorage.setItem(USER_KEY, JSON.stringify(next.user));
    setSession(next);
  }, []);

  const forget = useCallback(() => {
    localStorage.removeItem(TOKEN_KEY);
    localStorage.removeItem(USER_KEY);
    setSession(null);
  }, []);

  const from = location.pathname + location.search;
  const value = useMemo<SessionContextValue>(
    () => ({
      session,
      start,
      logout: () => {
        forget();
        notify.error('Logged Out');
        navigate('/login');
      },
      expire: () => {
        forget();
        notify.error('Your session has ended. Please log in again.');
        navigate('/login', { state: { from } });
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
