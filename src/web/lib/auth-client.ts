import type { SignInInput, SignUpInput } from '@domain/auth-schemas';
import type { CurrentUser } from '@domain/me';
import { apiFetch } from './api';
import { clearSession, loadSession } from './session';

/*
 * Thin calls to better-auth's HTTP endpoints. We do not ship its client library:
 * these few calls are all the pages need, and every kilobyte counts on 3G.
 */

export async function signIn(input: SignInInput): Promise<CurrentUser | null> {
  await apiFetch('/api/auth/sign-in/email', { body: { email: input.email, password: input.password } });
  return loadSession();
}

export async function signUp(input: SignUpInput): Promise<CurrentUser | null> {
  const { confirmPassword: _confirm, ...fields } = input;
  await apiFetch('/api/auth/sign-up/email', {
    body: { ...fields, name: `${fields.firstName} ${fields.lastName}`, callbackURL: '/?verified=1' },
  });
  return loadSession();
}

export async function signOut(): Promise<void> {
  await apiFetch('/api/auth/sign-out', { body: {} });
  clearSession();
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
