import type { User } from '../../domain/types';
import { request } from './client';

export interface Credentials {
  email: string;
  password: string;
}

export interface SignupDetails extends Credentials {
  firstName: string;
  lastName: string;
}

interface LoginReply {
  foundUser?: User;
  encodedToken?: string;
}

export const login = (credentials: Credentials) =>
  request<LoginReply>('/api/auth/login', { method: 'POST', body: credentials });

/** 'Be My Guest': the demo account, with no password in the client. */
export const loginAsGuest = () => request<LoginReply>('/api/auth/guest', { method: 'POST' });

export const signup = (details: SignupDetails) =>
  request<{ createdUser: User; encodedToken: string }>('/api/auth/signup', {
    method: 'POST',
    body: details,
  });

/** Ends the token on the backend, and every other token of the account. */
export const logout = (token: string) =>
  request<{ message: string }>('/api/auth/logout', { method: 'POST', token });
