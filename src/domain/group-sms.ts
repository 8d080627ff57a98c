import * as z from 'zod/mini';
import { MESSAGE_MAX_LENGTH } from './messages';
import { composeMessageSchema, messageAudienceSchema, sentMessageSchema } from './staff-messages';

/*
 * A staff group message sent by SMS as well: the typed message goes as the
 * text, to the people who asked for texts about messages, within a daily
 * spending ceiling each organisation's administrator sets.
 */

/** A longer text costs more than a notice is worth and arrives in pieces on old phones. */
export const GROUP_SMS_MAX_PARTS = 3;
/** A ceiling beyond this is a typing slip, not a budget. */
export const SMS_CEILING_MAX_KES = 10_000_000;

export const composeStaffMessageSchema = z.extend(composeMessageSchema, {
  /** Also text the message to those of the group who chose SMS (groups only). */
  sms: z.optional(z.boolean()),
});
export type ComposeStaffMessageInput = z.infer<typeof composeStaffMessageSchema>;

export const sentStaffMessageSchema = z.extend(sentMessageSchema, {
  /** Texts queued, when the message went by SMS too. */
  texts: z.optional(z.number()),
});

export const smsEstimateRequestSchema = z.strictObject({
  audience: messageAudienceSchema,
  message: z.string().check(z.trim(), z.maxLength(MESSAGE_MAX_LENGTH, { error: 'validation:textTooLong' })),
});
export type SmsEstimateRequest = z.infer<typeof smsEstimateRequestSchema>;

export const smsEstimateSchema = z.object({
  /** People with a verified number, SMS and message updates on, number not blocked; one text per number. */
  texts: z.number(),
  encoding: z.enum(['gsm7', 'ucs2']),
  partsPerText: z.number(),
  maxParts: z.number(),
  costKes: z.number(),
  /** Null: no ceiling set, so group SMS is off for the organisation. */
  ceilingKes: z.nullable(z.number()),
  remainingTodayKes: z.nullable(z.number()),
});
export type SmsEstimate = z.infer<typeof smsEstimateSchema>;

export const smsCeilingSchema = z.object({
  organisation: z.nullable(z.string()),
  dailyCeilingKes: z.nullable(z.number()),
  spentTodayKes: z.number(),
});
export type SmsCeiling = z.infer<typeof smsCeilingSchema>;

export const smsCeilingInputSchema = z.strictObject({
  /** Whole shillings; null turns group SMS off. */
  dailyCeilingKes: z.nullable(
    z
      .number({ error: 'validation:staffMessages.smsCeilingRange' })
      .check(
        z.int({ error: 'validation:staffMessages.smsCeilingRange' }),
        z.minimum(0, { error: 'validation:staffMessages.smsCeilingRange' }),
        z.maximum(SMS_CEILING_MAX_KES, { error: 'validation:staffMessages.smsCeilingRange' }),
      ),
  ),
});
export type SmsCeilingInput = z.infer<typeof smsCeilingInputSchema>;

/** Money is counted in cents of a shilling so that sums never drift; the API speaks KES. */
export const centsToKes = (cents: number): number => cents / 100;
export const kesToCents = (kes: number): number => Math.round(kes * 100);

/** The key that makes one group message's text to one person a single SMS, however often it is sent. */
export function groupSmsKey(broadcastId: string, beneficiaryId: string): string {
  return `group-sms:${broadcastId}:${beneficiaryId}`;
}
