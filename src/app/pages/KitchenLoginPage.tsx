import { useState } from 'react';
import { Navigate, useLocation } from 'react-router';
import { KitchenLogin } from '../../components/KitchenLogin';
import { notify } from '../../components/Toaster';
import { ApiError, UNREGISTERED_EMAIL } from '../../domain/apiError';
import { PATHS } from '../../domain/paths';
import type { Credentials } from '../api/auth';
import { kitchenDemoLogin, kitchenLogin } from '../api/kitchen';
import { startKitchenSession, useKitchenSession } from '../flows/kitchenSession';
import { KitchenFrame } from './KitchenFrame';

/** What the staff member is told when signing in fails. */
function signInProblem(error: unknown): string {
  if (!(error instanceof ApiError)) {
    return 'The kitchen server did not answer. Check the connection and try again.';
  }
  const unknownEmail = error.status === 404 && error.message === UNREGISTERED_EMAIL;
  if (error.status === 401 || unknownEmail) return 'Wrong email or password.';
  // 403 'This is for kitchen staff only.', and any other refusal, in the backend's words.
  return error.message;
}

/** Where the board sent the staff member from, to go back to once signed in. */
function useReturnPath(): string {
  const state: unknown = useLocation().state;
  const from = (state as { from?: unknown } | null)?.from;
  return typeof from === 'string' && from.startsWith(PATHS.kitchen) ? from : PATHS.kitchen;
}

/** /kitchen/login: the kitchen's own sign-in (D40); signed in, the board. */
export function KitchenLoginPage() {
  const session = useKitchenSession();
  const returnPath = useReturnPath();
  const [pending, setPending] = useState<'signIn' | 'demo'>();
  const [error, setError] = useState<string>();
  const [demoAvailable, setDemoAvailable] = useState(true);

  if (session) return <Navigate to={returnPath} replace />;

  const signIn = async (
    kind: 'signIn' | 'demo',
    attempt: () => ReturnType<typeof kitchenDemoLogin>,
  ) => {
    setPending(kind);
    setError(undefined);
    try {
      const { foundUser, encodedToken } = await attempt();
      notify.success(`Signed in as ${foundUser.firstName}`);
      // The stored session re-renders this page, which then goes to the board.
      startKitchenSession({ token: encodedToken, staff: foundUser });
    } catch (failure) {
      if (kind === 'demo' && failure instanceof ApiError && failure.status === 404) {
        setDemoAvailable(false);
      } else {
        setError(signInProblem(failure));
      }
      setPending(undefined);
    }
  };

  return (
    <KitchenFrame id="main">
      <title>Kitchen sign-in — Cravings</title>
      <KitchenLogin
        pending={pending}
        error={error}
        demoAvailable={demoAvailable}
        onSignIn={(credentials: Credentials) =>
          void signIn('signIn', () => kitchenLogin(credentials))
        }
        onDemo={() => void signIn('demo', kitchenDemoLogin)}
      />
    </KitchenFrame>
  );
}
