import { sql } from 'drizzle-orm';
import { check, index, integer, numeric, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { DUPLICATE_ALERT_STATUSES, DUPLICATE_RESOLUTIONS } from '@domain/registry';
import { users } from './auth';
import { beneficiaries } from './beneficiaries';

/**
 * Two registry records that may be one person (spec "Duplicate alert"). The
 * pair is stored once, smaller id first; nothing is merged without a person
 * deciding: detection stores the pair, staff adjudicate it.
 */
export const duplicateAlerts = pgTable(
  'duplicate_alerts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    beneficiaryAId: uuid('beneficiary_a_id')
      .notNull()
      .references(() => beneficiaries.id, { onDelete: 'cascade' }),
    beneficiaryBId: uuid('beneficiary_b_id')
      .notNull()
      .references(() => beneficiaries.id, { onDelete: 'cascade' }),
    riskScore: numeric('risk_score', { precision: 4, scale: 3, mode: 'number' }).notNull(),
    /** Keys of what matched: phone, name_similar, date_of_birth, location, location_similar, household. */
    matchingFields: text('matching_fields')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    status: text('status', { enum: DUPLICATE_ALERT_STATUSES }).notNull().default('pending'),
    resolution: text('resolution', { enum: DUPLICATE_RESOLUTIONS }),
    assignedToUserId: text('assigned_to_user_id').references(() => users.id, { onDelete: 'set null' }),
    resolvedByUserId: text('resolved_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    resolutionNotes: text('resolution_notes'),
    detectedAt: timestamp('detected_at', { withTimezone: true }).notNull().defaultNow(),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('duplicate_alerts_pair_key').on(table.beneficiaryAId, table.beneficiaryBId),
    index('duplicate_alerts_b_idx').on(table.beneficiaryBId),
    index('duplicate_alerts_status_idx').on(table.status, table.detectedAt),
    check('duplicate_alerts_pair_order', sql`${table.beneficiaryAId} < ${table.beneficiaryBId}`),
  ],
);

/**
 * When each staff member last opened the notification list: what arrived
 * after it is unread (the header's dot).
 */
export const staffNotificationReads = pgTable('staff_notification_reads', {
  userId: text('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull(),
});

/** A check of the whole registry for duplicates, started by staff; the background job reports its progress here. */
export const duplicateScans = pgTable('duplicate_scans', {
  id: uuid('id').primaryKey().defaultRandom(),
  status: text('status', { enum: ['queued', 'running', 'completed', 'failed'] })
    .notNull()
    .default('queued'),
  processed: integer('processed').notNull().default(0),
  total: integer('total').notNull().default(0),
  alertsCreated: integer('alerts_created').notNull().default(0),
  startedByUserId: text('started_by_user_id').references(() => users.id, { onDelete: 'set null' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  finishedAt: timestamp('finished_at', { withTimezone: true }),
});
