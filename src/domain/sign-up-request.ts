import * as z from 'zod/mini';
import { signUpFields } from './auth-schemas';
import { normalizePhone } from './phone';

/**
 * What the server accepts at sign-up: the form without the confirmation field,
 * and a phone that really parses. The browser checks only the length, so that
 * the phone metadata (tens of kilobytes) never ships to a phone on metered data.
 */
export const signUpRequestSchema = z.extend(z.omit(signUpFields, { confirmPassword: true }), {
  phoneNumber: signUpFields.shape.phoneNumber.check(
    z.refine((value) => normalizePhone(value) !== null, { error: 'validation:phoneInvalid' }),
  ),
});
export type SignUpRequest = z.infer<typeof signUpRequestSchema>;
