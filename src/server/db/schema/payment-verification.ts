import { boolean, date, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { VERIFICATION_CHANNELS } from '@domain/payment-verification';
import { users } from './auth';
import { beneficiaries } from './beneficiaries';
import { paymentRecords } from './beneficiary-records';
import { feedbackCases } from './feedback';
import { paymentBatches } from './payments';

/** The sample drawn for a completed batch: drawn once, so every officer calls the same people. */
export const paymentVerificationSamples = pgTable('payment_verification_samples', {
  batchId: uuid('batch_id')
    .primaryKey()
    .references(() => paymentBatches.id, { onDelete: 'cascade' }),
  /** The share of paid people asked, in percent, and the floor applied to it. */
  percent: integer('percent').notNull(),
  minimum: integer('minimum').notNull(),
  drawnBy: text('drawn_by').references(() => users.id, { onDelete: 'set null' }),
  drawnAt: timestamp('drawn_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * One sampled payment and, once reached, what its person answered. The complaint an answer
 * opened is linked here: the complaints flow knows nothing of payments, and the link also
 * stops a second answer from opening a second complaint.
 */
export const paymentVerifications = pgTable(
  'payment_verifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    batchId: uuid('batch_id')
      .notNull()
      .references(() => paymentBatches.id, { onDelete: 'cascade' }),
    paymentId: uuid('payment_id')
      .notNull()
      .references(() => paymentRecords.id, { onDelete: 'cascade' }),
    beneficiaryId: uuid('beneficiary_id')
      .notNull()
      .references(() => beneficiaries.id, { onDelete: 'cascade' }),
    received: boolean('received'),
    fullAmount: boolean('full_amount'),
    /** Whole KES that arrived, when not the full amount. */
    amountReceived: integer('amount_received'),
    receivedOn: date('received_on', { mode: 'string' }),
    feeAsked: boolean('fee_asked'),
    feeAmount: integer('fee_amount'),
    /** The person's own words. */
    problem: text('problem'),
    channel: text('channel', { enum: VERIFICATION_CHANNELS }),
    answeredBy: text('answered_by').references(() => users.id, { onDelete: 'set null' }),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    complaintId: uuid('complaint_id').references(() => feedbackCases.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('payment_verifications_payment_key').on(table.paymentId),
    index('payment_verifications_batch_idx').on(table.batchId),
    index('payment_verifications_beneficiary_idx').on(table.beneficiaryId),
  ],
);
