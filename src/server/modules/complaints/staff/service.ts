import { isFeedbackOverdue } from '@domain/feedback';
import {
  FEEDBACK_STATUS_MOVES,
  mayBeFeedbackHandler,
  mayHandleFeedbackCase,
  mayIdentifyFeedbackPerson,
  statusAfterAssignment,
  type FeedbackQueueFilters,
  type FeedbackQueueItem,
  type FeedbackQueuePage,
  type FeedbackStaffCase,
  type FeedbackStaffMessageItem,
  type FeedbackViewer,
} from '@domain/feedback-handling';
import { isUuid } from '@domain/ids';
import type { CurrentUser } from '@domain/me';
import { requirePortal } from '@server/auth/guards';
import { staffScope } from '@server/auth/staff-scope';
import type { Database } from '@server/db/client';
import { recordAudit } from '@server/platform/audit-log';
import { caseNotFound } from './errors';
import {
  findVisibleCase,
  listCaseNotes,
  listCaseReplies,
  listQueue,
  loadSafeguarding,
  type QueueRow,
  type ScopedFeedbackViewer,
} from './queries';

/** Staff only; the viewer carries the safeguarding permission and the scope every query filters by. */
export async function loadViewer(db: Database, user: CurrentUser | null): Promise<ScopedFeedbackViewer> {
  const staff = requirePortal(user, 'staff');
  return {
    scope: staffScope(staff),
    userId: staff.id,
    isAdmin: staff.staff?.isAdmin === true,
    safeguarding: await loadSafeguarding(db, staff.id),
  };
}

const fullName = (first: string | null, last: string | null) =>
  first === null ? null : `${first} ${last ?? ''}`.trim();

function toQueueItem(viewer: FeedbackViewer, { row, ...joined }: QueueRow, now: Date): FeedbackQueueItem {
  const handlerName = fullName(joined.handlerFirstName, joined.handlerLastName);
  return {
    id: row.id,
    reference: row.reference,
    kind: row.kind,
    category: row.category,
    subject: row.subject,
    priority: row.priority,
    status: row.status,
    dueAt: row.dueAt?.toISOString() ?? null,
    overdue: isFeedbackOverdue(row.status, row.dueAt, now),
    assignedTo:
      row.assignedTo && handlerName ? { id: row.assignedTo, name: handlerName, active: joined.handlerActive } : null,
    sensitive: row.sensitive,
    anonymous: row.anonymous,
    person: mayIdentifyFeedbackPerson(viewer, row)
      ? { name: fullName(joined.personFirstName, joined.personLastName) ?? '', progresId: joined.personProgresId }
      : null,
    lastPersonMessageAt: joined.lastFromPerson?.toISOString() ?? null,
    awaitingReply: joined.awaitingReply,
    createdAt: row.createdAt.toISOString(),
  };
}

export async function listFeedbackQueue(
  db: Database,
  user: CurrentUser | null,
  filters: FeedbackQueueFilters,
  page: number,
  pageSize: number,
): Promise<FeedbackQueuePage> {
  const viewer = await loadViewer(db, user);
  const { rows, total } = await listQueue(db, viewer, filters, page, pageSize);
  const now = new Date();
  return { items: rows.map((row) => toQueueItem(viewer, row, now)), page, pageSize, total };
}

/** A restricted case's read is logged against the case: the person's history, which any staff member opens, must not reveal it. */
function readAuditTarget(row: QueueRow['row']) {
  return row.sensitive || row.anonymous
    ? { targetType: 'feedback_case', targetId: row.id }
    : { targetType: 'beneficiary', targetId: row.beneficiaryId };
}

/** One case with the conversation and the internal notes; naming the person is audited as a read of their record. */
export async function viewFeedbackCase(db: Database, user: CurrentUser | null, id: string): Promise<FeedbackStaffCase> {
  const viewer = await loadViewer(db, user);
  if (!isUuid(id)) throw caseNotFound();
  const found = await findVisibleCase(db, viewer, id);
  if (!found) throw caseNotFound();
  const item = await buildStaffCase(db, viewer, found);
  if (item.person) {
    await recordAudit(db, {
      actorUserId: viewer.userId,
      action: 'feedback.person_viewed',
      ...readAuditTarget(found.row),
      details: { reference: found.row.reference },
    });
  }
  return item;
}

const toMessage =
  (direction: FeedbackStaffMessageItem['direction']) =>
  ({
    row,
    firstName,
    lastName,
  }: {
    row: { id: string; body: string; createdAt: Date };
    firstName: string | null;
    lastName: string | null;
  }) => ({
    id: row.id,
    direction,
    body: row.body,
    authorName: fullName(firstName, lastName),
    createdAt: row.createdAt.toISOString(),
  });

export async function buildStaffCase(
  db: Database,
  viewer: ScopedFeedbackViewer,
  found: QueueRow,
): Promise<FeedbackStaffCase> {
  const { row } = found;
  const [replies, notes] = await Promise.all([listCaseReplies(db, row.id), listCaseNotes(db, row.id)]);
  const summary = toQueueItem(viewer, found, new Date());
  const handle = mayHandleFeedbackCase(viewer, row);
  const takeable = statusAfterAssignment(row.status) !== null;
  return {
    ...summary,
    description: row.description,
    contactChannel: row.contactChannel,
    assignedAt: row.assignedAt?.toISOString() ?? null,
    resolvedAt: row.resolvedAt?.toISOString() ?? null,
    updatedAt: row.updatedAt.toISOString(),
    person: summary.person
      ? { ...summary.person, beneficiaryId: row.beneficiaryId, phoneNumber: found.personPhone }
      : null,
    replies: replies.map((reply) => toMessage(reply.row.direction)(reply)),
    notes: notes.map(toMessage('note')),
    allowed: {
      handle,
      assignToMe:
        takeable &&
        row.assignedTo !== viewer.userId &&
        (row.assignedTo === null || viewer.isAdmin) &&
        mayBeFeedbackHandler({ active: true, safeguarding: viewer.safeguarding }, row),
      assignOthers: takeable && viewer.isAdmin && (!row.sensitive || viewer.safeguarding),
      statuses: handle ? [...FEEDBACK_STATUS_MOVES[row.status]] : [],
      restrict: !row.sensitive && viewer.safeguarding,
    },
  };
}
