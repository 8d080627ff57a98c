import * as z from 'zod/mini';
import { calendarDate } from './calendar-date';
import { pageSchema } from './paging';

/** The sectors a person can pick; labels are translated from `business:sectors.<sector>`. */
export const BUSINESS_SECTORS = [
  'retail',
  'tailoring',
  'food',
  'agriculture',
  'livestock',
  'services',
  'crafts',
  'transport',
  'technology',
  'other',
] as const;
export type BusinessSector = (typeof BUSINESS_SECTORS)[number];

/** Spec section 4; startup, operating and growing count as active on the dashboard. */
export const BUSINESS_STATUSES = ['startup', 'operating', 'growing', 'closed'] as const;
export type BusinessStatus = (typeof BUSINESS_STATUSES)[number];

/** A person runs a handful of businesses; the cap stops a script from filling the table. */
export const MAX_BUSINESSES_PER_PERSON = 10;
export const BUSINESS_NAME_MAX = 120;
export const BUSINESS_LOCATION_MAX = 120;
export const MAX_EMPLOYEES = 100_000;
export const MAX_MONTHLY_REVENUE = 1_000_000_000;

/** UTC+14 is the earliest calendar on Earth. */
const EARLIEST_OFFSET_MS = 14 * 3_600_000;

/**
 * A start date is in the future only if it is after today everywhere: the
 * server runs in UTC while a person in Kakuma is already on tomorrow's date
 * for three hours of every night, and their "today" must be accepted.
 */
export function isStartDateInFuture(isoDate: string, now: Date = new Date()): boolean {
  const latestToday = new Date(now.getTime() + EARLIEST_OFFSET_MS).toISOString().slice(0, 10);
  return isoDate > latestToday;
}

const text = (max: number, minKey: string) =>
  z
    .string({ error: minKey })
    .check(z.trim(), z.minLength(2, { error: minKey }), z.maxLength(max, { error: 'validation:textTooLong' }));

/** What a person gives when registering a business, and again (all of it) when updating it. */
export const businessInputSchema = z.strictObject({
  name: text(BUSINESS_NAME_MAX, 'validation:businessNameMin'),
  sector: z.enum(BUSINESS_SECTORS, { error: 'validation:businessSectorRequired' }),
  location: text(BUSINESS_LOCATION_MAX, 'validation:businessLocationMin'),
  startDate: calendarDate({ error: 'validation:dateInvalid' }).check(
    z.refine((value) => !isStartDateInFuture(value), { error: 'validation:startDateFuture' }),
  ),
  status: z.enum(BUSINESS_STATUSES, { error: 'validation:businessStatusRequired' }),
  employees: z
    .int({ error: 'validation:employeesMin' })
    .check(z.gte(0, { error: 'validation:employeesMin' }), z.lte(MAX_EMPLOYEES, { error: 'validation:employeesMax' })),
  monthlyRevenue: z.optional(
    z.nullable(
      z
        .int({ error: 'validation:revenueMin' })
        .check(
          z.gte(0, { error: 'validation:revenueMin' }),
          z.lte(MAX_MONTHLY_REVENUE, { error: 'validation:revenueMax' }),
        ),
    ),
  ),
});
export type BusinessInput = z.infer<typeof businessInputSchema>;

/**
 * A business as the API returns it. Rows that staff imported may lack a
 * sector, location or start date, and may carry a sector outside our list.
 */
export const beneficiaryBusinessSchema = z.object({
  id: z.string(),
  name: z.string(),
  sector: z.nullable(z.string()),
  location: z.nullable(z.string()),
  startDate: z.nullable(z.string()),
  status: z.enum(BUSINESS_STATUSES),
  employees: z.number(),
  /** Whole KES a month; null when not given. */
  monthlyRevenue: z.nullable(z.number()),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type BeneficiaryBusiness = z.infer<typeof beneficiaryBusinessSchema>;

export const businessesPageSchema = pageSchema(beneficiaryBusinessSchema);
export type BusinessesPage = z.infer<typeof businessesPageSchema>;

export function isKnownSector(sector: string | null): sector is BusinessSector {
  return sector !== null && (BUSINESS_SECTORS as readonly string[]).includes(sector);
}
