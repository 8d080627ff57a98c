import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, timestamp, uniqueIndex, uuid, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { users } from './auth';
import { beneficiaries } from './beneficiaries';

/**
 * A household as the registry knows it: built from the registry's household id (imports, staff edits),
 * with a head, members and their relationship, its size and monthly income. Size and income are the
 * household's own figures (not every member is registered as a person of their own).
 */
export const households = pgTable(
  'households',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The registry's household id, as imports carry it (beneficiaries.household_id). */
    reference: text('reference').notNull(),
    camp: text('camp'),
    block: text('block'),
    headBeneficiaryId: uuid('head_beneficiary_id').references((): AnyPgColumn => beneficiaries.id, {
      onDelete: 'set null',
    }),
    size: integer('size'),
    /** Monthly household income in KES. */
    monthlyIncome: integer('monthly_income'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('households_reference_key').on(table.reference)],
);

/** Who belongs to which household, and since when: a move ends one membership (left_at) and starts another. */
export const householdMembers = pgTable(
  'household_members',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    householdId: uuid('household_id')
      .notNull()
      .references(() => households.id, { onDelete: 'cascade' }),
    beneficiaryId: uuid('beneficiary_id')
      .notNull()
      .references(() => beneficiaries.id, { onDelete: 'cascade' }),
    /** domain/households.ts HOUSEHOLD_RELATIONSHIPS; null until someone records it. */
    relationship: text('relationship'),
    joinedAt: timestamp('joined_at', { withTimezone: true }).notNull().defaultNow(),
    leftAt: timestamp('left_at', { withTimezone: true }),
  },
  (table) => [
    index('household_members_household_idx').on(table.householdId),
    // A person belongs to at most one household at a time.
    uniqueIndex('household_members_current_key')
      .on(table.beneficiaryId)
      .where(sql`${table.leftAt} is null`),
  ],
);

/** Members a beneficiary declared in their profile; staff reconcile each with the registry. */
export const householdDeclaredMembers = pgTable(
  'household_declared_members',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    beneficiaryId: uuid('beneficiary_id')
      .notNull()
      .references(() => beneficiaries.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    relationship: text('relationship').notNull(),
    birthYear: integer('birth_year'),
    gender: text('gender'),
    /** pending, matched (to matched_beneficiary_id) or not_in_registry. */
    reconciliation: text('reconciliation').notNull().default('pending'),
    matchedBeneficiaryId: uuid('matched_beneficiary_id').references((): AnyPgColumn => beneficiaries.id, {
      onDelete: 'set null',
    }),
    reconciledBy: text('reconciled_by').references(() => users.id, { onDelete: 'set null' }),
    reconciledAt: timestamp('reconciled_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('household_declared_members_beneficiary_idx').on(table.beneficiaryId)],
);
