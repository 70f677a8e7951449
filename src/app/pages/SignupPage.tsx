import { useState } from 'react';
import { useLocation } from 'react-router';
import { SignupForm } from '../../components/SignupForm';
import { notify } from '../../components/Toaster';
import { signup, type SignupDetails } from '../api/auth';
import { useSession } from '../flows/session';
import { useReturnTo } from '../flows/useReturnTo';

export function SignupPage() {
  const { session, start } = useSession();
  const returnTo = useReturnTo();
  const state: unknown = useLocation().state;
  const [pending, setPending] = useState(false);
  const [serverError, setServerError] = useState<string>();

  const signUp = async (details: SignupDetails) => {
    setPending(true);
    setServerError(undefined);
    try {
      const { createdUser, encodedToken } = await signup(details, session?.token);
      start({ token: encodedToken, user: createdUser });
      notify.success('Successfully logged in');
      returnTo();
    } catch (error) {
      // Shown on the form, next to what the shopper can fix (not a browser alert).
      setServerError(error instanceof Error ? error.message : 'Signing up failed. Try again.');
      setPending(false);
    }
  };

  return (
    <>
      <title>Sign up — Cravings</title>
      <SignupForm
        pending={pending}
        switchLinkState={state}
        serverError={serverError}
        onSignup={(details) => void signUp(details)}
      />
    </>
  );
}
