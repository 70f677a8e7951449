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

/** 'Be My Guest': the demo account, or on a server a guest account of one's own; no password. */
export const loginAsGuest = () => call(routes.guest);

/** With a guest's token, the new account keeps what the guest did (D44). */
export const signup = (details: SignupDetails, token?: string) =>
  call(routes.signup, { body: details, token });

/** Ends the token on the backend, and every other token of the account. */
export const logout = (token: string) => call(routes.logout, { token });
