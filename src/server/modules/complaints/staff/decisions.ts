import { feedbackDueDate, type FeedbackPriority, type FeedbackStatus } from '@domain/feedback';
import {
  canMoveFeedbackStatus,
  mayBeFeedbackHandler,
  mayHandleFeedbackCase,
  rescheduleFeedbackDue,
  statusAfterAgencyReply,
  statusAfterAssignment,
  type FeedbackAssignInput,
  type FeedbackStaffCase,
  type FeedbackViewer,
} from '@domain/feedback-handling';
import { isUuid } from '@domain/ids';
import type { CurrentUser } from '@domain/me';
import { staffMemberReachesPerson } from '@server/auth/staff-scope';
import type { Database } from '@server/db/client';
import { AppError } from '@server/errors';
import { recordAudit } from '@server/platform/audit-log';
import { notifyBeneficiary } from '@server/modules/notifications';
import {
  alreadyAssigned,
  assigneeOutsideScope,
  caseClosed,
  caseNotFound,
  illegalMove,
  notEligibleHandler,
  notHandler,
} from './errors';
import {
  findStaffCandidate,
  findVisibleCase,
  insertAgencyReply,
  insertNote,
  lockVisibleCase,
  updateCase,
  type FeedbackCaseRow,
  type ScopedFeedbackViewer,
} from './queries';
import { buildStaffCase, loadViewer } from './service';

/*
 * Every decision on a case: locked, checked, changed, audited (never with the
 * case's text: the audit names what happened, not what was said) and, when the
 * person should hear of it, notified, all in one transaction.
 */

type Act = (tx: Database, viewer: ScopedFeedbackViewer, row: FeedbackCaseRow) => Promise<void>;

async function decide(db: Database, user: CurrentUser | null, id: string, act: Act): Promise<FeedbackStaffCase> {
  const viewer = await loadViewer(db, user);
  if (!isUuid(id)) throw caseNotFound();
  await db.transaction(async (tx) => {
    const row = await lockVisibleCase(tx, viewer, id);
    if (!row) throw caseNotFound();
    await act(tx, viewer, row);
  });
  const found = await findVisibleCase(db, viewer, id);
  if (!found) throw caseNotFound();
  return buildStaffCase(db, viewer, found);
}

function requireHandler(viewer: FeedbackViewer, row: FeedbackCaseRow): void {
  if (!mayHandleFeedbackCase(viewer, row)) throw notHandler();
}

const audit = (
  tx: Database,
  viewer: FeedbackViewer,
  row: FeedbackCaseRow,
  action: string,
  details: Record<string, unknown>,
) =>
  recordAudit(tx, {
    actorUserId: viewer.userId,
    action: `feedback.${action}`,
    targetType: 'feedback_case',
    targetId: row.id,
    details,
  });

/** The reference is the only thing the notice carries: it is not personal, and the text stays in the portal. */
const notify = (tx: Database, row: FeedbackCaseRow, kind: 'feedback_replied' | 'feedback_status_changed') =>
  notifyBeneficiary(tx, { beneficiaryId: row.beneficiaryId, kind, params: { reference: row.reference } });

/** Assign to me (anyone may take an unassigned case), or an admin hands it to another active staff member. */
export function assignFeedbackCase(db: Database, user: CurrentUser | null, id: string, input: FeedbackAssignInput) {
  return decide(db, user, id, async (tx, viewer, row) => {
    const next = statusAfterAssignment(row.status);
    if (!next) throw caseClosed();
    const targetId = input.userId ?? viewer.userId;
    const toMe = targetId === viewer.userId;
    if (!toMe && !viewer.isAdmin) throw new AppError('forbidden', 'errors:adminOnly');
    if (row.assignedTo === targetId) return;
    if (toMe && row.assignedTo !== null && !viewer.isAdmin) throw alreadyAssigned();
    const candidate = toMe
      ? { status: 'active', safeguarding: viewer.safeguarding }
      : await findStaffCandidate(tx, targetId);
    if (!candidate) throw new AppError('not_found', 'errors:staffMemberNotFound');
    if (!mayBeFeedbackHandler({ active: candidate.status === 'active', safeguarding: candidate.safeguarding }, row))
      throw notEligibleHandler();
    // The viewer reached the case through their own scope; a colleague must have its person in theirs.
    if (!toMe && !(await staffMemberReachesPerson(tx, targetId, row.beneficiaryId))) throw assigneeOutsideScope();
    await updateCase(tx, row.id, { assignedTo: targetId, assignedAt: new Date(), status: next });
    // The new handler of an anonymous case sees who sent it: the audit says so, to be answerable for it.
    await audit(tx, viewer, row, 'assigned', {
      from: row.assignedTo,
      to: targetId,
      status: { from: row.status, to: next },
      revealsIdentity: row.anonymous,
    });
    if (next !== row.status) await notify(tx, row, 'feedback_status_changed');
  });
}

