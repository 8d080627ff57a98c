import * as z from 'zod/mini';
import {
  FEEDBACK_PRIORITIES,
  FEEDBACK_RESPONSE_DAYS,
  FEEDBACK_STATUSES,
  type FeedbackCategory,
  type FeedbackContactChannel,
  type FeedbackKind,
  type FeedbackPriority,
  type FeedbackReplyDirection,
  type FeedbackStatus,
} from './feedback';

/*
 * The staff side of Feedback & Complaints (issue 7): how a case moves, who may
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

/** The person behind a case, or null when it is anonymous and the viewer is not its handler. */
export interface FeedbackPerson {
  beneficiaryId: string;
  name: string;
  progresId: string | null;
  phoneNumber: string | null;
}

export interface FeedbackQueueItem {
  id: string;
  reference: string;
  kind: FeedbackKind;
  category: FeedbackCategory;
  subject: string;
  priority: FeedbackPriority;
  status: FeedbackStatus;
  dueAt: string | null;
  overdue: boolean;
  /** active: false when the handler's account was deactivated since; an admin should hand the case on. */
  assignedTo: { id: string; name: string; active: boolean } | null;
  sensitive: boolean;
  anonymous: boolean;
  person: Omit<FeedbackPerson, 'phoneNumber' | 'beneficiaryId'> | null;
  /** When the person last wrote on the case (a follow-up), null if never since they sent it. */
  lastPersonMessageAt: string | null;
  /** Open, and the person wrote after the agency's last reply: a new message waits for our answer. */
  awaitingReply: boolean;
  createdAt: string;
}

export interface FeedbackQueuePage {
  items: FeedbackQueueItem[];
  page: number;
  pageSize: number;
  total: number;
}

/** Staff see who on the team wrote each reply and note; the person never does. */
export interface FeedbackStaffMessageItem {
  id: string;
  direction: FeedbackReplyDirection | 'note';
  body: string;
  authorName: string | null;
  createdAt: string;
}

export interface FeedbackStaffCase extends Omit<FeedbackQueueItem, 'person'> {
  description: string;
  contactChannel: FeedbackContactChannel;
  assignedAt: string | null;
  resolvedAt: string | null;
  updatedAt: string;
  person: FeedbackPerson | null;
  replies: FeedbackStaffMessageItem[];
  notes: FeedbackStaffMessageItem[];
  /** What this viewer may do now (the server checks again on every request). */
  allowed: {
    handle: boolean;
    assignToMe: boolean;
    assignOthers: boolean;
    statuses: FeedbackStatus[];
    restrict: boolean;
  };
}
