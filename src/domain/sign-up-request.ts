import type { z } from 'zod';
import { signUpFields } from './auth-schemas';
import { normalizePhone } from './phone';

/**
 * What the server accepts at sign-up: the form without the confirmation field,
 * and a phone that really parses. The browser checks only the length, so that
 * the phone metadata (tens of kilobytes) never ships to a phone on metered data.
 */
export const signUpRequestSchema = signUpFields
  .omit({ confirmPassword: true })
  .extend({
    phoneNumber: signUpFields.shape.phoneNumber.refine((value) => normalizePhone(value) !== null, {
      error: 'validation:phoneInvalid',
    }),
  });
export type SignUpRequest = z.infer<typeof signUpRequestSchema>;