function statusChanges(row: FeedbackCaseRow, to: FeedbackStatus, now: Date) {
  if (to === 'resolved') return { status: to, resolvedAt: now };
  // Reopened: no longer resolved, and the agency owes a fresh answer from today.
  if (row.status === 'resolved' && to === 'in_progress')
    return { status: to, resolvedAt: null, dueAt: feedbackDueDate(row.priority, now) };
  return { status: to };
}

export function changeFeedbackStatus(db: Database, user: CurrentUser | null, id: string, to: FeedbackStatus) {
  return decide(db, user, id, async (tx, viewer, row) => {
    requireHandler(viewer, row);
    if (!canMoveFeedbackStatus(row.status, to)) throw illegalMove();
    await updateCase(tx, row.id, statusChanges(row, to, new Date()));
    await audit(tx, viewer, row, 'status_changed', { from: row.status, to });
    // Starting work is internal; the person hears when it is taken, answered, resolved, reopened or closed.
    const reopened = row.status === 'resolved';
    if (to !== 'in_progress' || reopened) await notify(tx, row, 'feedback_status_changed');
  });
}

/** The due date follows the new priority from the same start (rescheduleFeedbackDue). */
export function changeFeedbackPriority(db: Database, user: CurrentUser | null, id: string, to: FeedbackPriority) {
  return decide(db, user, id, async (tx, viewer, row) => {
    requireHandler(viewer, row);
    if (row.status === 'closed') throw caseClosed();
    if (row.priority === to) return;
    const dueAt = rescheduleFeedbackDue(row.dueAt, row.createdAt, row.priority, to);
    await updateCase(tx, row.id, { priority: to, dueAt });
    await audit(tx, viewer, row, 'priority_changed', { from: row.priority, to, dueAt: dueAt.toISOString() });
  });
}

/**
 * Staff only; the person never sees it, so it neither notifies nor marks the case as changed for them.
 * Allowed on a closed case too: what was learnt later (an audit, a related case) belongs on the record.
 */
export function addFeedbackNote(db: Database, user: CurrentUser | null, id: string, body: string) {
  return decide(db, user, id, async (tx, viewer, row) => {
    requireHandler(viewer, row);
    const note = await insertNote(tx, row.id, viewer.userId, body);
    await audit(tx, viewer, row, 'note_added', { noteId: note.id });
  });
}

/** A reply to the person starts the work; on a case nobody has taken yet, the replying admin takes it. */
export function replyToFeedbackPerson(db: Database, user: CurrentUser | null, id: string, body: string) {
  return decide(db, user, id, async (tx, viewer, row) => {
    requireHandler(viewer, row);
    const next = statusAfterAgencyReply(row.status);
    if (!next) throw caseClosed();
    const reply = await insertAgencyReply(tx, row.id, viewer.userId, body);
    const takes = row.assignedTo === null ? { assignedTo: viewer.userId, assignedAt: new Date() } : {};
    await updateCase(tx, row.id, { status: next, ...takes });
    await audit(tx, viewer, row, 'replied', {
      replyId: reply.id,
      status: { from: row.status, to: next },
      ...(takes.assignedTo ? { assignedTo: viewer.userId } : {}),
    });
    await notify(tx, row, 'feedback_replied');
  });
}

/**
 * Abuse or fraud is sometimes reported under an ordinary category ("Other"):
 * staff with the safeguarding permission restrict such a case to their team.
 * One way only, so a slip can never expose a person; the handler keeps it.
 */
export function restrictFeedbackCase(db: Database, user: CurrentUser | null, id: string) {
  return decide(db, user, id, async (tx, viewer, row) => {
    if (!viewer.safeguarding) throw new AppError('forbidden', 'errors:staffFeedback.safeguardingOnly');
    if (row.sensitive) return;
    await updateCase(tx, row.id, { sensitive: true });
    await audit(tx, viewer, row, 'restricted', {});
  });
}
