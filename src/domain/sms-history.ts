import * as z from 'zod/mini';
import { BENEFICIARY_NOTIFICATION_KINDS } from './beneficiary-notifications';
import { SMS_MESSAGE_STATUSES } from './sms-messages';

/*
 * The text messages sent to one person, as staff see them on the person's
 * page: what each was about, where it is, what it cost. Never the text
 * itself: a one-time code is the person's secret.
 */

export const SMS_PURPOSES = ['notice', 'phone_code', 'other'] as const;
export type SmsPurpose = (typeof SMS_PURPOSES)[number];

/** What a message was for, read from its idempotency key (domain/sms-messages.ts, domain/phone-verification.ts). */
export function smsPurposeOf(idempotencyKey: string): SmsPurpose {
  if (idempotencyKey.startsWith('notification:')) return 'notice';
  if (idempotencyKey.startsWith('phone-code:')) return 'phone_code';
  return 'other';
}

export const personTextMessageSchema = z.object({
  id: z.string(),
  createdAt: z.string(),
  purpose: z.enum(SMS_PURPOSES),
  /** The notice's kind, when the message told of one. */
  noticeKind: z.nullable(z.enum(BENEFICIARY_NOTIFICATION_KINDS)),
  status: z.enum(SMS_MESSAGE_STATUSES),
  failureCode: z.nullable(z.string()),
  parts: z.number(),
  costCents: z.nullable(z.number()),
});
export type PersonTextMessage = z.infer<typeof personTextMessageSchema>;

export const personTextMessagesSchema = z.object({
  items: z.array(personTextMessageSchema),
  page: z.number(),
  pageSize: z.number(),
  total: z.number(),
  phoneVerified: z.boolean(),
  phoneVerifiedAt: z.nullable(z.string()),
});
export type PersonTextMessages = z.infer<typeof personTextMessagesSchema>;
