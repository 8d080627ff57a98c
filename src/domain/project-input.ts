import * as z from 'zod/mini';
import { CAMPS } from './beneficiary-profile';
import {
  completionRate,
  PROJECT_CODE_PATTERN,
  PROJECT_STATUSES,
  PROJECT_TYPE_CODES,
  PROJECT_TYPES,
  percentOf,
  type ProjectType,
} from './projects';
import { calendarDate } from './calendar-date';

/*
 * What staff type on the Projects tab (spec section 3 "Project"), with the
 * messages the form and the API show. Budgets and spending are whole US dollars.
 */

export const PROJECT_NAME_MAX = 200;
export const PROJECT_TEXT_MAX = 2000;
/** Fits the integer columns with room to spare. */
export const MAX_PROJECT_DOLLARS = 1_000_000_000;
export const MAX_PROJECT_TARGET = 1_000_000;
export const MAX_ENROL_AT_ONCE = 500;
export const MAX_ATTENDANCE_RECORDS = 1000;

/** Any partner is 2-10 capital letters; the five of the spec have their own colour. */
export const PARTNER_PATTERN = /^[A-Z]{2,10}$/;
const START_TIME_PATTERN = /^([01]\d|2[0-3]):[0-5]\d$/;

const text = (min: number, max: number, key: string) =>
  z
    .string({ error: key })
    .check(z.trim(), z.minLength(min, { error: key }), z.maxLength(max, { error: 'validation:textTooLong' }));
const optionalText = z.optional(
  z.nullable(z.string().check(z.trim(), z.maxLength(PROJECT_TEXT_MAX, { error: 'validation:textTooLong' }))),
);
const isoDate = (key: string) => calendarDate({ error: key });
const dollars = (min: number, key: string) =>
  z
    .int({ error: key })
    .check(z.gte(min, { error: key }), z.lte(MAX_PROJECT_DOLLARS, { error: 'validation:projects.amountTooLarge' }));

/** The partner and type segments a project's code must carry, e.g. "WFP-CFW-". */
export function projectCodeStem(partner: string, type: ProjectType): string {
  return `${partner}-${PROJECT_TYPE_CODES[type]}-`;
}

/** Every code of a partner, type and year starts with this: "WFP-CFW-2024-". */
export function projectCodePrefix(partner: string, type: ProjectType, year: string): string {
  return `${projectCodeStem(partner, type)}${year}-`;
}

/** The code of the next project of a partner, type and year: WFP-CFW-2024-007. */
export function formatProjectCode(partner: string, type: ProjectType, year: string, sequence: number): string {
  return `${projectCodePrefix(partner, type, year)}${String(sequence).padStart(3, '0')}`;
}

/** True when the code's partner and type segments are those of the project. */
export function codeAgreesWithProject(code: string, partner: string, type: ProjectType): boolean {
  return code.startsWith(projectCodeStem(partner, type));
}

const codeField = z.string().check(
  z.trim(),
  z.toUpperCase(),
  z.refine((value) => value === '' || PROJECT_CODE_PATTERN.test(value), { error: 'validation:projects.codeFormat' }),
);
const statusField = z.enum(PROJECT_STATUSES, { error: 'validation:projects.statusRequired' });

/** Without defaults, so that a partial edit never resets a field it did not send. */
const projectShape = {
  code: codeField,
  name: text(3, PROJECT_NAME_MAX, 'validation:projects.nameMin'),
  description: optionalText,
  partner: z
    .string({ error: 'validation:projects.partnerFormat' })
    .check(z.trim(), z.toUpperCase(), z.regex(PARTNER_PATTERN, { error: 'validation:projects.partnerFormat' })),
  type: z.enum(PROJECT_TYPES, { error: 'validation:projects.typeRequired' }),
  location: z.enum(CAMPS, { error: 'validation:projects.locationRequired' }),
  programmeId: z.optional(z.nullable(z.string().check(z.trim(), z.maxLength(50, { error: 'validation:textTooLong' })))),
  targetBeneficiaries: z
    .int({ error: 'validation:projects.targetMin' })
    .check(
      z.gte(1, { error: 'validation:projects.targetMin' }),
      z.lte(MAX_PROJECT_TARGET, { error: 'validation:projects.targetMax' }),
    ),
  budget: dollars(0, 'validation:projects.budgetMin'),
  startDate: isoDate('validation:projects.startDateRequired'),
  endDate: isoDate('validation:projects.endDateRequired'),
  status: statusField,
};

