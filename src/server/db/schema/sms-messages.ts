import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { SMS_MESSAGE_STATUSES } from '@domain/sms-messages';
import { beneficiaries } from './beneficiaries';

/**
 * One text message to one number: a notice to a person, queued here and sent
 * by a background job. The idempotency key (the notice and the recipient) is
 * unique, so a notice queued twice is one message, and the job sends only a
 * queued row. Only what the text needs is kept: no name, no amounts beyond the
 * text itself.
 */
export const smsMessages = pgTable(
  'sms_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    idempotencyKey: text('idempotency_key').notNull().unique(),
    /** The person it is for; the message goes with them when they are deleted. */
    beneficiaryId: uuid('beneficiary_id').references(() => beneficiaries.id, { onDelete: 'cascade' }),
    /** E.164. */
    toNumber: text('to_number').notNull(),
    language: text('language').notNull(),
    body: text('body').notNull(),
    /** The parts the network bills (domain/sms.ts). */
    parts: integer('parts').notNull(),
    status: text('status', { enum: SMS_MESSAGE_STATUSES }).notNull().default('queued'),
    /** The gateway's id, which its delivery reports quote. */
    providerMessageId: text('provider_message_id'),
    /** What the gateway billed, in cents of a shilling (KES 0.80 is 80). */
    costCents: integer('cost_cents'),
    /** A code (a refusal, a gateway reason, a delivery failure), never a sentence. */
    failureCode: text('failure_code'),
    attempts: integer('attempts').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('sms_messages_provider_message_id_idx').on(table.providerMessageId),
    index('sms_messages_beneficiary_id_idx').on(table.beneficiaryId),
  ],
);

/** Numbers the network said are invalid or barred: nothing more is queued to them. */
export const smsBlockedNumbers = pgTable('sms_blocked_numbers', {
  /** E.164. */
  toNumber: text('to_number').primaryKey(),
  /** The code that blocked it (a refusal or a delivery failure reason). */
  reason: text('reason').notNull(),
  blockedAt: timestamp('blocked_at', { withTimezone: true }).notNull().defaultNow(),
});
