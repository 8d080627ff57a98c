import { boolean, date, index, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { ORGANISATION_COLOURS } from '@domain/organisations';
import { CAMPS } from '@domain/beneficiary-profile';
import { users } from './auth';

/**
 * The agencies sharing the platform. The code (WFP, IRC, UNHCR) is the key: projects, programmes and staff
 * members name it, and it is what their badges show.
 */
export const organisations = pgTable('organisations', {
  code: text('code').primaryKey(),
  name: text('name').notNull(),
  colour: text('colour', { enum: ORGANISATION_COLOURS }).notNull().default('slate'),
  contactEmail: text('contact_email'),
  contactPhone: text('contact_phone'),
  dataSharingAgreementOn: date('data_sharing_agreement_on', { mode: 'string' }),
  /** The lead agency (UNHCR by default): only its staff may be given the whole registry. */
  leadAgency: boolean('lead_agency').notNull().default(false),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The places a staff member works in (domain/organisations.ts StaffPlace): a camp, an area of it or a block.
 * A staff member sees the people living in any of them (and those enrolled in their organisation's projects).
 */
export const staffPlaces = pgTable(
  'staff_places',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    camp: text('camp', { enum: CAMPS }).notNull(),
    area: text('area'),
    block: text('block'),
  },
  (table) => [
    index('staff_places_user_idx').on(table.userId),
    unique('staff_places_user_place_key').on(table.userId, table.camp, table.area, table.block).nullsNotDistinct(),
  ],
);
