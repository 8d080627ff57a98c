import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * Text messages kept instead of sent when no SMS gateway is configured, for
 * the development outbox to show, as mail_outbox does for mail.
 */
export const smsOutbox = pgTable(
  'sms_outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** E.164. */
    toNumber: text('to_number').notNull(),
    body: text('body').notNull(),
    /** The parts the network would bill (see domain/sms.ts). */
    parts: integer('parts').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('sms_outbox_created_at_idx').on(table.createdAt)],
);
