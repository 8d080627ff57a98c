import * as z from 'zod/mini';
import { signUpFields } from './auth-schemas';
import { MAX_PASSWORD_LENGTH } from './constants';

/** The languages the portal is written in (web/lib/languages.ts ships the same two). */
export const PREFERENCE_LANGUAGES = ['en', 'sw', 'so', 'ar'] as const;
export type PreferenceLanguage = (typeof PREFERENCE_LANGUAGES)[number];

export function isPreferenceLanguage(value: string | null | undefined): value is PreferenceLanguage {
  return (PREFERENCE_LANGUAGES as readonly string[]).includes(value ?? '');
}

const flag = z.boolean({ error: 'validation:invalidInput' });

/** Everything a beneficiary chooses in Settings, sent in full each time. */
export const preferencesSchema = z.strictObject({
  language: z.enum(PREFERENCE_LANGUAGES, { error: 'validation:settings.languageInvalid' }),
  notifyByEmail: flag,
  notifyBySms: flag,
  notifyApplicationUpdates: flag,
  notifyPaymentUpdates: flag,
  notifyJobOpportunities: flag,
  /** Which notices also go by SMS when notifyBySms is on; optional so that a form from before they existed still saves. */
  smsApplicationUpdates: z.optional(flag),
  smsPaymentUpdates: z.optional(flag),
  smsMessageUpdates: z.optional(flag),
  /** Opt-in to employer candidate search: off until the person turns it on. */
  discoverableByEmployers: flag,
});
export type Preferences = z.infer<typeof preferencesSchema>;

/** What a person who never opened Settings has (the table's column defaults). */
export const DEFAULT_PREFERENCES: Preferences = {
  language: 'en',
  notifyByEmail: true,
  notifyBySms: false,
  notifyApplicationUpdates: true,
  notifyPaymentUpdates: true,
  notifyJobOpportunities: true,
  smsApplicationUpdates: false,
  smsPaymentUpdates: false,
  smsMessageUpdates: false,
  discoverableByEmployers: false,
};

export const DELETION_REASON_MAX = 1000;

/** "Delete my account": the reason is optional, the agency decides. */
export const deletionRequestInputSchema = z.strictObject({
  reason: z.optional(
    z.pipe(
      z.string().check(z.trim(), z.maxLength(DELETION_REASON_MAX, { error: 'validation:textTooLong' })),
      z.transform((value) => (value ? value : undefined)),
    ),
  ),
});
export type DeletionRequestInput = z.infer<typeof deletionRequestInputSchema>;

export const DELETION_STATUSES = ['pending', 'cancelled', 'completed', 'declined'] as const;
export type DeletionStatus = (typeof DELETION_STATUSES)[number];

export const deletionRequestSchema = z.object({
  id: z.string(),
  status: z.enum(DELETION_STATUSES),
  reason: z.nullable(z.string()),
  createdAt: z.string(),
});
export type DeletionRequest = z.infer<typeof deletionRequestSchema>;

/** The pending request, if any: only one can be open at a time. */
export const currentDeletionRequestSchema = z.object({ request: z.nullable(deletionRequestSchema) });
export type CurrentDeletionRequest = z.infer<typeof currentDeletionRequestSchema>;

/** The name of the "download my data" file: dated, never the person's name (it may sit in a shared downloads folder). */
export function myDataFileName(today: Date): string {
  return `my-data-${today.toISOString().slice(0, 10)}.json`;
}

const currentPasswordKey = 'validation:settings.currentPasswordRequired';

/** The password the person signs in with today: only present and not absurdly long (better-auth checks it). */
export const currentPasswordField = z
  .string({ error: currentPasswordKey })
  .check(
    z.minLength(1, { error: currentPasswordKey }),
    z.maxLength(MAX_PASSWORD_LENGTH, { error: 'validation:passwordMax' }),
  );

/** The Settings form; the new password follows the sign-up rule. */
export const changePasswordFormSchema = z
  .strictObject({
    currentPassword: currentPasswordField,
    newPassword: signUpFields.shape.password,
    confirmPassword: z.string({ error: 'validation:passwordsDontMatch' }),
  })
  .check(
    z.refine((value) => value.newPassword === value.confirmPassword, {
      error: 'validation:passwordsDontMatch',
      path: ['confirmPassword'],
    }),
  );
export type ChangePasswordForm = z.infer<typeof changePasswordFormSchema>;
