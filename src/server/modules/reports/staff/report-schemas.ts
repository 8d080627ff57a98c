import { z } from 'zod';
import { CAMPS, GENDERS } from '@domain/beneficiary-profile';
import { PROJECT_STATUSES, PROJECT_TYPES } from '@domain/projects';
import { VULNERABILITY_BANDS } from '@domain/registry';
import { REPORT_BUCKETS } from '@domain/report-series';
import { paymentRecords } from '@server/db/schema';

const EARLIEST_REPORT_DAY = '1900-01-01';
const LATEST_REPORT_DAY = '2100-12-31';
// A chart has a bar per month of the period: a period over thousands of years would be millions of bars.
const isoDate = z.iso
  .date({ error: 'validation:dateInvalid' })
  .refine((day) => day >= EARLIEST_REPORT_DAY && day <= LATEST_REPORT_DAY, {
    error: 'validation:staffReports.dateOutOfRange',
  })
  .optional();

/** Every report's query: a period of days (either end open) and optionally one camp. */
export const reportFilterSchema = z
  .strictObject({
    from: isoDate,
    to: isoDate,
    camp: z.enum(CAMPS, { error: 'validation:staffReports.campInvalid' }).optional(),
  })
  .refine((filter) => !filter.from || !filter.to || filter.from <= filter.to, {
    error: 'validation:staffReports.periodOrder',
    path: ['to'],
  });

const camp = z.enum(CAMPS).nullable();
const counts = { applications: z.number(), interviews: z.number(), hires: z.number() };

export const employmentReportSchema = z.object({
  byEmployer: z.array(z.object({ companyId: z.string(), companyName: z.string(), ...counts })),
  byCamp: z.array(z.object({ camp, ...counts })),
  byProgramme: z.array(z.object({ programmeId: z.string().nullable(), programme: z.string().nullable(), ...counts })),
  totals: z.object(counts),
});

export const registrationsReportSchema = z.object({
  bucket: z.enum(REPORT_BUCKETS),
  overTime: z.array(z.object({ bucket: z.string(), count: z.number() })),
  byLocation: z.array(z.object({ camp, area: z.string().nullable(), count: z.number() })),
  byGender: z.array(z.object({ gender: z.enum(GENDERS).nullable(), count: z.number() })),
  byNationality: z.array(z.object({ nationality: z.string().nullable(), count: z.number() })),
  byBand: z.array(z.object({ band: z.enum(VULNERABILITY_BANDS).nullable(), count: z.number() })),
  total: z.number(),
});

const programmeCounts = {
  target: z.number(),
  enrolled: z.number(),
  completed: z.number(),
  withdrawn: z.number(),
  completionRate: z.number().nullable(),
  attendanceTaken: z.number(),
  attendancePresent: z.number(),
  attendanceRate: z.number().nullable(),
  /** Whole USD. */
  budget: z.number(),
  spent: z.number(),
};

export const programmesReportSchema = z.object({
  byProject: z.array(
    z.object({
      projectId: z.string(),
      code: z.string(),
      name: z.string(),
      partner: z.string(),
      type: z.enum(PROJECT_TYPES),
      location: z.string(),
      status: z.enum(PROJECT_STATUSES),
      ...programmeCounts,
    }),
  ),
  byPartner: z.array(z.object({ partner: z.string(), projects: z.number(), ...programmeCounts })),
  totals: z.object({ projects: z.number(), ...programmeCounts }),
});

const sums = { count: z.number(), amount: z.number() };

export const paymentsReportSchema = z.object({
  byMonth: z.array(z.object({ bucket: z.string(), ...sums })),
  byMethod: z.array(z.object({ method: z.enum(paymentRecords.paymentMethod.enumValues), ...sums })),
  byStatus: z.array(z.object({ status: z.enum(paymentRecords.status.enumValues), ...sums })),
  byCamp: z.array(z.object({ camp, ...sums })),
  totals: z.object({ disbursedCount: z.number(), disbursedAmount: z.number() }),
});
