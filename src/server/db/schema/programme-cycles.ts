import { date, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { EntitlementPlan } from '@domain/programmes/cycles-plan';
import { users } from './auth';
import { beneficiaries } from './beneficiaries';
import { paymentRecords } from './beneficiary-records';
import { paymentBatches } from './payments';
import { programmes } from './programmes';
import { projects } from './projects';

/**
 * A cohort of a programme with its dates and its entitlement plan (domain/programmes/cycles-plan.ts). Its
 * people are those enrolled in its project, and its payments go in batches of that project.
 */
export const programmeCycles = pgTable(
  'programme_cycles',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    programmeId: text('programme_id')
      .notNull()
      .references(() => programmes.id, { onDelete: 'cascade' }),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id),
    name: text('name').notNull(),
    startsOn: date('starts_on', { mode: 'string' }).notNull(),
    endsOn: date('ends_on', { mode: 'string' }).notNull(),
    plan: jsonb('plan').$type<EntitlementPlan>().notNull(),
    createdBy: text('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('programme_cycles_programme_idx').on(table.programmeId, table.startsOn)],
);

/** A verification visit to a person of a cycle (their business or workplace seen): a tranche may wait on it. */
export const cycleVerificationVisits = pgTable(
  'cycle_verification_visits',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    cycleId: uuid('cycle_id')
      .notNull()
      .references(() => programmeCycles.id, { onDelete: 'cascade' }),
    beneficiaryId: uuid('beneficiary_id')
      .notNull()
      .references(() => beneficiaries.id, { onDelete: 'cascade' }),
    visitedOn: date('visited_on', { mode: 'string' }).notNull(),
    note: text('note'),
    recordedBy: text('recorded_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('cycle_verification_visits_person_idx').on(table.cycleId, table.beneficiaryId)],
);

/**
 * Each instalment of a plan put into a payment. The unique key (person, programme, cycle, instalment) is what
 * makes a second payment of one instalment impossible, however often "prepare payments" is pressed. A row
 * whose batch was rejected or cancelled is removed by the next preparation, so the instalment is owed again.
 */
export const cycleInstalmentPayments = pgTable(
  'cycle_instalment_payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    beneficiaryId: uuid('beneficiary_id')
      .notNull()
      .references(() => beneficiaries.id, { onDelete: 'cascade' }),
    programmeId: text('programme_id')
      .notNull()
      .references(() => programmes.id, { onDelete: 'cascade' }),
    cycleId: uuid('cycle_id')
      .notNull()
      .references(() => programmeCycles.id, { onDelete: 'cascade' }),
    /** month-1, tranche-2 (domain/programmes/cycles-entitlements.ts). */
    instalmentKey: text('instalment_key').notNull(),
    amount: integer('amount').notNull(),
    paymentId: uuid('payment_id')
      .notNull()
      .references(() => paymentRecords.id, { onDelete: 'restrict' }),
    batchId: uuid('batch_id')
      .notNull()
      .references(() => paymentBatches.id, { onDelete: 'restrict' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('cycle_instalment_payments_once_key').on(
      table.beneficiaryId,
      table.programmeId,
      table.cycleId,
      table.instalmentKey,
    ),
    index('cycle_instalment_payments_cycle_idx').on(table.cycleId),
  ],
);
