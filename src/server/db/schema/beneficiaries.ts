import { sql } from 'drizzle-orm';
import { date, index, integer, numeric, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
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
    alternativePhone: text('alternative_phone'),
    gender: text('gender', { enum: ['male', 'female', 'other', 'prefer_not_to_say'] }),
    dateOfBirth: date('date_of_birth', { mode: 'string' }),
    /** ISO alpha-3. */
    nationality: text('nationality'),
    locationCamp: text('location_camp'),
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
    skills: text('skills').array().notNull().default(sql`'{}'::text[]`),
    /** Registry fields, set by staff. */
    householdId: text('household_id'),
    vulnerabilityScore: numeric('vulnerability_score', { precision: 3, scale: 1, mode: 'number' }),
    status: text('status', { enum: ['active', 'inactive', 'transferred'] }).notNull().default('active'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('beneficiaries_user_id_key').on(table.userId),
    uniqueIndex('beneficiaries_progres_id_key').on(table.progresId),
    index('beneficiaries_status_idx').on(table.status),
  ],
);
