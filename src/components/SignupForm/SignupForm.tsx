import { useId, useState, type FormEvent } from 'react';
import { Button } from '../Button';
import { ErrorMessage } from '../ErrorMessage';
import {
  Actions,
  Card,
  fieldText,
  Form,
  SwitchLink,
  Title,
  useFieldErrors,
  type FieldErrors,
} from '../LoginForm';
import { PasswordInput } from '../PasswordInput';
import { Stack } from '../Stack';
import { TextInput } from '../TextInput';
import { PATHS } from '../../domain/paths';

export interface SignupDetails {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
}

export interface SignupFormProps {
  /** Called only when every field passes: names and email trimmed, the password as typed. */
  onSignup: (details: SignupDetails) => void;
  /** A signup call is in flight: the submit button is disabled and says so. */
  pending?: boolean;
  /**
   * The backend's refusal (e.g. 422 'Unprocessable Entity. Email Already Exists.'), shown on
   * the form in a role=alert block, near the email field, until the user edits the email.
   * A new value shows again; set it to `undefined` when a new attempt starts.
   */
  serverError?: string;
  /**
   * Router state for the 'Already have an account' link: the app passes on where signup was
   * to return to, so logging in instead returns there too.
   */
  switchLinkState?: unknown;
}

type SignupField = keyof SignupDetails | 'confirmPassword';

const validate = (details: SignupDetails, confirmPassword: string) => {
  const errors: FieldErrors<SignupField> = {};
  if (!details.firstName) errors.firstName = 'First name is required';
  if (!details.lastName) errors.lastName = 'Last name is required';
  if (!details.email) errors.email = 'Email is required';
  if (!details.password) errors.password = 'Password is required';
  if (!confirmPassword) errors.confirmPassword = 'Confirm password is required';
  else if (details.password && confirmPassword !== details.password)
    errors.confirmPassword = "Passwords don't match";
  return errors;
};

/** The signup screen: name, email, password twice, and a link back to login. */
export function SignupForm({
  onSignup,
  pending = false,
  serverError,
  switchLinkState,
}: SignupFormProps) {
  const titleId = useId();
  const serverErrorId = useId();
  const { errors, report, clearOnInput } = useFieldErrors<SignupField>();
  // The refusal hides once the email is edited; a new refusal (a new prop value) shows again.
  const [shownServerError, setShownServerError] = useState(serverError);
  const [lastServerError, setLastServerError] = useState(serverError);
  if (serverError !== lastServerError) {
    setLastServerError(serverError);
    setShownServerError(serverError);
  }

  const handleChange = (event: FormEvent<HTMLFormElement>) => {
    clearOnInput(event);
    if ((event.target as HTMLInputElement).name === 'email') setShownServerError(undefined);
  };

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pending) return;
    const data = new FormData(event.currentTarget);
    const details = {
      firstName: fieldText(data, 'firstName').trim(),
      lastName: fieldText(data, 'lastName').trim(),
      email: fieldText(data, 'email').trim(),
      password: fieldText(data, 'password'),
    };
    const found = validate(details, fieldText(data, 'confirmPassword'));
    if (report(event.currentTarget, found)) onSignup(details);
  };

  return (
    <Card as="section" $padding="lg" $widePadding="xl" $shadow="md" aria-labelledby={titleId}>
      <Title id={titleId}>Signup</Title>
      <Form noValidate aria-busy={pending} onSubmit={handleSubmit} onChange={handleChange}>
        {/* First and last name side by side once there is room. */}
        <Stack $gap="md" $columns={2}>
          <TextInput
            label="First name"
            name="firstName"
            autoComplete="given-name"
            required
            error={errors.firstName}
          />
          <TextInput
            label="Last name"
            name="lastName"
            autoComplete="family-name"
            required
            error={errors.lastName}
          />
        </Stack>
        <TextInput
          label="Email"
          name="email"
          type="email"
          autoComplete="email"
          required
          error={errors.email}
          aria-describedby={shownServerError ? serverErrorId : undefined}
        />
        {shownServerError ? (
          <ErrorMessage id={serverErrorId} role="alert">
            {shownServerError}
          </ErrorMessage>
        ) : null}
        <PasswordInput
          label="Password"
          name="password"
          autoComplete="new-password"
          required
          error={errors.password}
        />
        <PasswordInput
          label="Confirm password"
          name="confirmPassword"
          autoComplete="new-password"
          toggleLabel="Show confirm password"
          required
          error={errors.confirmPassword}
        />
        <Actions $gap="sm">
          <Button type="submit" size="lg" fullWidth unavailable={pending}>
            {pending ? 'Creating account…' : 'Create Account'}
          </Button>
        </Actions>
      </Form>
      <SwitchLink to={PATHS.login} state={switchLinkState}>
        Already have an account
      </SwitchLink>
    </Card>
  );
}
