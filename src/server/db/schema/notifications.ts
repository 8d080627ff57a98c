import { index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { BENEFICIARY_NOTIFICATION_KINDS } from '@domain/beneficiary-notifications';
import { beneficiaries } from './beneficiaries';

/**
 * What the agency told a person about their case: read in the portal,
 * and e-mailed by a background job in the person's language. Parameters hold
 * only what the text needs (a programme name, an amount), never contact details.
 */
export const beneficiaryNotifications = pgTable(
  'beneficiary_notifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    beneficiaryId: uuid('beneficiary_id')
      .notNull()
      .references(() => beneficiaries.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: BENEFICIARY_NOTIFICATION_KINDS }).notNull(),
    params: jsonb('params').$type<Record<string, string | number>>().notNull().default({}),
    /** The portal tab it concerns (applications, documents, payments, messages, feedback). */
    tab: text('tab').notNull(),
    readAt: timestamp('read_at', { withTimezone: true }),
    /** sent, or why not (no verified address, turned off in Settings); null while the mail job is queued. */
    emailOutcome: text('email_outcome', { enum: ['sent', 'no_verified_email', 'turned_off', 'failed'] }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('beneficiary_notifications_person_idx').on(table.beneficiaryId, table.createdAt)],
);
