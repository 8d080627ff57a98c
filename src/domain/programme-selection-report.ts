import * as z from 'zod/mini';
import { CAMPS } from './beneficiary-profile';
import { reportDay } from './staff-reports';

/*
 * The "Applications and selection" report (GET /api/v1/staff/reports/applications): how many people
 * applied to each programme, were found (in)eligible, selected, left waiting or withdrew, by camp,
 * gender and age band. Counts only, never a person's data.
 */

/** Gender as the report splits it: everything but female and male (unrecorded included) is "other". */
export const SELECTION_GENDER_GROUPS = ['female', 'male', 'other'] as const;
export type SelectionGenderGroup = (typeof SELECTION_GENDER_GROUPS)[number];

/** Age on the day of application; "unknown" when the date of birth is not recorded. */
export const SELECTION_AGE_BANDS = ['under_18', '18_24', '25_35', '36_59', '60_plus', 'unknown'] as const;
export type SelectionAgeBand = (typeof SELECTION_AGE_BANDS)[number];

/** The lowest age of each band but "unknown", in order; a band runs up to the next one's lowest age. */
export const SELECTION_AGE_BAND_STARTS: readonly { band: Exclude<SelectionAgeBand, 'unknown'>; from: number }[] = [
  { band: 'under_18', from: 0 },
  { band: '18_24', from: 18 },
  { band: '25_35', from: 25 },
  { band: '36_59', from: 36 },
  { band: '60_plus', from: 60 },
];

/** The period counts applications by their submission day; camp is the applicant's camp. */
export const applicationsReportFilterSchema = z
  .strictObject({
    from: reportDay,
    to: reportDay,
    camp: z.optional(z.enum(CAMPS, { error: 'validation:staffReports.campInvalid' })),
    programmeId: z.optional(z.string().check(z.minLength(1), z.maxLength(200))),
  })
  .check(
    z.refine((filter) => !filter.from || !filter.to || filter.from <= filter.to, {
      error: 'validation:staffReports.periodOrder',
      path: ['to'],
    }),
  );
export type ApplicationsReportFilter = z.infer<typeof applicationsReportFilterSchema>;

export const SELECTION_COUNT_KEYS = [
  'applications',
  'eligible',
  'ineligible',
  'selected',
  'waiting',
  'withdrawn',
] as const;
export type SelectionCountKey = (typeof SELECTION_COUNT_KEYS)[number];

/**
 * applications: submitted (drafts are not counted); eligible/ineligible: as last evaluated (not yet
 * evaluated is neither); selected: selected and not withdrawn; waiting: eligible, submitted or under
 * review, not selected; withdrawn: gave up a place or their place on the waiting list.
 */
const selectionCounts = {
  applications: z.number(),
  eligible: z.number(),
  ineligible: z.number(),
  selected: z.number(),
  waiting: z.number(),
  withdrawn: z.number(),
};
const selectionCountsSchema = z.object(selectionCounts);
export type SelectionCounts = z.infer<typeof selectionCountsSchema>;

const splitCounts = {
  ...selectionCounts,
  byGender: z.array(z.object({ gender: z.enum(SELECTION_GENDER_GROUPS), ...selectionCounts })),
  byAgeBand: z.array(z.object({ band: z.enum(SELECTION_AGE_BANDS), ...selectionCounts })),
};

const programmeRowSchema = z.object({ programmeId: z.string(), programme: z.string(), ...splitCounts });
export type SelectionProgrammeRow = z.infer<typeof programmeRowSchema>;

export const applicationsReportSchema = z.object({
  /** Every programme with an application in the period, all camps together. */
  byProgramme: z.array(programmeRowSchema),
  /** camp null: not recorded. */
  byProgrammeAndCamp: z.array(z.extend(programmeRowSchema, { camp: z.nullable(z.enum(CAMPS)) })),
  totals: selectionCountsSchema,
});
export type ApplicationsReport = z.infer<typeof applicationsReportSchema>;

export function emptySelectionCounts(): SelectionCounts {
  return { applications: 0, eligible: 0, ineligible: 0, selected: 0, waiting: 0, withdrawn: 0 };
}
