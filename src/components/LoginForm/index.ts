export { LoginForm } from './LoginForm';
export type { LoginFormProps } from './LoginForm';
export { CredentialFields, useCredentialsForm, type LoginCredentials } from './CredentialFields';
// Shared with SignupForm: the auth card's layout and the fields' error messages.
export { Actions, Card, Form, SwitchLink, Title } from './authForm.styles';
export { fieldText, useFieldErrors, type FieldErrors } from './useFieldErrors';
