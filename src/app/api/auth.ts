import * as routes from '../../domain/api/routes/auth';
import { call } from './client';

export interface Credentials {
  email: string;
  password: string;
}

export interface SignupDetails extends Credentials {
  firstName: string;
  lastName: string;
}

export const login = (credentials: Credentials) => call(routes.login, { body: credentials });

/** 'Be My Guest': the demo account, with no password in the client. */
export const loginAsGuest = () => call(routes.guest);

export const signup = (details: SignupDetails) => call(routes.signup, { body: details });

/** Ends the token on the backend, and every other token of the account. */
export const logout = (token: string) => call(routes.logout, { token });
