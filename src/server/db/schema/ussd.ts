import { integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { beneficiaries } from './beneficiaries';

/**
 * A person's PIN for the USSD menu, as an scrypt hash with its salt
 * (modules/ussd/pin-hash.ts). It goes with the person when they are deleted.
 */
export const ussdPins = pgTable('ussd_pins', {
  beneficiaryId: uuid('beneficiary_id')
    .primaryKey()
    .references(() => beneficiaries.id, { onDelete: 'cascade' }),
  pinHash: text('pin_hash').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Wrong PINs typed from a number, and until when the menu is locked for it.
 * Per number, not per person: a guesser on a shared phone locks it for all
 * its people alike. A right PIN removes the row.
 */
export const ussdLockouts = pgTable('ussd_lockouts', {
  /** E.164. */
  phoneNumber: text('phone_number').primaryKey(),
  failedAttempts: integer('failed_attempts').notNull().default(0),
  lockedUntil: timestamp('locked_until', { withTimezone: true }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
