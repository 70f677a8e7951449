import { useId, type FormEvent } from 'react';
import { Button } from '../Button';
import { PasswordInput } from '../PasswordInput';
import { TextInput } from '../TextInput';
import { Actions, Card, Form, SwitchLink, Title } from './authForm.styles';
import { fieldText, useFieldErrors, type FieldErrors } from './useFieldErrors';
import { PATHS } from '../../domain/paths';

export interface LoginCredentials {
  email: string;
  password: string;
}

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

const validate = ({ email, password }: LoginCredentials) => {
  const errors: FieldErrors<keyof LoginCredentials> = {};
  if (!email) errors.email = 'Email is required';
  if (!password) errors.password = 'Password is required';
  return errors;
};

/** The login screen: email and password, a guest login, and a link to sign up. */
export function LoginForm({ onLogin, onGuest, pending = false, switchLinkState }: LoginFormProps) {
  const titleId = useId();
  const { errors, report, clearOnInput } = useFieldErrors<keyof LoginCredentials>();

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pending) return;
    const data = new FormData(event.currentTarget);
    const credentials = {
      email: fieldText(data, 'email').trim(),
      password: fieldText(data, 'password'),
    };
    if (report(event.currentTarget, validate(credentials))) onLogin(credentials);
  };

  return (
    <Card as="section" $padding="lg" $widePadding="xl" $shadow="md" aria-labelledby={titleId}>
      <Title id={titleId}>Login</Title>
      <Form noValidate aria-busy={pending} onSubmit={handleSubmit} onChange={clearOnInput}>
        <TextInput
          label="Email"
          name="email"
          type="email"
          autoComplete="email"
          required
          error={errors.email}
        />
        <PasswordInput
          label="Password"
          name="password"
          autoComplete="current-password"
          required
          error={errors.password}
        />
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
