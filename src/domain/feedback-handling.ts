import * as z from 'zod/mini';
import {
  FEEDBACK_CATEGORIES,
  FEEDBACK_CONTACT_CHANNELS,
  FEEDBACK_KINDS,
  FEEDBACK_PRIORITIES,
  FEEDBACK_REPLY_DIRECTIONS,
  FEEDBACK_RESPONSE_DAYS,
  FEEDBACK_STATUSES,
  type FeedbackCategory,
  type FeedbackKind,
  type FeedbackPriority,
  type FeedbackStatus,
} from './feedback';
import { pageSchema, pagingQuerySchema } from './paging';

/*
 * The staff side of Feedback & Complaints: how a case moves, who may
 * see and handle it, and what staff send. The person's side is domain/feedback.ts.
 *
 * new -> assigned: only by assigning a handler (POST .../assign), never by a status change.
 * assigned -> in_progress: the handler starts (or replies to the person).
 * in_progress -> resolved -> closed; resolved -> in_progress when staff reopen it or the person follows up.
 * closed is final: the person sends a new case instead; staff may still add internal notes.
 * new -> in_progress directly is refused: work starts only once someone is
 * answerable for the case (an anonymous case shows the person only to its handler).
 */

/** The moves the status control offers, by current status. */
export const FEEDBACK_STATUS_MOVES: Record<FeedbackStatus, readonly FeedbackStatus[]> = {
  new: [],
  assigned: ['in_progress'],
  in_progress: ['resolved'],
  resolved: ['closed', 'in_progress'],
  closed: [],
};

export function canMoveFeedbackStatus(from: FeedbackStatus, to: FeedbackStatus): boolean {
  return FEEDBACK_STATUS_MOVES[from].includes(to);
}

/** Taking or handing over a case: a new one becomes assigned; one already under way keeps its status. Null: closed, refused. */
export function statusAfterAssignment(status: FeedbackStatus): FeedbackStatus | null {
  if (status === 'closed') return null;
  return status === 'new' ? 'assigned' : status;
}

/** Answering the person starts the work; a reply on a resolved case (a last word) leaves it resolved. Null: closed, refused. */
export function statusAfterAgencyReply(status: FeedbackStatus): FeedbackStatus | null {
  if (status === 'closed') return null;
  return status === 'new' || status === 'assigned' ? 'in_progress' : status;
}

/** The person writing again on a resolved case means it is not resolved for them: it reopens. */
export function statusAfterPersonFollowUp(status: FeedbackStatus): FeedbackStatus {
  return status === 'resolved' ? 'in_progress' : status;
}

/**
 * A new due date when the priority changes: the clock keeps running from when
 * the case was received (or reopened), only the allowance changes. Raising an
 * old case to urgent can therefore make it overdue at once, which is the truth.
 */
export function rescheduleFeedbackDue(
  dueAt: Date | null,
  createdAt: Date,
  from: FeedbackPriority,
  to: FeedbackPriority,
): Date {
  const start = dueAt ? dueAt.getTime() - FEEDBACK_RESPONSE_DAYS[from] * 86_400_000 : createdAt.getTime();
  return new Date(start + FEEDBACK_RESPONSE_DAYS[to] * 86_400_000);
}

/** The staff member looking at a case. */
export interface FeedbackViewer {
  userId: string;
  isAdmin: boolean;
  safeguarding: boolean;
}

export interface FeedbackCaseAccess {
  sensitive: boolean;
  anonymous: boolean;
  assignedTo: string | null;
}

/** A sensitive case exists only for staff with the safeguarding permission, and for its handler. */
export function maySeeFeedbackCase(
  viewer: FeedbackViewer,
  item: Pick<FeedbackCaseAccess, 'sensitive' | 'assignedTo'>,
): boolean {
  return !item.sensitive || viewer.safeguarding || item.assignedTo === viewer.userId;
}

/** Replies, notes, status and priority: the handler, or an admin (who for a sensitive case also needs safeguarding). */
export function mayHandleFeedbackCase(
  viewer: FeedbackViewer,
  item: Pick<FeedbackCaseAccess, 'sensitive' | 'assignedTo'>,
): boolean {
  if (item.assignedTo === viewer.userId) return true;
  return viewer.isAdmin && maySeeFeedbackCase(viewer, item);
}

/** Who may take a case: an active staff member, with safeguarding when it is sensitive. */
export function mayBeFeedbackHandler(
  member: { active: boolean; safeguarding: boolean },
  item: Pick<FeedbackCaseAccess, 'sensitive'>,
): boolean {
  return member.active && (!item.sensitive || member.safeguarding);
}

/** An anonymous case names the person to its handler only. */
export function mayIdentifyFeedbackPerson(
  viewer: FeedbackViewer,
  item: Pick<FeedbackCaseAccess, 'anonymous' | 'assignedTo'>,
): boolean {
  return !item.anonymous || item.assignedTo === viewer.userId;
}

export const FEEDBACK_STAFF_MESSAGE_MAX = 4000;

const staffMessage = z.strictObject({
  message: z
    .string({ error: 'validation:staffFeedback.messageRequired' })
    .check(
      z.trim(),
      z.minLength(1, { error: 'validation:staffFeedback.messageRequired' }),
      z.maxLength(FEEDBACK_STAFF_MESSAGE_MAX, { error: 'validation:textTooLong' }),
    ),
});

/** A reply to the person: it speaks for the agency, so it is written as the agency, not as oneself. */
export const feedbackAgencyReplySchema = staffMessage;
/** An internal note: staff only, never shown to the person. */
export const feedbackCaseNoteSchema = staffMessage;
export type FeedbackStaffMessage = z.infer<typeof staffMessage>;

