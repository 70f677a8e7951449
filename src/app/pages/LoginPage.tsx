import { useState } from 'react';
import { useLocation } from 'react-router';
import { LoginForm } from '../../components/LoginForm';
import { notify } from '../../components/Toaster';
import { login, loginAsGuest } from '../api/auth';
import { useSession } from '../flows/session';
import { useReturnTo } from '../flows/useReturnTo';

export function LoginPage() {
  const { start } = useSession();
  const returnTo = useReturnTo();
  const state: unknown = useLocation().state;
  const [pending, setPending] = useState(false);

  const logIn = async (attempt: () => ReturnType<typeof login>, welcome: string) => {
    setPending(true);
    try {
      const { foundUser, encodedToken } = await attempt();
      // A reply without a token counts as wrong credentials.
      if (!foundUser || !encodedToken) throw new Error('no token');
      start({ token: encodedToken, user: foundUser });
      notify.success(welcome);
      returnTo();
    } catch {
      notify.error('Wrong Credentials');
      setPending(false);
    }
  };

  return (
    <>
      <title>Login — Cravings</title>
      <LoginForm
        pending={pending}
        switchLinkState={state}
        onLogin={(credentials) => void logIn(() => login(credentials), 'Successfully logged in')}
        onGuest={() => void logIn(loginAsGuest, 'Successfully logged in as Guest')}
      />
    </>
  );
}
