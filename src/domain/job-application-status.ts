import * as z from 'zod/mini';
import type { JobMatch } from './job-matching';
import type { JobApplicationEvent, JobApplicationStatus } from './jobs';
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
export interface EmployerApplication {
  id: string;
  jobId: string;
  jobTitle: string;
  status: JobApplicationStatus;
  applicantName: string;
  applicantEmail: string | null;
  applicantPhone: string | null;
  applicantLocation: string | null;
  applicantEducation: string | null;
  experienceYears: number;
  skills: string[];
  coverLetterPreview: string;
  rating: number | null;
  hasResume: boolean;
  appliedAt: string;
  interviewAt: string | null;
  interviewLocation: string | null;
  hiredStartDate: string | null;
  rejectionReason: string | null;
  match: JobMatch;
}

export interface ApplicationNote {
  id: string;
  body: string;
  createdAt: string;
}

export interface ApplicationEventEntry {
  event: JobApplicationEvent;
  status: JobApplicationStatus;
  createdAt: string;
}

export interface EmployerApplicationDetail extends EmployerApplication {
  coverLetter: string;
  notes: ApplicationNote[];
  events: ApplicationEventEntry[];
}

export type ApplicationTabCounts = Record<ApplicationTab, number>;

export interface EmployerApplicationsPage {
  items: EmployerApplication[];
  page: number;
  pageSize: number;
  total: number;
  counts: ApplicationTabCounts;
}

/** The employer's postings, for the job filter and the invitation picker. */
export interface EmployerJobOption {
  id: string;
  title: string;
  status: 'draft' | 'open' | 'closed';
  positionsAvailable: number;
  positionsFilled: number;
}

/** A discoverable person as candidate search shows them: never a contact detail or full name. */
export interface CandidateSummary {
  id: string;
  displayName: string;
  skills: string[];
  camp: string | null;
  experienceYears: number;
  /** Postings of mine this person was already invited to. */
  invitedJobIds: string[];
}

export interface CandidatesPage {
  items: CandidateSummary[];
  page: number;
  pageSize: number;
  total: number;
}

/** First name and last initial: enough to tell candidates apart, not enough to find the person. */
export function candidateDisplayName(firstName: string, lastName: string): string {
  const initial = lastName.trim().charAt(0).toLocaleUpperCase();
  return initial ? `${firstName.trim()} ${initial}.` : firstName.trim();
}
