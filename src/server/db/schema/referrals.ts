import { date, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import {
  REFERRAL_CONSENTS,
  REFERRAL_SERVICES,
  REFERRAL_STATUSES,
  REFERRAL_URGENCIES,
  type ShareableField,
} from '@domain/referrals';
import { users } from './auth';
import { beneficiaries } from './beneficiaries';
import { organisations } from './organisations';

/**
 * A person referred by one organisation to another's service (domain/referrals.ts). The receiving
 * organisation reads the person only through `shared_fields`, never the registry record.
 */
export const referrals = pgTable(
  'referrals',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    beneficiaryId: uuid('beneficiary_id')
      .notNull()
      .references(() => beneficiaries.id, { onDelete: 'cascade' }),
    fromOrganisation: text('from_organisation')
      .notNull()
      .references(() => organisations.code, { onUpdate: 'cascade' }),
    toOrganisation: text('to_organisation')
      .notNull()
      .references(() => organisations.code, { onUpdate: 'cascade' }),
    service: text('service', { enum: REFERRAL_SERVICES }).notNull(),
    reason: text('reason').notNull(),
    urgency: text('urgency', { enum: REFERRAL_URGENCIES }).notNull(),
    /** The Kenyan day the receiving organisation should have acted by (from the urgency). */
    dueOn: date('due_on', { mode: 'string' }).notNull(),
    consent: text('consent', { enum: REFERRAL_CONSENTS }).notNull(),
    /** The officer who recorded the person's consent (or its absence). */
    consentRecordedBy: text('consent_recorded_by').references(() => users.id, { onDelete: 'set null' }),
    sharedFields: jsonb('shared_fields').$type<ShareableField[]>().notNull(),
    status: text('status', { enum: REFERRAL_STATUSES }).notNull().default('sent'),
    declineReason: text('decline_reason'),
    assignedTo: text('assigned_to').references(() => users.id, { onDelete: 'set null' }),
    outcome: text('outcome'),
    createdBy: text('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('referrals_to_idx').on(table.toOrganisation, table.createdAt),
    index('referrals_from_idx').on(table.fromOrganisation, table.createdAt),
    index('referrals_beneficiary_idx').on(table.beneficiaryId),
  ],
);
