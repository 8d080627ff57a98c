import * as z from 'zod/mini';
import { MAX_PASSWORD_LENGTH, MIN_NAME_LENGTH, MIN_PASSWORD_LENGTH, MIN_PHONE_LENGTH } from './constants';
import { USER_TYPES } from './user-types';

/*
 * Written with zod/mini: the same schemas validate the forms in the browser and
 * the requests on the server, and mini costs a phone a few kilobytes where
 * classic zod costs tens.
 *
 * Messages are i18next keys (namespace "validation"): the web translates them in
 * forms and the server translates them in problem+json answers, so both speak
 * the user's language with the spec's wording.
 */
const email = z
  .email({ error: 'validation:emailInvalid' })
  .check(z.maxLength(254, { error: 'validation:emailInvalid' }));
const password = z
  .string({ error: 'validation:passwordMin' })
  .check(
    z.minLength(MIN_PASSWORD_LENGTH, { error: 'validation:passwordMin' }),
    z.maxLength(MAX_PASSWORD_LENGTH, { error: 'validation:passwordMax' }),
  );
const confirmPassword = z.string().check(z.minLength(MIN_PASSWORD_LENGTH, { error: 'validation:confirmPassword' }));

function personName(error: string) {
  return z.string().check(z.trim(), z.minLength(MIN_NAME_LENGTH, { error }), z.maxLength(100, { error }));
}

const passwordsMatch = z.refine<{ password: string; confirmPassword: string }>(
  (v) => v.password === v.confirmPassword,
  {
    error: 'validation:passwordsDontMatch',
    path: ['confirmPassword'],
  },
);

export const signInSchema = z.strictObject({ email, password });
export type SignInInput = z.infer<typeof signInSchema>;

export const signUpFields = z.strictObject({
  firstName: personName('validation:firstNameMin'),
  lastName: personName('validation:lastNameMin'),
  email,
  phoneNumber: z
    .string()
    .check(
      z.trim(),
      z.minLength(MIN_PHONE_LENGTH, { error: 'validation:phoneInvalid' }),
      z.maxLength(20, { error: 'validation:phoneInvalid' }),
    ),
  userType: z.enum(USER_TYPES, { error: 'validation:userTypeRequired' }),
  password,
  confirmPassword,
});

export const signUpSchema = signUpFields.check(passwordsMatch);
export type SignUpInput = z.infer<typeof signUpSchema>;

export const forgotPasswordSchema = z.strictObject({ email });
export type ForgotPasswordInput = z.infer<typeof forgotPasswordSchema>;

export const resetPasswordSchema = z.strictObject({ password, confirmPassword }).check(passwordsMatch);
export type ResetPasswordInput = z.infer<typeof resetPasswordSchema>;
