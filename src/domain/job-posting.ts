import * as z from 'zod/mini';
import { EMPLOYMENT_TYPES, JOB_CURRENCIES, JOB_STATUSES, type JobStatus } from './jobs';
import { pageSchema } from './paging';
import { nairobiToday } from './kenya-day';

export const JOB_TITLE_MAX = 120;
export const JOB_TEXT_MAX = 5000;
export const JOB_LOCATION_MAX = 120;
export const MAX_SALARY = 100_000_000;
export const MAX_EXPERIENCE_YEARS = 60;
export const MAX_POSITIONS = 10_000;
export const MAX_REQUIRED_SKILLS = 30;
export const SKILL_MAX = 60;

/** Spec section 5: a blank number box means positions 1 and 0 for the other numbers. */
export const JOB_NUMBER_FALLBACKS = { salaryMin: 0, salaryMax: 0, experienceYears: 0, positionsAvailable: 1 } as const;

/** Reads a number box: blank falls back to the spec's default, anything else is kept for the schema to judge. */
export function numberOrFallback(value: unknown, fallback: number): number {
  if (value === '' || value === null || value === undefined) return fallback;
  return typeof value === 'number' ? value : Number(value);
}

/** Applications are taken until the end of the deadline day in Kenya. */
export function isDeadlinePassed(deadline: string, now: Date = new Date()): boolean {
  return deadline < nairobiToday(now);
}

/**
 * The status people see: an open posting whose deadline has passed is closed,
 * even before the hourly sweep has written it down.
 */
export function effectiveJobStatus(status: JobStatus, deadline: string, now: Date = new Date()): JobStatus {
  return status === 'open' && isDeadlinePassed(deadline, now) ? 'closed' : status;
}

/** Spec section 4 transitions; reopening needs a deadline that has not passed. */
export function canChangeJobStatus(from: JobStatus, to: JobStatus, deadline: string, now: Date = new Date()): boolean {
  if (from === 'draft') return to === 'open' && !isDeadlinePassed(deadline, now);
  if (from === 'open') return to === 'closed';
  return to === 'open' && !isDeadlinePassed(deadline, now);
}

const text = (min: number, max: number, key: string) =>
  z
    .string({ error: key })
    .check(z.trim(), z.minLength(min, { error: key }), z.maxLength(max, { error: 'validation:textTooLong' }));
const optionalText = z.optional(
  z.nullable(z.string().check(z.trim(), z.maxLength(JOB_TEXT_MAX, { error: 'validation:textTooLong' }))),
);
const amount = (key: string) =>
  z.int({ error: key }).check(z.gte(0, { error: key }), z.lte(MAX_SALARY, { error: 'validation:jobSalaryMax' }));

/** Spec section 5 (Job posting) with its messages and defaults. */
const jobPostingShape = {
  title: text(3, JOB_TITLE_MAX, 'validation:jobTitleMin'),
  description: text(50, JOB_TEXT_MAX, 'validation:jobDescriptionMin'),
  requirements: optionalText,
  location: text(2, JOB_LOCATION_MAX, 'validation:jobLocationRequired'),
  employmentType: z.enum(EMPLOYMENT_TYPES, { error: 'validation:jobEmploymentTypeRequired' }),
  salaryMin: z._default(amount('validation:jobSalaryMinPositive'), 0),
  salaryMax: z._default(amount('validation:jobSalaryMaxPositive'), 0),
  currency: z._default(z.enum(JOB_CURRENCIES, { error: 'validation:jobCurrencyRequired' }), 'KES'),
  experienceYears: z._default(
    z
      .int({ error: 'validation:jobExperiencePositive' })
      .check(
        z.gte(0, { error: 'validation:jobExperiencePositive' }),
        z.lte(MAX_EXPERIENCE_YEARS, { error: 'validation:jobExperienceMax' }),
      ),
    0,
  ),
  educationRequirements: optionalText,
  applicationDeadline: z.iso
    .date({ error: 'validation:jobDeadlineRequired' })
    .check(z.refine((value) => !isDeadlinePassed(value), { error: 'validation:jobDeadlinePast' })),
  positionsAvailable: z._default(
    z
      .int({ error: 'validation:jobPositionsMin' })
      .check(
        z.gte(1, { error: 'validation:jobPositionsMin' }),
        z.lte(MAX_POSITIONS, { error: 'validation:jobPositionsMax' }),
      ),
    1,
  ),
  requiredSkills: z._default(
    z
      .array(z.string().check(z.trim(), z.minLength(1), z.maxLength(SKILL_MAX, { error: 'validation:textTooLong' })))
      .check(z.maxLength(MAX_REQUIRED_SKILLS, { error: 'validation:jobSkillsMax' })),
    [],
  ),
};

/** Beyond the spec: a range whose maximum is below its minimum is a typing mistake. */
const salaryRangeCheck = z.refine<{ salaryMin: number; salaryMax: number }>((job) => job.salaryMax >= job.salaryMin, {
  error: 'validation:jobSalaryMaxBelowMin',
  path: ['salaryMax'],
});

/** An edit of a posting: every field again (its status changes through its own call). */
export const jobPostingInputSchema = z.strictObject(jobPostingShape).check(salaryRangeCheck);
export type JobPostingInput = z.input<typeof jobPostingInputSchema>;
export type JobPostingValues = z.output<typeof jobPostingInputSchema>;

/** A new posting is published at once, or kept as a draft to finish later. */
export const JOB_CREATE_STATUSES = ['open', 'draft'] as const;

export const newJobPostingSchema = z
  .strictObject({
    ...jobPostingShape,
    status: z._default(z.enum(JOB_CREATE_STATUSES, { error: 'validation:jobStatusRequired' }), 'open'),
  })
  .check(salaryRangeCheck);
export type NewJobPostingInput = z.input<typeof newJobPostingSchema>;
export type NewJobPostingValues = z.output<typeof newJobPostingSchema>;

export const jobStatusChangeSchema = z.strictObject({
  status: z.enum(['open', 'closed'], { error: 'validation:jobStatusRequired' }),
});

/** A posting as its company sees it (spec section 3, Job posting). */
export const jobPostingSchema = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  requirements: z.nullable(z.string()),
  location: z.string(),
  employmentType: z.enum(EMPLOYMENT_TYPES),
  salaryMin: z.number(),
  salaryMax: z.number(),
  currency: z.enum(JOB_CURRENCIES),
  experienceYears: z.number(),
  educationRequirements: z.nullable(z.string()),
  applicationDeadline: z.string(),
  positionsAvailable: z.number(),
  requiredSkills: z.array(z.string()),
  status: z.enum(JOB_STATUSES),
  postedAt: z.nullable(z.string()),
  closedAt: z.nullable(z.string()),
  viewsCount: z.number(),
  applicationsCount: z.number(),
  /** Applications that ended in a hire. */
  filledCount: z.number(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type JobPosting = z.infer<typeof jobPostingSchema>;

export const jobPostingsPageSchema = pageSchema(jobPostingSchema);
export type JobPostingsPage = z.infer<typeof jobPostingsPageSchema>;
