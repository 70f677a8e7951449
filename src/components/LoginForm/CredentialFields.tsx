import type { FormEvent, Ref } from 'react';
import { PasswordInput } from '../PasswordInput';
import { TextInput } from '../TextInput';
import { fieldText, useFieldErrors, type FieldErrors } from './useFieldErrors';

export interface LoginCredentials {
  email: string;
  password: string;
}

type CredentialErrors = FieldErrors<keyof LoginCredentials>;

const validate = ({ email, password }: LoginCredentials) => {
  const errors: CredentialErrors = {};
  if (!email) errors.email = 'Email is required';
  if (!password) errors.password = 'Password is required';
  return errors;
};

/**
 * A sign-in form's handling of its email and password: `onCredentials` only when both are
 * filled (the email trimmed, the password as typed), and not while `busy`; the fields' errors.
 */
export function useCredentialsForm(
  onCredentials: (credentials: LoginCredentials) => void,
  busy: boolean,
) {
  const { errors, report, clearOnInput } = useFieldErrors<keyof LoginCredentials>();
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const data = new FormData(event.currentTarget);
    const credentials = {
      email: fieldText(data, 'email').trim(),
      password: fieldText(data, 'password'),
    };
    if (report(event.currentTarget, validate(credentials))) onCredentials(credentials);
  };
  return { errors, onSubmit, onChange: clearOnInput };
}

/** The email and password fields of a sign-in form. */
export function CredentialFields({
  errors,
  emailRef,
  emailAutoComplete = 'email',
}: {
  errors: CredentialErrors;
  emailRef?: Ref<HTMLInputElement>;
  emailAutoComplete?: 'email' | 'username';
}) {
  return (
    <>
      <TextInput
        ref={emailRef}
        label="Email"
        name="email"
        type="email"
        autoComplete={emailAutoComplete}
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
    </>
  );
}
