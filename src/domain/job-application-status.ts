import * as z from 'zod/mini';
import { jobMatchSchema } from './job-matching';
import {
  JOB_APPLICATION_EVENTS,
  JOB_APPLICATION_STATUSES,
  JOB_STATUSES,
  type JobApplicationEvent,
  type JobApplicationStatus,
} from './jobs';
import { pageSchema, pagingQuerySchema } from './paging';
import { calendarDate } from './calendar-date';

/*
 * How an employer moves an application through the spec's states (section 4).
 * Rejected and hired are final: the applicant has been told, and a hire counts
 * towards the posting's filled positions.
 */
const ALLOWED: Record<JobApplicationStatus, readonly JobApplicationStatus[]> = {
  submitted: ['reviewed', 'shortlisted', 'rejected', 'hired'],
  reviewed: ['shortlisted', 'rejected', 'hired'],
  shortlisted: ['rejected', 'hired'],
  rejected: [],
  hired: [],
};

export function canMoveApplication(from: JobApplicationStatus, to: JobApplicationStatus): boolean {
  return ALLOWED[from].includes(to);
}

export function isFinalApplicationStatus(status: JobApplicationStatus): boolean {
  return ALLOWED[status].length === 0;
}

/** An interview can be (re)scheduled while the application is still open. */
export const canScheduleInterview = (status: JobApplicationStatus) => !isFinalApplicationStatus(status);

/** The Application Review tabs (spec section 4): New = submitted; Reviewed = reviewed and shortlisted. */
export const APPLICATION_TABS = ['all', 'new', 'reviewed', 'rejected', 'hired'] as const;
export type ApplicationTab = (typeof APPLICATION_TABS)[number];

export const TAB_STATUSES: Record<Exclude<ApplicationTab, 'all'>, readonly JobApplicationStatus[]> = {
  new: ['submitted'],
  reviewed: ['reviewed', 'shortlisted'],
  rejected: ['rejected'],
  hired: ['hired'],
};

export const APPLICATION_NOTE_MAX = 2000;
export const REJECTION_REASON_MAX = 500;
export const INTERVIEW_LOCATION_MAX = 200;
export const INVITATION_MESSAGE_MAX = 1000;
export const COVER_LETTER_PREVIEW = 60;

/** The spec's card shows the first 60 characters of the cover letter. */
export function coverLetterPreview(coverLetter: string): string {
  const text = coverLetter.trim();
  return text.length <= COVER_LETTER_PREVIEW ? text : `${text.slice(0, COVER_LETTER_PREVIEW)}…`;
}

const optionalText = (max: number) =>
  z.optional(z.nullable(z.string().check(z.trim(), z.maxLength(max, { error: 'validation:textTooLong' }))));

export const rejectApplicationSchema = z.strictObject({ reason: optionalText(REJECTION_REASON_MAX) });
export type RejectApplicationInput = z.infer<typeof rejectApplicationSchema>;

/** Date and time as the employer typed them, read in Kenya time (UTC+3, no daylight saving). */
export const scheduleInterviewSchema = z.strictObject({
  date: calendarDate({ error: 'validation:hiring.interviewDate' }),
  time: z
    .string({ error: 'validation:hiring.interviewTime' })
    .check(z.regex(/^([01]\d|2[0-3]):[0-5]\d$/, { error: 'validation:hiring.interviewTime' })),
  location: z
    .string({ error: 'validation:hiring.interviewLocation' })
    .check(
      z.trim(),
      z.minLength(2, { error: 'validation:hiring.interviewLocation' }),
      z.maxLength(INTERVIEW_LOCATION_MAX, { error: 'validation:textTooLong' }),
    ),
});
export type ScheduleInterviewInput = z.infer<typeof scheduleInterviewSchema>;

export function interviewInstant(input: Pick<ScheduleInterviewInput, 'date' | 'time'>): Date {
  return new Date(`${input.date}T${input.time}:00+03:00`);
}

export const hireApplicationSchema = z.strictObject({
  startDate: calendarDate({ error: 'validation:hiring.startDate' }),
});
export type HireApplicationInput = z.infer<typeof hireApplicationSchema>;

export const applicationNoteSchema = z.strictObject({
  body: z
    .string({ error: 'validation:hiring.noteRequired' })
    .check(
      z.trim(),
      z.minLength(1, { error: 'validation:hiring.noteRequired' }),
      z.maxLength(APPLICATION_NOTE_MAX, { error: 'validation:textTooLong' }),
    ),
});
export type ApplicationNoteInput = z.infer<typeof applicationNoteSchema>;

export const applicationRatingSchema = z.strictObject({
  rating: z
    .int({ error: 'validation:hiring.rating' })
    .check(z.gte(1, { error: 'validation:hiring.rating' }), z.lte(5, { error: 'validation:hiring.rating' })),
});

export const inviteCandidateSchema = z.strictObject({
  jobId: z.string({ error: 'validation:hiring.jobRequired' }).check(z.uuid({ error: 'validation:hiring.jobRequired' })),
  message: optionalText(INVITATION_MESSAGE_MAX),
});
export type InviteCandidateInput = z.infer<typeof inviteCandidateSchema>;

