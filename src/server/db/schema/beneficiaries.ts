import { sql } from 'drizzle-orm';
import {
  date,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { REGISTRY_STATUSES } from '@domain/registry';
import { users } from './auth';

/**
 * The one person table (ARCHITECTURE.md). A refugee known to the registry
 * (imported, added by staff) and one who signed up in the portal are the same
 * row once linked: user_id is set when they have an account, progres_id when the
 * registry knows them. Staff screens and the beneficiary portal read this table.
 */
export const beneficiaries = pgTable(
  'beneficiaries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id').references(() => users.id, { onDelete: 'set null' }),
    progresId: text('progres_id'),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    email: text('email'),
    /** E.164. */
    phoneNumber: text('phone_number'),
    /**
     * When the person proved by a one-time code that phoneNumber is theirs. Nothing is texted to an
     * unverified number, and USSD answers only a verified one; any change of the number clears it.
     */
    phoneVerifiedAt: timestamp('phone_verified_at', { withTimezone: true }),
    alternativePhone: text('alternative_phone'),
    gender: text('gender', { enum: ['male', 'female', 'other', 'prefer_not_to_say'] }),
    dateOfBirth: date('date_of_birth', { mode: 'string' }),
    /** ISO alpha-3. */
    nationality: text('nationality'),
    locationCamp: text('location_camp'),
    /** The camp's area (IFO, KK1, V2, EST...): with camp and block it makes the location code DAD-IFO-B12. */
    locationArea: text('location_area'),
    locationBlock: text('location_block'),
    locationUrbanArea: text('location_urban_area'),
    educationLevel: text('education_level'),
    employmentStatus: text('employment_status'),
    householdSize: integer('household_size').notNull().default(1),
    /** KES per month. */
    monthlyIncome: integer('monthly_income').notNull().default(0),
    bankAccountNumber: text('bank_account_number'),
    mobileMoneyNumber: text('mobile_money_number'),
    emergencyContactName: text('emergency_contact_name'),
    emergencyContactPhone: text('emergency_contact_phone'),
    skills: text('skills')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** Registry fields, set by staff. */
    householdId: text('household_id'),
    vulnerabilityScore: numeric('vulnerability_score', { precision: 3, scale: 1, mode: 'number' }),
    status: text('status', { enum: REGISTRY_STATUSES }).notNull().default('active'),
    /**
     * The highest risk score (0-1) of this person's open duplicate alerts, kept
     * in step with duplicate_alerts so the registry can filter and mark it without a join.
     */
    duplicateRisk: numeric('duplicate_risk', { precision: 4, scale: 3, mode: 'number' }),
    /**
     * Blocking keys for duplicate detection (src/domain/duplicates/blocking-keys.ts),
     * rewritten whenever name, birth date, phone, camp or household change. A
     * trigger copies them into beneficiary_dedup_keys, where detection looks them up.
     */
    dedupKeys: text('dedup_keys')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /**
     * Set when staff confirmed this record a duplicate of another: the kept
     * record took over its linked rows (duplicate_merges says which, so an
     * admin can reverse it).
     */
    mergedIntoId: uuid('merged_into_id').references((): AnyPgColumn => beneficiaries.id, { onDelete: 'set null' }),
    mergedAt: timestamp('merged_at', { withTimezone: true }),
    /** The staff member who added the person to the registry; null for portal sign-ups and imports. */
    createdByUserId: text('created_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('beneficiaries_user_id_key').on(table.userId),
    uniqueIndex('beneficiaries_progres_id_key').on(table.progresId),
    index('beneficiaries_status_idx').on(table.status),
    // Registry lists at camp scale (bench:registry): newest first within a status, prefix and fuzzy search.
    index('beneficiaries_status_created_idx').on(table.status, table.createdAt.desc(), table.id),
    index('beneficiaries_created_idx').on(table.createdAt.desc(), table.id),
    index('beneficiaries_progres_prefix_idx').using('btree', sql`${table.progresId} text_pattern_ops`),
    index('beneficiaries_phone_prefix_idx').using('btree', sql`${table.phoneNumber} text_pattern_ops`),
    index('beneficiaries_name_trgm_idx').using(
      'gin',
      sql`lower(${table.firstName} || ' ' || ${table.lastName}) gin_trgm_ops`,
    ),
    // A name search's nearest matches first (word distance `<<->`, a KNN scan): staff-list/queries.ts. The same
    // text written another way, so that filters on the name keep the GIN index (see nearestName there).
    index('beneficiaries_name_knn_idx').using(
      'gist',
      sql`(lower(${table.firstName}) || ' ' || lower(${table.lastName})) gist_trgm_ops`,
    ),
    // The registry sorted by name (registry-order.ts: family name, given name, id the other way), either direction.
    index('beneficiaries_name_order_idx').on(
      sql`lower(${table.lastName})`,
      sql`lower(${table.firstName})`,
      table.id.desc().nullsFirst(),
    ),
    index('beneficiaries_location_idx').on(table.locationCamp, table.locationArea),
    index('beneficiaries_household_idx').on(table.householdId),
    index('beneficiaries_vulnerability_idx').on(table.vulnerabilityScore),
    index('beneficiaries_duplicate_risk_idx')
      .on(table.duplicateRisk)
      .where(sql`${table.duplicateRisk} is not null`),
    // The self-reference's ON DELETE SET NULL looks up merged copies of every deleted row: without this, a full scan each.
    index('beneficiaries_merged_into_idx')
      .on(table.mergedIntoId)
      .where(sql`${table.mergedIntoId} is not null`),
  ],
);

/**
 * The blocking keys of every person who can be a duplicate candidate (everyone
 * but inactive people), one row per key: what detection probes. Kept equal to
 * beneficiaries.dedup_keys and status by a trigger (migration 0010), so no
 * write path can forget it. A btree probe reads the ids from the index alone,
 * where a GIN index on the array column also visited every hit's table row:
 * a full scan's candidate query took half as long again.
 */
export const beneficiaryDedupKeys = pgTable(
  'beneficiary_dedup_keys',
  {
    key: text('key').notNull(),
    beneficiaryId: uuid('beneficiary_id')
      .notNull()
      .references(() => beneficiaries.id, { onDelete: 'cascade' }),
  },
  (table) => [
    primaryKey({ columns: [table.key, table.beneficiaryId] }),
    // The trigger replaces a person's keys, and the foreign key deletes them, by person.
    index('beneficiary_dedup_keys_person_idx').on(table.beneficiaryId),
  ],
);
