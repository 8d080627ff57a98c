import * as z from 'zod/mini';

/*
 * A phone number is proved by a one-time code sent to it by SMS before
 * anything else is texted to it. The code is short-lived and guessed at most a
 * few times, so six digits are enough; a person asks for a few an hour at most,
 * so a stranger cannot use the portal to text someone again and again.
 */

export const PHONE_CODE_LENGTH = 6;
export const PHONE_CODE_TTL_MINUTES = 10;
/** Wrong tries one code takes before it stops working. */
export const PHONE_CODE_MAX_TRIES = 5;
/** Codes one person may ask for in an hour. */
export const PHONE_CODES_PER_HOUR = 3;
/** Spent codes are kept this long (the hourly count needs the last hour), then deleted. */
export const PHONE_CODE_RETENTION_DAYS = 1;

export const phoneCodeConfirmSchema = z.strictObject({
  code: z.string().check(z.regex(/^\d{6}$/, { error: 'validation:phoneCodeFormat' })),
});
export type PhoneCodeConfirm = z.infer<typeof phoneCodeConfirmSchema>;

/** Whether the person's current number is proved: a new number starts unproved. */
export const phoneVerificationStatusSchema = z.object({
  phoneNumber: z.nullable(z.string()),
  verified: z.boolean(),
  verifiedAt: z.nullable(z.string()),
});
export type PhoneVerificationStatus = z.infer<typeof phoneVerificationStatusSchema>;

export const phoneCodeSentSchema = z.object({ expiresAt: z.string() });
export type PhoneCodeSent = z.infer<typeof phoneCodeSentSchema>;

/** The key that makes one code one message. */
export function phoneCodeSmsKey(codeId: string): string {
  return `phone-code:${codeId}`;
}

/** A code's message goes to a number not yet proved and whatever the SMS switches say: it is what proves it. */
export function isPhoneCodeSmsKey(idempotencyKey: string): boolean {
  return idempotencyKey.startsWith('phone-code:');
}

type CodeLanguage = 'en' | 'sw' | 'so' | 'ar';

/*
 * One SMS part in every language (160 GSM-7 characters, 70 UCS-2 for Arabic),
 * and nothing about the person: only the code, how long it lasts, and not to
 * pass it on.
 */
const CODE_TEXTS: Record<CodeLanguage, (code: string) => string> = {
  en: (code) => `Livelihoods: your code is ${code}. It expires in 10 minutes. Do not share it with anyone.`,
  sw: (code) => `Riziki: nambari yako ya uthibitisho ni ${code}. Itaisha baada ya dakika 10. Usimpe mtu yeyote.`,
  so: (code) => `Nolol-maalmeed: koodhkaagu waa ${code}. Wuxuu dhacayaa 10 daqiiqo gudahood. Qofna ha u sheegin.`,
  ar: (code) => `سبل العيش: رمزك هو ${code}. صالح لمدة 10 دقائق. لا تشاركه مع أحد.`,
};

export function phoneCodeText(language: string | null | undefined, code: string): string {
  const chosen = (Object.keys(CODE_TEXTS) as CodeLanguage[]).find((known) => known === language) ?? 'en';
  return CODE_TEXTS[chosen](code);
}
