export { LoginForm } from './LoginForm';
export type { LoginCredentials, LoginFormProps } from './LoginForm';
// Shared with SignupForm: the auth card's layout and the fields' error messages.
export { Actions, Card, Form, SwitchLink, Title } from './authForm.styles';
export { fieldText, useFieldErrors, type FieldErrors } from './useFieldErrors';
