import type { SignInInput, SignUpInput } from '../../domain/auth-schemas';
import type { CurrentUser } from '../../domain/me';
import { apiFetch } from './api';
import { queryClient } from './query-client';
import { sessionQuery } from './session';

/*
 * Thin calls to better-auth's HTTP endpoints. We do not ship its client library:
 * these five calls are all the pages need, and every kilobyte counts on 3G.
 */

async function refreshSession(): Promise<CurrentUser | null> {
  const data = await queryClient.fetchQuery({ ...sessionQuery, staleTime: 0 });
  return data.user;
}

export async function signIn(input: SignInInput): Promise<CurrentUser | null> {
  await apiFetch('/api/auth/sign-in/email', { body: { email: input.email, password: input.password } });
  return refreshSession();
}

export async function signUp(input: SignUpInput): Promise<CurrentUser | null> {
  const { confirmPassword: _confirm, ...fields } = input;
  await apiFetch('/api/auth/sign-up/email', {
    body: { ...fields, name: `${fields.firstName} ${fields.lastName}`, callbackURL: '/?verified=1' },
  });
  return refreshSession();
}

export async function signOut(): Promise<void> {
  await apiFetch('/api/auth/sign-out', { body: {} });
  queryClient.clear();
  queryClient.setQueryData(sessionQuery.queryKey, { user: null });
}

export async function requestPasswordReset(email: string): Promise<void> {
  await apiFetch('/api/auth/request-password-reset', { body: { email, redirectTo: '/auth/reset-password' } });
}

export async function resetPassword(token: string, newPassword: string): Promise<void> {
  await apiFetch('/api/auth/reset-password', { body: { token, newPassword } });
}

export async function resendVerificationEmail(email: string): Promise<void> {
  await apiFetch('/api/auth/send-verification-email', { body: { email, callbackURL: '/?verified=1' } });
}
