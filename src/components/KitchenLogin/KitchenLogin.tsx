import { useEffect, useId, useRef } from 'react';
import { Button } from '../Button';
import { ErrorMessage } from '../ErrorMessage';
import {
  Actions,
  Card,
  CredentialFields,
  Form,
  Title,
  useCredentialsForm,
  type LoginCredentials,
} from '../LoginForm';
import { Text } from '../Text';

export interface KitchenLoginProps {
  /** Called only when both fields are filled: the email trimmed, the password as typed. */
  onSignIn: (credentials: LoginCredentials) => void;
  /** 'Kitchen demo': the seeded staff member, where the server allows it; no password here. */
  onDemo: () => void;
  /** Which sign-in is on its way: its button says so, and both wait. */
  pending?: 'signIn' | 'demo';
  /** Why the last sign-in failed. */
  error?: string;
  /** False once the server said the demo is off: the button goes, and a note says so. */
  demoAvailable?: boolean;
}

export const DEMO_OFF_NOTE =
  'The kitchen demo is off on this server. Sign in with a staff account.';

/** The kitchen's own sign-in (D40), apart from the shoppers': a staff account, or the demo. */
export function KitchenLogin({
  onSignIn,
  onDemo,
  pending,
  error,
  demoAvailable = true,
}: KitchenLoginProps) {
  const titleId = useId();
  const emailRef = useRef<HTMLInputElement>(null);
  const { errors, onSubmit, onChange } = useCredentialsForm(onSignIn, pending !== undefined);

  // The demo's button goes once the server says the demo is off: the focus it had goes to the email.
  useEffect(() => {
    const lost = document.activeElement === null || document.activeElement === document.body;
    if (!demoAvailable && lost) emailRef.current?.focus();
  }, [demoAvailable]);

  return (
    <Card as="section" $padding="lg" $widePadding="xl" $shadow="md" aria-labelledby={titleId}>
      <Title id={titleId}>Kitchen sign-in</Title>
      <Form noValidate aria-busy={pending !== undefined} onSubmit={onSubmit} onChange={onChange}>
        <Text $tone="muted">
          For the restaurant&apos;s staff: the board of today&apos;s orders.
        </Text>
        {error && <ErrorMessage role="alert">{error}</ErrorMessage>}
        <CredentialFields errors={errors} emailRef={emailRef} emailAutoComplete="username" />
        <Actions $gap="sm">
          <Button type="submit" size="lg" fullWidth unavailable={pending !== undefined}>
            {pending === 'signIn' ? 'Signing in…' : 'Sign in'}
          </Button>
          {/* A live region from the start: the note that takes the button's place is announced. */}
          <div role="status">
            {demoAvailable ? (
              <Button
                variant="secondary"
                size="lg"
                fullWidth
                unavailable={pending !== undefined}
                onClick={onDemo}
              >
                {pending === 'demo' ? 'Opening the demo…' : 'Kitchen demo'}
              </Button>
            ) : (
              <Text $size="sm" $tone="muted">
                {DEMO_OFF_NOTE}
              </Text>
            )}
          </div>
        </Actions>
      </Form>
    </Card>
  );
}