export const feedbackStatusChangeSchema = z.strictObject({
  status: z.enum(FEEDBACK_STATUSES, { error: 'validation:staffFeedback.statusRequired' }),
});
export type FeedbackStatusChange = z.infer<typeof feedbackStatusChangeSchema>;

export const feedbackPriorityChangeSchema = z.strictObject({
  priority: z.enum(FEEDBACK_PRIORITIES, { error: 'validation:staffFeedback.priorityRequired' }),
});
export type FeedbackPriorityChange = z.infer<typeof feedbackPriorityChangeSchema>;

/** No user: assign to me. Another user: an admin hands the case over. */
export const feedbackAssignSchema = z.strictObject({
  userId: z.optional(z.string().check(z.minLength(1), z.maxLength(100))),
});
export type FeedbackAssignInput = z.infer<typeof feedbackAssignSchema>;

/** The queue's status filter: the open ones (default), one status, or everything. */
export const FEEDBACK_QUEUE_VIEWS = ['open', 'all', ...FEEDBACK_STATUSES] as const;
export type FeedbackQueueView = (typeof FEEDBACK_QUEUE_VIEWS)[number];

export interface FeedbackQueueFilters {
  status: FeedbackQueueView;
  category?: FeedbackCategory;
  priority?: FeedbackPriority;
  kind?: FeedbackKind;
  overdue?: boolean;
  assignedToMe?: boolean;
  /** Open cases where the person wrote after our last reply: they are waiting for us. */
  awaitingReply?: boolean;
  /** FB-2026-000123 as the person quotes it at the help desk: finds that one case, whatever else is chosen. */
  reference?: string;
}

const queryFlag = z.optional(
  z.pipe(
    z.enum(['true', 'false']),
    z.transform((value) => value === 'true'),
  ),
);

/** The queue's query: the filters above as URL parameters, and the page. */
export const feedbackQueueQuerySchema = z.strictObject({
  status: z._default(z.enum(FEEDBACK_QUEUE_VIEWS), 'open'),
  category: z.optional(z.enum(FEEDBACK_CATEGORIES)),
  priority: z.optional(z.enum(FEEDBACK_PRIORITIES)),
  kind: z.optional(z.enum(FEEDBACK_KINDS)),
  overdue: queryFlag,
  assignedToMe: queryFlag,
  awaitingReply: queryFlag,
  // Read out over the phone: any case and spacing are accepted; references are stored upper case.
  reference: z.pipe(
    z.optional(z.string().check(z.maxLength(40))),
    z.transform((value) => value?.trim().toUpperCase() || undefined),
  ),
  ...pagingQuerySchema().shape,
});

/** The person behind a case, or null when it is anonymous and the viewer is not its handler. */
export const feedbackPersonSchema = z.object({
  beneficiaryId: z.string(),
  name: z.string(),
  progresId: z.nullable(z.string()),
  phoneNumber: z.nullable(z.string()),
});
export type FeedbackPerson = z.infer<typeof feedbackPersonSchema>;

const feedbackQueueItemFields = {
  id: z.string(),
  reference: z.string(),
  kind: z.enum(FEEDBACK_KINDS),
  category: z.enum(FEEDBACK_CATEGORIES),
  subject: z.string(),
  priority: z.enum(FEEDBACK_PRIORITIES),
  status: z.enum(FEEDBACK_STATUSES),
  dueAt: z.nullable(z.string()),
  overdue: z.boolean(),
  /** active: false when the handler's account was deactivated since; an admin should hand the case on. */
  assignedTo: z.nullable(z.object({ id: z.string(), name: z.string(), active: z.boolean() })),
  sensitive: z.boolean(),
  anonymous: z.boolean(),
  /** When the person last wrote on the case (a follow-up), null if never since they sent it. */
  lastPersonMessageAt: z.nullable(z.string()),
  /** Open, and the person wrote after the agency's last reply: a new message waits for our answer. */
  awaitingReply: z.boolean(),
  createdAt: z.string(),
};

export const feedbackQueueItemSchema = z.object({
  ...feedbackQueueItemFields,
  person: z.nullable(z.pick(feedbackPersonSchema, { name: true, progresId: true })),
});
export type FeedbackQueueItem = z.infer<typeof feedbackQueueItemSchema>;

export const feedbackQueuePageSchema = pageSchema(feedbackQueueItemSchema);
export type FeedbackQueuePage = z.infer<typeof feedbackQueuePageSchema>;

/** Staff see who on the team wrote each reply and note; the person never does. */
export const feedbackStaffMessageItemSchema = z.object({
  id: z.string(),
  direction: z.enum([...FEEDBACK_REPLY_DIRECTIONS, 'note']),
  body: z.string(),
  authorName: z.nullable(z.string()),
  createdAt: z.string(),
});
export type FeedbackStaffMessageItem = z.infer<typeof feedbackStaffMessageItemSchema>;

export const feedbackStaffCaseSchema = z.object({
  ...feedbackQueueItemFields,
  description: z.string(),
  contactChannel: z.enum(FEEDBACK_CONTACT_CHANNELS),
  assignedAt: z.nullable(z.string()),
  resolvedAt: z.nullable(z.string()),
  updatedAt: z.string(),
  person: z.nullable(feedbackPersonSchema),
  replies: z.array(feedbackStaffMessageItemSchema),
  notes: z.array(feedbackStaffMessageItemSchema),
  /** What this viewer may do now (the server checks again on every request). */
  allowed: z.object({
    handle: z.boolean(),
    assignToMe: z.boolean(),
    assignOthers: z.boolean(),
    statuses: z.array(z.enum(FEEDBACK_STATUSES)),
    restrict: z.boolean(),
  }),
});
export type FeedbackStaffCase = z.infer<typeof feedbackStaffCaseSchema>;
