import { index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { REGISTRY_STATUSES } from '@domain/registry';
import { users } from './auth';
import { beneficiaries } from './beneficiaries';
import { duplicateAlerts } from './registry';

/** The linked rows a merge moved, per table, so a reversal moves exactly those back. */
export interface MovedRows {
  programApplications: string[];
  projectEnrolments: string[];
  beneficiaryDocuments: string[];
  paymentRecords: string[];
  beneficiaryMessages: string[];
  feedbackCases: string[];
  jobApplications: string[];
  /** Absent on merges made before notifications existed. */
  beneficiaryNotifications?: string[];
  /** Absent on merges made before referrals moved with the person. */
  referrals?: string[];
}

/**
 * A confirmed duplicate: the merged record's rows moved to the kept one in one
 * transaction. Kept after a reversal (reversed_at set) as the trail of what happened.
 */
export const duplicateMerges = pgTable(
  'duplicate_merges',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    alertId: uuid('alert_id')
      .notNull()
      .references(() => duplicateAlerts.id, { onDelete: 'cascade' }),
    keptId: uuid('kept_id')
      .notNull()
      .references(() => beneficiaries.id, { onDelete: 'cascade' }),
    mergedId: uuid('merged_id')
      .notNull()
      .references(() => beneficiaries.id, { onDelete: 'cascade' }),
    movedRows: jsonb('moved_rows').$type<MovedRows>().notNull(),
    /** The portal account moved from the merged record to the kept one, if any. */
    movedUserId: text('moved_user_id'),
    mergedPreviousStatus: text('merged_previous_status', { enum: REGISTRY_STATUSES }).notNull(),
    mergedByUserId: text('merged_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    mergedAt: timestamp('merged_at', { withTimezone: true }).notNull().defaultNow(),
    reversedByUserId: text('reversed_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    reversedAt: timestamp('reversed_at', { withTimezone: true }),
  },
  (table) => [index('duplicate_merges_alert_idx').on(table.alertId, table.mergedAt)],
);
