export { SignupForm } from './SignupForm';
export type { SignupDetails, SignupFormProps } from './SignupForm';