export const MAX_SEARCH_EXPERIENCE = 60;

/** At most this many skills in one candidate search. */
export const MAX_SEARCH_SKILLS = 10;

export function parseSkillList(skills: string | undefined): string[] {
  return [
    ...new Set(
      (skills ?? '')
        .split(',')
        .map((skill) => skill.trim())
        .filter(Boolean),
    ),
  ].slice(0, MAX_SEARCH_SKILLS);
}

/** What each action records in job_application_events. */
export const EVENT_FOR_STATUS: Record<Exclude<JobApplicationStatus, 'submitted'>, JobApplicationEvent> = {
  reviewed: 'reviewed',
  shortlisted: 'shortlisted',
  rejected: 'rejected',
  hired: 'hired',
};

/** One application as its employer sees it (spec section 3, Application (employer view)). */
export const employerApplicationSchema = z.object({
  id: z.string(),
  jobId: z.string(),
  jobTitle: z.string(),
  status: z.enum(JOB_APPLICATION_STATUSES),
  applicantName: z.string(),
  applicantEmail: z.nullable(z.string()),
  applicantPhone: z.nullable(z.string()),
  applicantLocation: z.nullable(z.string()),
  applicantEducation: z.nullable(z.string()),
  experienceYears: z.number(),
  skills: z.array(z.string()),
  coverLetterPreview: z.string(),
  rating: z.nullable(z.number()),
  hasResume: z.boolean(),
  appliedAt: z.string(),
  interviewAt: z.nullable(z.string()),
  interviewLocation: z.nullable(z.string()),
  hiredStartDate: z.nullable(z.string()),
  rejectionReason: z.nullable(z.string()),
  match: jobMatchSchema,
});
export type EmployerApplication = z.infer<typeof employerApplicationSchema>;

export const applicationNoteViewSchema = z.object({ id: z.string(), body: z.string(), createdAt: z.string() });
export type ApplicationNote = z.infer<typeof applicationNoteViewSchema>;

export const applicationEventEntrySchema = z.object({
  event: z.enum(JOB_APPLICATION_EVENTS),
  status: z.enum(JOB_APPLICATION_STATUSES),
  createdAt: z.string(),
});
export type ApplicationEventEntry = z.infer<typeof applicationEventEntrySchema>;

export const employerApplicationDetailSchema = z.extend(employerApplicationSchema, {
  coverLetter: z.string(),
  notes: z.array(applicationNoteViewSchema),
  events: z.array(applicationEventEntrySchema),
});
export type EmployerApplicationDetail = z.infer<typeof employerApplicationDetailSchema>;

export const applicationTabCountsSchema = z.object(
  Object.fromEntries(APPLICATION_TABS.map((tab) => [tab, z.number()])) as Record<ApplicationTab, z.ZodMiniNumber>,
);
export type ApplicationTabCounts = z.infer<typeof applicationTabCountsSchema>;

export const employerApplicationsPageSchema = z.extend(pageSchema(employerApplicationSchema), {
  counts: applicationTabCountsSchema,
});
export type EmployerApplicationsPage = z.infer<typeof employerApplicationsPageSchema>;

/** The review list: a tab, one posting or all, newest or best match first, and the page. */
export const employerApplicationsQuerySchema = z.strictObject({
  tab: z._default(z.enum(APPLICATION_TABS), 'all'),
  jobId: z.optional(z.string().check(z.maxLength(100))),
  sort: z._default(z.enum(['newest', 'match']), 'newest'),
  ...pagingQuerySchema().shape,
});

/** The employer's postings, for the job filter and the invitation picker. */
export const employerJobOptionSchema = z.object({
  id: z.string(),
  title: z.string(),
  status: z.enum(JOB_STATUSES),
  positionsAvailable: z.number(),
  positionsFilled: z.number(),
});
export type EmployerJobOption = z.infer<typeof employerJobOptionSchema>;

export const employerJobOptionsSchema = z.object({ items: z.array(employerJobOptionSchema) });

/** A discoverable person as candidate search shows them: never a contact detail or full name. */
export const candidateSummarySchema = z.object({
  id: z.string(),
  displayName: z.string(),
  skills: z.array(z.string()),
  camp: z.nullable(z.string()),
  experienceYears: z.number(),
  /** Postings of mine this person was already invited to. */
  invitedJobIds: z.array(z.string()),
});
export type CandidateSummary = z.infer<typeof candidateSummarySchema>;

export const candidatesPageSchema = pageSchema(candidateSummarySchema);
export type CandidatesPage = z.infer<typeof candidatesPageSchema>;

/** An invitation just sent: the person sees it in their Job Search. */
export const sentInvitationSchema = z.object({
  id: z.string(),
  jobId: z.string(),
  status: z.string(),
  createdAt: z.string(),
});

/** First name and last initial: enough to tell candidates apart, not enough to find the person. */
export function candidateDisplayName(firstName: string, lastName: string): string {
  const initial = lastName.trim().charAt(0).toLocaleUpperCase();
  return initial ? `${firstName.trim()} ${initial}.` : firstName.trim();
}
