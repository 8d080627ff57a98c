import * as z from 'zod/mini';
import { pageSchema } from './paging';

/** Feedback is praise, a suggestion or a question; a complaint asks the agency to act. */
export const FEEDBACK_KINDS = ['feedback', 'complaint'] as const;
export type FeedbackKind = (typeof FEEDBACK_KINDS)[number];

/** Labels are translated from `feedback:categories.<category>`. */
export const FEEDBACK_CATEGORIES = [
  'programme_services',
  'payments',
  'registration',
  'staff_conduct',
  'fraud_corruption',
  'sexual_exploitation_abuse',
  'exploitation_at_work',
  'safety_security',
  'other',
] as const;
export type FeedbackCategory = (typeof FEEDBACK_CATEGORIES)[number];

/**
 * Categories whose cases go to restricted handling (IASC and UNHCR practice for
 * fraud and sexual exploitation and abuse): only the assigned handler sees them.
 */
export const SENSITIVE_FEEDBACK_CATEGORIES: readonly FeedbackCategory[] = [
  'staff_conduct',
  'fraud_corruption',
  'sexual_exploitation_abuse',
  'exploitation_at_work',
  'safety_security',
];

export function isSensitiveCategory(category: FeedbackCategory): boolean {
  return SENSITIVE_FEEDBACK_CATEGORIES.includes(category);
}

/** How the person wants to hear back; 'none' is allowed (they read replies in the portal). */
export const FEEDBACK_CONTACT_CHANNELS = ['portal', 'phone', 'sms', 'email', 'in_person', 'none'] as const;
export type FeedbackContactChannel = (typeof FEEDBACK_CONTACT_CHANNELS)[number];

/** new -> assigned (a handler took it) -> in_progress -> resolved -> closed, as the staff queue moves it. */
export const FEEDBACK_STATUSES = ['new', 'assigned', 'in_progress', 'resolved', 'closed'] as const;
export type FeedbackStatus = (typeof FEEDBACK_STATUSES)[number];

/** A case stays open (counts towards the cap, takes follow-ups) until the agency resolves or closes it. */
export const OPEN_FEEDBACK_STATUSES: readonly FeedbackStatus[] = ['new', 'assigned', 'in_progress'];

/** How soon the agency owes an answer; the due date follows from it (feedbackDueDate). */
export const FEEDBACK_PRIORITIES = ['low', 'medium', 'high', 'urgent'] as const;
export type FeedbackPriority = (typeof FEEDBACK_PRIORITIES)[number];

/** Follow-ups are refused only once a case is closed; a resolved one may still need a word. */
export function acceptsFollowUps(status: FeedbackStatus): boolean {
  return status !== 'closed';
}

/** Enough for anyone's real concerns at once; stops a script from flooding the agency's queue. */
export const MAX_OPEN_FEEDBACK_CASES = 20;
export const FEEDBACK_SUBJECT_MIN = 3;
export const FEEDBACK_SUBJECT_MAX = 150;
export const FEEDBACK_DESCRIPTION_MIN = 10;
export const FEEDBACK_DESCRIPTION_MAX = 4000;
export const FEEDBACK_FOLLOW_UP_MAX = 2000;

/** Kenya keeps East Africa Time all year (UTC+3, no summer time): a case sent on New Year's night belongs to the new year. */
const EAST_AFRICA_OFFSET_MS = 3 * 3_600_000;

export function referenceYear(at: Date): number {
  return new Date(at.getTime() + EAST_AFRICA_OFFSET_MS).getUTCFullYear();
}

/** FB-2026-000123: at least six digits, more once a million cases have been numbered (never cut). */
export function formatFeedbackReference(year: number, sequence: number): string {
  return `FB-${year}-${String(sequence).padStart(6, '0')}`;
}

const text = (min: number, max: number, minKey: string) =>
  z
    .string({ error: minKey })
    .check(z.trim(), z.minLength(min, { error: minKey }), z.maxLength(max, { error: 'validation:textTooLong' }));

