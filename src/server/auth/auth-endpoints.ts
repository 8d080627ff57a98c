import * as z from 'zod/mini';
import { forgotPasswordSchema, signInSchema, signUpFields } from '@domain/auth-schemas';
import { currentPasswordField } from '@domain/beneficiary-settings';
import { signUpRequestSchema } from '@domain/sign-up-request';

/*
 * The only better-auth endpoints the outside world can reach, each with the
 * schema its input must pass. better-auth has many more (update-user,
 * get-session, list-sessions...) that would let a person change their account
 * type or read their httpOnly session token from script: those answer 404.
 *
 * Redirect targets are exact paths of ours, never free text: a reset link must
 * not be able to carry its token to another site.
 */
const VERIFIED_LANDING = '/?verified=1';
const RESET_PASSWORD_PAGE = '/auth/reset-password';
const verificationCallback = z.optional(z.enum(['/', VERIFIED_LANDING], { error: 'validation:invalidInput' }));
const resetRedirect = z.optional(z.literal(RESET_PASSWORD_PAGE, { error: 'validation:invalidInput' }));
const token = z.string().check(z.minLength(1), z.maxLength(500));

export interface AuthEndpoint {
  method: 'GET' | 'POST';
  /** Path below /api/auth. */
  path: RegExp;
  body?: z.ZodMiniType;
  query?: z.ZodMiniType;
}

export const AUTH_ENDPOINTS: AuthEndpoint[] = [
  {
    method: 'POST',
    path: /^\/sign-up\/email$/,
    body: z.extend(signUpRequestSchema, {
      name: z.optional(z.string().check(z.maxLength(201))),
      callbackURL: verificationCallback,
    }),
  },
  { method: 'POST', path: /^\/sign-in\/email$/, body: z.extend(signInSchema, { rememberMe: z.optional(z.boolean()) }) },
  { method: 'POST', path: /^\/sign-out$/, body: z.strictObject({}) },
  {
    method: 'POST',
    path: /^\/request-password-reset$/,
    body: z.extend(forgotPasswordSchema, { redirectTo: resetRedirect }),
  },
  {
    method: 'POST',
    path: /^\/reset-password$/,
    body: z.strictObject({ newPassword: signUpFields.shape.password, token }),
  },
  {
    method: 'POST',
    path: /^\/change-password$/,
    body: z.strictObject({
      currentPassword: currentPasswordField,
      newPassword: signUpFields.shape.password,
      revokeOtherSessions: z.optional(z.boolean()),
    }),
  },
  {
    method: 'POST',
    path: /^\/send-verification-email$/,
    body: z.extend(forgotPasswordSchema, { callbackURL: verificationCallback }),
  },
  // The links in our e-mails.
  { method: 'GET', path: /^\/verify-email$/, query: z.strictObject({ token, callbackURL: verificationCallback }) },
  {
    method: 'GET',
    path: /^\/reset-password\/[^/]+$/,
    query: z.strictObject({ callbackURL: z.literal(RESET_PASSWORD_PAGE, { error: 'validation:invalidInput' }) }),
  },
];

export function findAuthEndpoint(method: string, path: string): AuthEndpoint | undefined {
  return AUTH_ENDPOINTS.find((endpoint) => endpoint.method === method && endpoint.path.test(path));
}
