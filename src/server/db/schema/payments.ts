import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  date,
  index,
  integer,
  jsonb,
  pgSequence,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import {
  PAYMENT_BATCH_STATUSES,
  PAYMENT_EVENT_SOURCES,
  PAYMENT_METHODS,
  PAYMENT_PROVIDERS,
  PAYMENT_STATUSES,
} from '@domain/payments';
import { users } from './auth';
import { paymentRecords } from './beneficiary-records';
import { projects } from './projects';

/** Numbers batches PAY-2026-000123 without retries under concurrency. */
export const paymentBatchReferenceSequence = pgSequence('payment_batch_reference_seq', { startWith: 1, increment: 1 });

/**
 * One disbursement to a project's enrolled people for a period.
 * Maker-checker: the creator can never approve their own batch, checked by the
 * service and again by the database.
 */
export const paymentBatches = pgTable(
  'payment_batches',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** PAY-2026-000123: what staff quote to finance and to the provider. */
    reference: text('reference').notNull(),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id),
    /** Whole KES paid to each person. */
    amountEach: integer('amount_each').notNull(),
    paymentMethod: text('payment_method', { enum: PAYMENT_METHODS }).notNull(),
    periodStart: date('period_start', { mode: 'string' }).notNull(),
    periodEnd: date('period_end', { mode: 'string' }).notNull(),
    description: text('description'),
    status: text('status', { enum: PAYMENT_BATCH_STATUSES }).notNull().default('awaiting_approval'),
    /** Chosen when disbursing; null until then. */
    provider: text('provider', { enum: PAYMENT_PROVIDERS }),
    paymentCount: integer('payment_count').notNull().default(0),
    /** Whole KES over every payment in the batch. */
    totalAmount: bigint('total_amount', { mode: 'number' }).notNull().default(0),
    createdBy: text('created_by').references(() => users.id, { onDelete: 'set null' }),
    /** The checker who approved or rejected it. */
    decidedBy: text('decided_by').references(() => users.id, { onDelete: 'set null' }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    decisionNote: text('decision_note'),
    disbursedBy: text('disbursed_by').references(() => users.id, { onDelete: 'set null' }),
    disbursedAt: timestamp('disbursed_at', { withTimezone: true }),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('payment_batches_reference_key').on(table.reference),
    index('payment_batches_status_idx').on(table.status, table.createdAt),
    index('payment_batches_project_idx').on(table.projectId),
    check(
      'payment_batches_maker_checker',
      sql`${table.decidedBy} is null or ${table.createdBy} is null or ${table.decidedBy} <> ${table.createdBy}`,
    ),
  ],
);

/** Every change of a payment's status, and every exchange with a provider about it: the payment's history. */
export const paymentEvents = pgTable(
  'payment_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    paymentId: uuid('payment_id')
      .notNull()
      .references(() => paymentRecords.id, { onDelete: 'cascade' }),
    fromStatus: text('from_status', { enum: PAYMENT_STATUSES }),
    toStatus: text('to_status', { enum: PAYMENT_STATUSES }).notNull(),
    source: text('source', { enum: PAYMENT_EVENT_SOURCES }).notNull(),
    actorUserId: text('actor_user_id').references(() => users.id, { onDelete: 'set null' }),
    /** The provider's result code and description, or the staff member's reason. No phone numbers. */
    detail: text('detail'),
    data: jsonb('data').$type<Record<string, unknown>>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('payment_events_payment_idx').on(table.paymentId, table.createdAt)],
);