/** What a person sends. Whether it is sensitive is never asked: the server derives it from the category. */
export const feedbackCaseInputSchema = z.strictObject({
  kind: z.enum(FEEDBACK_KINDS, { error: 'validation:feedbackKindRequired' }),
  category: z.enum(FEEDBACK_CATEGORIES, { error: 'validation:feedbackCategoryRequired' }),
  subject: text(FEEDBACK_SUBJECT_MIN, FEEDBACK_SUBJECT_MAX, 'validation:feedbackSubjectMin'),
  description: text(FEEDBACK_DESCRIPTION_MIN, FEEDBACK_DESCRIPTION_MAX, 'validation:feedbackDescriptionMin'),
  anonymous: z._default(z.boolean({ error: 'validation:invalidInput' }), false),
  contactChannel: z.enum(FEEDBACK_CONTACT_CHANNELS, { error: 'validation:feedbackContactRequired' }),
});
export type FeedbackCaseInput = z.infer<typeof feedbackCaseInputSchema>;
/** What a form holds before parsing: anonymity may still be unanswered (it then means no). */
export type FeedbackCaseDraft = z.input<typeof feedbackCaseInputSchema>;

/** The person's own follow-up on one of their cases. */
export const feedbackFollowUpSchema = z.strictObject({
  message: text(1, FEEDBACK_FOLLOW_UP_MAX, 'validation:feedbackFollowUpRequired'),
});
export type FeedbackFollowUpInput = z.infer<typeof feedbackFollowUpSchema>;

export const FEEDBACK_REPLY_DIRECTIONS = ['from_agency', 'from_beneficiary'] as const;
export type FeedbackReplyDirection = (typeof FEEDBACK_REPLY_DIRECTIONS)[number];

/** A message on a case. Agency replies carry no staff name: they speak for the agency. */
export const feedbackReplySchema = z.object({
  id: z.string(),
  direction: z.enum(FEEDBACK_REPLY_DIRECTIONS),
  body: z.string(),
  createdAt: z.string(),
});
export type FeedbackReply = z.infer<typeof feedbackReplySchema>;

/** One of my cases in the list. */
export const feedbackCaseSummarySchema = z.object({
  id: z.string(),
  reference: z.string(),
  kind: z.enum(FEEDBACK_KINDS),
  category: z.enum(FEEDBACK_CATEGORIES),
  subject: z.string(),
  status: z.enum(FEEDBACK_STATUSES),
  sensitive: z.boolean(),
  /** Agency replies so far: a new one is worth opening the case for. */
  agencyReplies: z.number(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type FeedbackCaseSummary = z.infer<typeof feedbackCaseSummarySchema>;

/** One case opened: what I wrote and the conversation, oldest first. */
export const feedbackCaseSchema = z.extend(feedbackCaseSummarySchema, {
  description: z.string(),
  anonymous: z.boolean(),
  contactChannel: z.enum(FEEDBACK_CONTACT_CHANNELS),
  resolvedAt: z.nullable(z.string()),
  replies: z.array(feedbackReplySchema),
});
export type FeedbackCase = z.infer<typeof feedbackCaseSchema>;

export const feedbackCasesPageSchema = z.extend(pageSchema(feedbackCaseSummarySchema), {
  /** Cases still open over all pages, against MAX_OPEN_FEEDBACK_CASES. */
  openTotal: z.number(),
});
export type FeedbackCasesPage = z.infer<typeof feedbackCasesPageSchema>;

/**
 * The priority a new case starts with: abuse and safety cannot wait, other
 * sensitive cases come next, then complaints, then feedback. Staff may change it.
 */
export function initialFeedbackPriority(kind: FeedbackKind, category: FeedbackCategory): FeedbackPriority {
  if (category === 'sexual_exploitation_abuse' || category === 'safety_security') return 'urgent';
  if (isSensitiveCategory(category)) return 'high';
  return kind === 'complaint' ? 'medium' : 'low';
}

/** Days the agency gives itself to answer, by priority (migration 0008 applies the same rule to older cases). */
export const FEEDBACK_RESPONSE_DAYS: Record<FeedbackPriority, number> = { urgent: 1, high: 3, medium: 7, low: 14 };

export function feedbackDueDate(priority: FeedbackPriority, from: Date): Date {
  return new Date(from.getTime() + FEEDBACK_RESPONSE_DAYS[priority] * 86_400_000);
}

/** Overdue: still open and past its due date. */
export function isFeedbackOverdue(status: FeedbackStatus, dueAt: Date | null, now: Date): boolean {
  return dueAt !== null && OPEN_FEEDBACK_STATUSES.includes(status) && dueAt.getTime() < now.getTime();
}
