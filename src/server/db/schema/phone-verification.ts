import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { beneficiaries } from './beneficiaries';

/**
 * One-time codes sent by SMS to prove a phone number (domain/phone-verification.ts).
 * Only a hash of the code is kept, and the number it went to: a code proves that
 * number only, so one sent before the number changed proves nothing.
 */
export const phoneVerificationCodes = pgTable(
  'phone_verification_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    beneficiaryId: uuid('beneficiary_id')
      .notNull()
      .references(() => beneficiaries.id, { onDelete: 'cascade' }),
    /** E.164: the number the code was sent to. */
    phoneNumber: text('phone_number').notNull(),
    /** SHA-256 of the code with the row's id (hex). */
    codeHash: text('code_hash').notNull(),
    failedAttempts: integer('failed_attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** Set when the code proved the number, or a newer code replaced it. */
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('phone_verification_codes_beneficiary_id_created_at_idx').on(table.beneficiaryId, table.createdAt),
    index('phone_verification_codes_created_at_idx').on(table.createdAt),
  ],
);
