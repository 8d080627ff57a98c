import { date, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth';
import { messageBroadcasts } from './beneficiary-records';
import { organisations } from './organisations';

/**
 * What an organisation allows itself to spend on group texts in one Kenyan
 * day. No row: group SMS is off for it. Sends lock this row, so two at once
 * cannot together pass the ceiling.
 */
export const organisationSmsCeilings = pgTable('organisation_sms_ceilings', {
  organisationCode: text('organisation_code')
    .primaryKey()
    .references(() => organisations.code, { onDelete: 'cascade' }),
  /** Whole shillings. */
  dailyCeilingKes: integer('daily_ceiling_kes').notNull(),
  updatedByUserId: text('updated_by_user_id').references(() => users.id, { onDelete: 'set null' }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A group message that went by SMS too: how many texts and what they were
 * estimated to cost, on the Kenyan day the ceiling counts them against.
 * Counts only: the numbers are in sms_messages.
 */
export const messageBroadcastSms = pgTable(
  'message_broadcast_sms',
  {
    broadcastId: uuid('broadcast_id')
      .primaryKey()
      .references(() => messageBroadcasts.id, { onDelete: 'cascade' }),
    organisationCode: text('organisation_code')
      .notNull()
      .references(() => organisations.code, { onDelete: 'cascade' }),
    kenyaDay: date('kenya_day', { mode: 'string' }).notNull(),
    texts: integer('texts').notNull(),
    partsPerText: integer('parts_per_text').notNull(),
    /** Cents of a shilling, at the configured price per part. */
    estimatedCostCents: integer('estimated_cost_cents').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('message_broadcast_sms_organisation_day_idx').on(table.organisationCode, table.kenyaDay)],
);
