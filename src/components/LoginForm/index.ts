export { LoginForm } from './LoginForm';
export type { LoginCredentials, LoginFormProps } from './LoginForm';
