import * as z from 'zod/mini';
import { jobMatchSchema, MATCH_BANDS } from './job-matching';
import { EMPLOYMENT_TYPES, JOB_APPLICATION_EVENTS, JOB_APPLICATION_STATUSES, JOB_CURRENCIES } from './jobs';
import { pageSchema, pagingQuerySchema } from './paging';

/*
 * The beneficiary's Job Search: what they may ask for (filters, an
 * application) and what the API answers. Messages are i18n keys.
 */

export const COVER_LETTER_MIN = 50;
export const COVER_LETTER_MAX = 5000;
export const SKILLS_FILTER_MAX = 10;

/** Query of the postings list; skills are comma-separated ("Tailoring, Cooking"), any of them matches. */
export const jobSearchQuerySchema = z.strictObject({
  location: z.optional(z.string().check(z.trim(), z.maxLength(100))),
  employmentType: z.optional(z.enum(EMPLOYMENT_TYPES)),
  skills: z.optional(z.string().check(z.maxLength(500))),
  ...pagingQuerySchema().shape,
});
export type JobSearchQuery = z.infer<typeof jobSearchQuerySchema>;

export const pageQuerySchema = z.strictObject(pagingQuerySchema().shape);

/** "tailoring,  Cooking,," -> ['tailoring', 'Cooking']: trimmed, duplicates (any case) dropped, at most ten. */
export function parseSkillsFilter(text: string | undefined): string[] {
  const seen = new Set<string>();
  const skills: string[] = [];
  for (const raw of (text ?? '').split(',')) {
    const skill = raw.trim().replace(/\s+/g, ' ');
    const key = skill.toLocaleLowerCase('en');
    if (!skill || seen.has(key)) continue;
    seen.add(key);
    skills.push(skill);
  }
  return skills.slice(0, SKILLS_FILTER_MAX);
}

/** What a person sends to apply; their profile and skills assessment travel with it, read by the server. */
export const jobApplyInputSchema = z.strictObject({
  coverLetter: z
    .string({ error: 'validation:jobSearchCoverLetterMin' })
    .check(
      z.trim(),
      z.minLength(COVER_LETTER_MIN, { error: 'validation:jobSearchCoverLetterMin' }),
      z.maxLength(COVER_LETTER_MAX, { error: 'validation:jobSearchCoverLetterMax' }),
    ),
  cvDocumentId: z.optional(z.nullable(z.uuid({ error: 'validation:jobSearchCvInvalid' }))),
});
export type JobApplyInput = z.infer<typeof jobApplyInputSchema>;

export const jobMatchViewSchema = z.extend(jobMatchSchema, {
  band: z.enum(MATCH_BANDS),
  /** The person's own years, to word "3 years experience". */
  experienceYears: z.number(),
});
export type JobMatchView = z.infer<typeof jobMatchViewSchema>;

export const jobPostingViewSchema = z.object({
  id: z.string(),
  title: z.string(),
  companyName: z.string(),
  location: z.string(),
  employmentType: z.enum(EMPLOYMENT_TYPES),
  salaryMin: z.number(),
  salaryMax: z.number(),
  currency: z.enum(JOB_CURRENCIES),
  experienceYears: z.number(),
  applicationDeadline: z.string(),
  positionsAvailable: z.number(),
  requiredSkills: z.array(z.string()),
  postedAt: z.nullable(z.string()),
  match: jobMatchViewSchema,
  /** My application's id when I applied. */
  applicationId: z.nullable(z.string()),
  invited: z.boolean(),
});
export type JobPostingView = z.infer<typeof jobPostingViewSchema>;

export const jobPostingsViewPageSchema = pageSchema(jobPostingViewSchema);

export const jobPostingDetailSchema = z.extend(jobPostingViewSchema, {
  description: z.string(),
  requirements: z.nullable(z.string()),
  educationRequirements: z.nullable(z.string()),
  companyDescription: z.string(),
  companyIndustry: z.string(),
  companyWebsite: z.nullable(z.string()),
});
export type JobPostingDetail = z.infer<typeof jobPostingDetailSchema>;

export const jobApplicationStepSchema = z.object({ event: z.enum(JOB_APPLICATION_EVENTS), at: z.string() });
export type JobApplicationStep = z.infer<typeof jobApplicationStepSchema>;

export const myJobApplicationSchema = z.object({
  id: z.string(),
  jobId: z.string(),
  jobTitle: z.string(),
  companyName: z.string(),
  location: z.string(),
  status: z.enum(JOB_APPLICATION_STATUSES),
  appliedAt: z.string(),
  coverLetter: z.string(),
  timeline: z.array(jobApplicationStepSchema),
  interviewAt: z.nullable(z.string()),
  interviewLocation: z.nullable(z.string()),
  /** The employer's note when they declined; the screen frames it kindly. */
  rejectionReason: z.nullable(z.string()),
  hiredStartDate: z.nullable(z.string()),
});
export type MyJobApplication = z.infer<typeof myJobApplicationSchema>;

export const myJobApplicationsPageSchema = pageSchema(myJobApplicationSchema);

export const myJobInvitationSchema = z.object({
  id: z.string(),
  message: z.nullable(z.string()),
  invitedAt: z.string(),
  job: jobPostingViewSchema,
});
export type MyJobInvitation = z.infer<typeof myJobInvitationSchema>;

/** Invitations that wait for my answer, all of them. */
export const myJobInvitationsSchema = z.object({ items: z.array(myJobInvitationSchema) });

export type { Page } from './paging';
