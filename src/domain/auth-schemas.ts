import { z } from 'zod';
import { MAX_PASSWORD_LENGTH, MIN_NAME_LENGTH, MIN_PASSWORD_LENGTH, MIN_PHONE_LENGTH } from './constants';
import { USER_TYPES } from './user-types';

/*
 * Messages are i18next keys (namespace "validation"): the web translates them in
 * forms and the server translates them in problem+json answers, so both speak
 * the user's language with the spec's wording.
 */
const email = z.email({ error: 'validation:emailInvalid' }).max(254, { error: 'validation:emailInvalid' });
const password = z
  .string({ error: 'validation:passwordMin' })
  .min(MIN_PASSWORD_LENGTH, { error: 'validation:passwordMin' })
  .max(MAX_PASSWORD_LENGTH, { error: 'validation:passwordMax' });

export const signInSchema = z.strictObject({
  email,
  password,
});
export type SignInInput = z.infer<typeof signInSchema>;

export const signUpFields = z.strictObject({
  firstName: z.string().trim().min(MIN_NAME_LENGTH, { error: 'validation:firstNameMin' }).max(100),
  lastName: z.string().trim().min(MIN_NAME_LENGTH, { error: 'validation:lastNameMin' }).max(100),
  email,
  phoneNumber: z
    .string()
    .trim()
    .min(MIN_PHONE_LENGTH, { error: 'validation:phoneInvalid' })
    .max(20, { error: 'validation:phoneInvalid' }),
  userType: z.enum(USER_TYPES, { error: 'validation:userTypeRequired' }),
  password,
  confirmPassword: z.string().min(MIN_PASSWORD_LENGTH, { error: 'validation:confirmPassword' }),
});

export const signUpSchema = signUpFields.refine((v) => v.password === v.confirmPassword, {
  error: 'validation:passwordsDontMatch',
  path: ['confirmPassword'],
});
export type SignUpInput = z.infer<typeof signUpSchema>;

export const forgotPasswordSchema = z.strictObject({ email });
export type ForgotPasswordInput = z.infer<typeof forgotPasswordSchema>;

export const resetPasswordSchema = z
  .strictObject({
    password,
    confirmPassword: z.string().min(MIN_PASSWORD_LENGTH, { error: 'validation:confirmPassword' }),
  })
  .refine((v) => v.password === v.confirmPassword, {
    error: 'validation:passwordsDontMatch',
    path: ['confirmPassword'],
  });
export type ResetPasswordInput = z.infer<typeof resetPasswordSchema>;