type ProjectRuleInput = { code: string; partner: string; type: ProjectType; startDate: string; endDate: string };

const dateOrder = z.refine<ProjectRuleInput>((project) => project.startDate <= project.endDate, {
  error: 'validation:projects.dateOrder',
  path: ['endDate'],
});
const codeAgreement = z.refine<ProjectRuleInput>(
  (project) =>
    !PROJECT_CODE_PATTERN.test(project.code) || codeAgreesWithProject(project.code, project.partner, project.type),
  { error: 'validation:projects.codeMismatch', path: ['code'] },
);

/** A new project, and the whole project again on edit. */
export const projectInputSchema = z
  .strictObject({
    ...projectShape,
    /** Empty: the server gives the next code of the partner, type and start year. */
    code: z._default(codeField, ''),
    status: z._default(statusField, 'planning'),
  })
  .check(dateOrder, codeAgreement);
export type ProjectInput = z.input<typeof projectInputSchema>;
export type ProjectValues = z.output<typeof projectInputSchema>;

/** An edit sends the fields that change; the server checks the merged project with projectInputSchema. */
export const projectUpdateSchema = z.partial(z.strictObject(projectShape));
export type ProjectUpdate = z.output<typeof projectUpdateSchema>;

export const expenditureInputSchema = z.strictObject({
  amount: dollars(1, 'validation:projects.amountMin'),
  description: text(3, 500, 'validation:projects.expenditureDescriptionMin'),
  spentOn: isoDate('validation:dateInvalid'),
});
export type ExpenditureInput = z.output<typeof expenditureInputSchema>;

export const activityInputSchema = z.strictObject({
  title: text(3, PROJECT_NAME_MAX, 'validation:projects.activityTitleMin'),
  activityDate: isoDate('validation:projects.activityDateRequired'),
  startTime: z.optional(
    z.nullable(
      z.string().check(
        z.trim(),
        z.refine((value) => value === '' || START_TIME_PATTERN.test(value), {
          error: 'validation:projects.startTimeFormat',
        }),
      ),
    ),
  ),
  place: text(2, PROJECT_NAME_MAX, 'validation:projects.placeRequired'),
  description: optionalText,
});
export type ActivityInput = z.output<typeof activityInputSchema>;

export const attendanceInputSchema = z.strictObject({
  records: z
    .array(
      z.strictObject({ beneficiaryId: z.uuid({ error: 'validation:projects.personIdInvalid' }), present: z.boolean() }),
    )
    .check(
      z.minLength(1, { error: 'validation:projects.attendanceEmpty' }),
      z.maxLength(MAX_ATTENDANCE_RECORDS, { error: 'validation:projects.attendanceTooMany' }),
    ),
});
export type AttendanceInput = z.output<typeof attendanceInputSchema>;

const idList = (key: string) =>
  z
    .array(z.uuid({ error: key }))
    .check(
      z.minLength(1, { error: 'validation:projects.chooseSomeone' }),
      z.maxLength(MAX_ENROL_AT_ONCE, { error: 'validation:projects.tooManyAtOnce' }),
    );

export const enrolmentInputSchema = z.strictObject({ beneficiaryIds: idList('validation:projects.personIdInvalid') });
export type EnrolmentInput = z.output<typeof enrolmentInputSchema>;

export const bulkCompletionSchema = z.strictObject({ enrolmentIds: idList('validation:projects.enrolmentIdInvalid') });

export const withdrawalInputSchema = z.strictObject({
  reason: text(3, 500, 'validation:projects.withdrawalReasonMin'),
});
export type WithdrawalInput = z.output<typeof withdrawalInputSchema>;

export interface ProjectCounts {
  /** Non-withdrawn enrolments: still enrolled plus completed. */
  enrolled: number;
  completed: number;
  withdrawn: number;
  targetBeneficiaries: number;
  budget: number;
  spent: number;
  /** Attendance rows marked present, and all rows taken. */
  present: number;
  attendanceTaken: number;
}

/** The three bars of a project and its attendance rate, in whole percent. */
export function projectProgress(counts: ProjectCounts) {
  return {
    completionRate: completionRate(counts.completed, counts.withdrawn),
    enrolmentRate: percentOf(counts.enrolled, counts.targetBeneficiaries),
    percentSpent: percentOf(counts.spent, counts.budget),
    attendanceRate: percentOf(counts.present, counts.attendanceTaken),
  };
}
