import * as z from 'zod/mini';
import { CAMPS, GENDERS } from './beneficiary-profile';
import { PAYMENT_METHODS, PAYMENT_STATUSES } from './payments';
import { PROJECT_STATUSES, PROJECT_TYPES } from './projects';
import { VULNERABILITY_BANDS } from './registry';
import { REPORT_BUCKETS } from './report-series';

/* The staff reports (GET /api/v1/staff/reports/*): counts and sums only, never a person's data. */

const EARLIEST_REPORT_DAY = '1900-01-01';
const LATEST_REPORT_DAY = '2100-12-31';
// A chart has a bar per month of the period: a period over thousands of years would be millions of bars.
export const reportDay = z.optional(
  z.iso.date({ error: 'validation:dateInvalid' }).check(
    z.refine((day) => day >= EARLIEST_REPORT_DAY && day <= LATEST_REPORT_DAY, {
      error: 'validation:staffReports.dateOutOfRange',
    }),
  ),
);

/** Every report's query: a period of days (either end open) and optionally one camp. */
export const reportFilterSchema = z
  .strictObject({
    from: reportDay,
    to: reportDay,
    camp: z.optional(z.enum(CAMPS, { error: 'validation:staffReports.campInvalid' })),
  })
  .check(
    z.refine((filter) => !filter.from || !filter.to || filter.from <= filter.to, {
      error: 'validation:staffReports.periodOrder',
      path: ['to'],
    }),
  );

/** null: camp not recorded. */
const camp = z.nullable(z.enum(CAMPS));
const nullableString = z.nullable(z.string());

const outcomeCounts = { applications: z.number(), interviews: z.number(), hires: z.number() };
const outcomeCountsSchema = z.object(outcomeCounts);
export type OutcomeCounts = z.infer<typeof outcomeCountsSchema>;

export const employmentReportSchema = z.object({
  byEmployer: z.array(z.object({ companyId: z.string(), companyName: z.string(), ...outcomeCounts })),
  byCamp: z.array(z.object({ camp, ...outcomeCounts })),
  /** null: people in no programme. */
  byProgramme: z.array(z.object({ programmeId: nullableString, programme: nullableString, ...outcomeCounts })),
  totals: outcomeCountsSchema,
});
export type EmploymentReport = z.infer<typeof employmentReportSchema>;

/** null stands for "not recorded". */
export const registrationsReportSchema = z.object({
  bucket: z.enum(REPORT_BUCKETS),
  /** Every bucket of the period, empty ones included; bucket = its first day. */
  overTime: z.array(z.object({ bucket: z.string(), count: z.number() })),
  byLocation: z.array(z.object({ camp, area: nullableString, count: z.number() })),
  byGender: z.array(z.object({ gender: z.nullable(z.enum(GENDERS)), count: z.number() })),
  byNationality: z.array(z.object({ nationality: nullableString, count: z.number() })),
  byBand: z.array(z.object({ band: z.nullable(z.enum(VULNERABILITY_BANDS)), count: z.number() })),
  total: z.number(),
});
export type RegistrationsReport = z.infer<typeof registrationsReportSchema>;

const programmeCounts = {
  target: z.number(),
  /** Enrolments made in the period and not withdrawn. */
  enrolled: z.number(),
  completed: z.number(),
  withdrawn: z.number(),
  /** Whole percent; null when there is nothing to divide by. */
  completionRate: z.nullable(z.number()),
  attendanceTaken: z.number(),
  attendancePresent: z.number(),
  attendanceRate: z.nullable(z.number()),
  /** Whole USD. */
  budget: z.number(),
  spent: z.number(),
};
const programmeCountsSchema = z.object(programmeCounts);
export type ProgrammeCounts = z.infer<typeof programmeCountsSchema>;

const projectRowSchema = z.object({
  projectId: z.string(),
  code: z.string(),
  name: z.string(),
  partner: z.string(),
  type: z.enum(PROJECT_TYPES),
  location: z.string(),
  status: z.enum(PROJECT_STATUSES),
  ...programmeCounts,
});
export type ProjectRow = z.infer<typeof projectRowSchema>;

/** The projects running in the period. */
export const programmesReportSchema = z.object({
  byProject: z.array(projectRowSchema),
  byPartner: z.array(z.object({ partner: z.string(), projects: z.number(), ...programmeCounts })),
  totals: z.extend(programmeCountsSchema, { projects: z.number() }),
});
export type ProgrammesReport = z.infer<typeof programmesReportSchema>;

/** A number of payments and their sum in whole KES. */
const paymentSums = { count: z.number(), amount: z.number() };
const paymentSumsSchema = z.object(paymentSums);
export type PaymentSums = z.infer<typeof paymentSumsSchema>;

/** Disbursed = status completed. */
export const paymentsReportSchema = z.object({
  byMonth: z.array(z.extend(paymentSumsSchema, { bucket: z.string() })),
  byMethod: z.array(z.object({ method: z.enum(PAYMENT_METHODS), ...paymentSums })),
  byStatus: z.array(z.object({ status: z.enum(PAYMENT_STATUSES), ...paymentSums })),
  byCamp: z.array(z.object({ camp, ...paymentSums })),
  totals: z.object({ disbursedCount: z.number(), disbursedAmount: z.number() }),
});
export type PaymentsReport = z.infer<typeof paymentsReportSchema>;
