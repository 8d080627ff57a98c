import * as z from 'zod/mini';
import type { MatchBand } from './job-matching';
import {
  EMPLOYMENT_TYPES,
  type EmploymentType,
  type JobApplicationEvent,
  type JobApplicationStatus,
  type JobCurrency,
} from './jobs';

/*
 * The beneficiary's Job Search: what they may ask for (filters, an
 * application) and what the API answers. Messages are i18n keys.
 */

export const COVER_LETTER_MIN = 50;
export const COVER_LETTER_MAX = 5000;
export const SKILLS_FILTER_MAX = 10;
const page = z._default(z.coerce.number().check(z.refine(Number.isInteger), z.gte(1), z.lte(100_000)), 1);
const pageSize = z._default(z.coerce.number().check(z.refine(Number.isInteger), z.gte(1), z.lte(100)), 10);

/** Query of the postings list; skills are comma-separated ("Tailoring, Cooking"), any of them matches. */
export const jobSearchQuerySchema = z.strictObject({
  location: z.optional(z.string().check(z.trim(), z.maxLength(100))),
  employmentType: z.optional(z.enum(EMPLOYMENT_TYPES)),
  skills: z.optional(z.string().check(z.maxLength(500))),
  page,
  pageSize,
});
export type JobSearchQuery = z.infer<typeof jobSearchQuerySchema>;

export const pageQuerySchema = z.strictObject({ page, pageSize });

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

export interface JobMatchView {
  score: number;
  band: MatchBand;
  matchedSkills: string[];
  missingSkills: string[];
  requiredSkillCount: number;
  /** The person's own years, to word "3 years experience". */
  experienceYears: number;
  meetsExperience: boolean;
  sameArea: boolean;
}

export interface JobPostingView {
  id: string;
  title: string;
  companyName: string;
  location: string;
  employmentType: EmploymentType;
  salaryMin: number;
  salaryMax: number;
  currency: JobCurrency;
  experienceYears: number;
  applicationDeadline: string;
  positionsAvailable: number;
  requiredSkills: string[];
  postedAt: string | null;
  match: JobMatchView;
  /** My application's id when I applied. */
  applicationId: string | null;
  invited: boolean;
}

export interface JobPostingDetail extends JobPostingView {
  description: string;
  requirements: string | null;
  educationRequirements: string | null;
  companyDescription: string;
  companyIndustry: string;
  companyWebsite: string | null;
}

export interface JobApplicationStep {
  event: JobApplicationEvent;
  at: string;
}

export interface MyJobApplication {
  id: string;
  jobId: string;
  jobTitle: string;
  companyName: string;
  location: string;
  status: JobApplicationStatus;
  appliedAt: string;
  coverLetter: string;
  timeline: JobApplicationStep[];
  interviewAt: string | null;
  interviewLocation: string | null;
  /** The employer's note when they declined; the screen frames it kindly. */
  rejectionReason: string | null;
  hiredStartDate: string | null;
}

export interface MyJobInvitation {
  id: string;
  message: string | null;
  invitedAt: string;
  job: JobPostingView;
}

export interface Page<T> {
  items: T[];
  page: number;
  pageSize: number;
  total: number;
}
