import { useId } from 'react';
import { Button } from '../Button';
import { Actions, Card, Form, SwitchLink, Title } from './authForm.styles';
import { CredentialFields, useCredentialsForm, type LoginCredentials } from './CredentialFields';
import { PATHS } from '../../domain/paths';

export interface LoginFormProps {
  /** Called only when both fields are filled: the email trimmed, the password as typed. */
  onLogin: (credentials: LoginCredentials) => void;
  /** 'Be My Guest': log in with the demo account. */
  onGuest: () => void;
  /** A login call is in flight: the buttons are disabled and the submit button says so. */
  pending?: boolean;
  /**
   * Router state for the 'Create New Account' link: the app passes on where login was to
   * return to, so signing up instead returns there too.
   */
  switchLinkState?: unknown;
}

/** The login screen: email and password, a guest login, and a link to sign up. */
export function LoginForm({ onLogin, onGuest, pending = false, switchLinkState }: LoginFormProps) {
  const titleId = useId();
  const { errors, onSubmit, onChange } = useCredentialsForm(onLogin, pending);

  return (
    <Card as="section" $padding="lg" $widePadding="xl" $shadow="md" aria-labelledby={titleId}>
      <Title id={titleId}>Login</Title>
      <Form noValidate aria-busy={pending} onSubmit={onSubmit} onChange={onChange}>
        <CredentialFields errors={errors} />
        <Actions $gap="sm">
          <Button type="submit" size="lg" fullWidth unavailable={pending}>
            {pending ? 'Logging in…' : 'Login'}
          </Button>
          <Button variant="secondary" size="lg" fullWidth unavailable={pending} onClick={onGuest}>
            Be My Guest
          </Button>
        </Actions>
      </Form>
      <SwitchLink to={PATHS.signup} state={switchLinkState}>
        Create New Account
      </SwitchLink>
    </Card>
  );
}
