import { z } from 'zod';
import { forgotPasswordSchema, signInSchema, signUpFields } from '../../domain/auth-schemas';
import { signUpRequestSchema } from '../../domain/sign-up-request';

/*
 * What each better-auth endpoint accepts from a browser, validated with the same
 * schemas as the forms before better-auth sees it, so errors carry the spec's
 * messages and unknown fields are refused.
 */
const callbackURL = z.string().max(500).startsWith('/').optional();

export const AUTH_REQUEST_SCHEMAS: Record<string, z.ZodType> = {
  '/sign-up/email': signUpRequestSchema.extend({ name: z.string().max(201).optional(), callbackURL }),
  '/sign-in/email': signInSchema.extend({ callbackURL, rememberMe: z.boolean().optional() }),
  '/request-password-reset': forgotPasswordSchema.extend({ redirectTo: callbackURL }),
  '/reset-password': z.strictObject({
    newPassword: signUpFields.shape.password,
    token: z.string().min(1).max(200),
  }),
  '/send-verification-email': forgotPasswordSchema.extend({ callbackURL }),
  '/sign-out': z.strictObject({}),
};
