import {
  acceptsFollowUps,
  feedbackDueDate,
  formatFeedbackReference,
  initialFeedbackPriority,
  isSensitiveCategory,
  MAX_OPEN_FEEDBACK_CASES,
  referenceYear,
  type FeedbackCase,
  type FeedbackCaseInput,
  type FeedbackCasesPage,
  type FeedbackCaseSummary,
  type FeedbackFollowUpInput,
  type FeedbackReply,
} from '@domain/feedback';
import type { CurrentUser } from '@domain/me';
import type { Database } from '@server/db/client';
import { AppError } from '@server/errors';
import { runOnce } from '@server/platform/idempotency';
import { loadOwnBeneficiary } from '@server/modules/registry';
import {
  countOpenCases,
  findOwnCase,
  insertCase,
  insertReply,
  listCases,
  listReplies,
  lockOwnCase,
  nextReferenceNumber,
  reopenResolvedCase,
  type FeedbackCaseRow,
  type FeedbackReplyRow,
} from './queries';
import { isUuid } from '@domain/ids';
import { statusAfterPersonFollowUp } from '@domain/feedback-handling';
import { requirePortal } from '@server/auth/guards';

function toSummary(row: FeedbackCaseRow, agencyReplies: number): FeedbackCaseSummary {
  return {
    id: row.id,
    reference: row.reference,
    kind: row.kind,
    category: row.category,
    subject: row.subject,
    status: row.status,
    sensitive: row.sensitive,
    agencyReplies,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** No author: the person hears from "the agency", never from a named member of staff. */
function toReply(row: FeedbackReplyRow): FeedbackReply {
  return { id: row.id, direction: row.direction, body: row.body, createdAt: row.createdAt.toISOString() };
}

function toCase(row: FeedbackCaseRow, replies: FeedbackReplyRow[]): FeedbackCase {
  return {
    ...toSummary(row, replies.filter((reply) => reply.direction === 'from_agency').length),
    description: row.description,
    anonymous: row.anonymous,
    contactChannel: row.contactChannel,
    resolvedAt: row.resolvedAt?.toISOString() ?? null,
    replies: replies.map(toReply),
  };
}

/** The person sees every case of theirs, anonymous ones too: anonymity is towards the agency's other staff. */
export async function listOwnCases(
  db: Database,
  user: CurrentUser | null,
  page: number,
  pageSize: number,
): Promise<FeedbackCasesPage> {
  const person = await loadOwnBeneficiary(db, user);
  const { rows, total, openTotal } = await listCases(db, person.id, page, pageSize);
  return {
    items: rows.map(({ row, agencyReplies }) => toSummary(row, agencyReplies)),
    page,
    pageSize,
    total,
    openTotal,
  };
}

/**
 * With an Idempotency-Key, a case sent again (a retry after a dropped line, a send queued offline) answers
 * the first case instead of opening a second one.
 */
export async function submitCase(
  db: Database,
  user: CurrentUser | null,
  input: FeedbackCaseInput,
  requestKey?: string,
): Promise<FeedbackCase> {
  const person = await loadOwnBeneficiary(db, user);
  const request = { userId: requirePortal(user, 'beneficiary').id, scope: 'feedback-case', key: requestKey };
  return db.transaction((tx) =>
    runOnce(tx, request, () => openCaseFor(tx, person.id, { ...input, openLimitApplies: true })),
  );
}

/** What opening a case takes, whoever opens it. */
export interface CaseOpening extends FeedbackCaseInput {
  /**
   * A case the person sends counts against their open-case limit; one another flow opens on their behalf
   * (the agency's own monitoring found a problem) does not, or a person with many cases would lose it.
   */
  openLimitApplies: boolean;
}

/**
 * Opens a case for a person: numbered, prioritised and given its due date the same way whether the person
 * sent it or another module (a payment verification answer) opened it for them.
 */
export async function openCaseFor(db: Database, beneficiaryId: string, opening: CaseOpening): Promise<FeedbackCase> {
  if (opening.openLimitApplies && (await countOpenCases(db, beneficiaryId)) >= MAX_OPEN_FEEDBACK_CASES) {
    throw new AppError('conflict', 'errors:feedbackOpenLimit', { params: { max: MAX_OPEN_FEEDBACK_CASES } });
  }
  const now = new Date();
  const reference = formatFeedbackReference(referenceYear(now), await nextReferenceNumber(db));
  const priority = initialFeedbackPriority(opening.kind, opening.category);
  const row = await insertCase(db, {
    reference,
    beneficiaryId,
    kind: opening.kind,
    category: opening.category,
    subject: opening.subject,
    description: opening.description,
    anonymous: opening.anonymous,
    contactChannel: opening.contactChannel,
    // Restricted handling follows the category, whatever a client claims.
    sensitive: isSensitiveCategory(opening.category),
    priority,
    dueAt: feedbackDueDate(priority, now),
  });
  return toCase(row, []);
}

async function ownCaseOr404(db: Database, beneficiaryId: string, id: string): Promise<FeedbackCaseRow> {
  const row = isUuid(id) ? await findOwnCase(db, beneficiaryId, id) : null;
  if (!row) throw new AppError('not_found', 'errors:feedbackNotFound');
  return row;
}

export async function openOwnCase(db: Database, user: CurrentUser | null, id: string): Promise<FeedbackCase> {
  const person = await loadOwnBeneficiary(db, user);
  const row = await ownCaseOr404(db, person.id, id);
  return toCase(row, await listReplies(db, row.id));
}

/**
 * The case is locked first: a message sent while staff close the case must not land, unread, on a closed case.
 * With an Idempotency-Key, a follow-up sent again answers the first instead of adding it twice.
 */
export async function followUpOwnCase(
  db: Database,
  user: CurrentUser | null,
  id: string,
  input: FeedbackFollowUpInput,
  requestKey?: string,
): Promise<FeedbackReply> {
  const person = await loadOwnBeneficiary(db, user);
  if (!isUuid(id)) throw new AppError('not_found', 'errors:feedbackNotFound');
  const request = { userId: requirePortal(user, 'beneficiary').id, scope: `feedback-follow-up:${id}`, key: requestKey };
  return db.transaction((tx) => runOnce(tx, request, async () => toReply(await addFollowUp(tx, person, id, input))));
}

async function addFollowUp(
  db: Database,
  person: { id: string; userId: string | null },
  id: string,
  input: FeedbackFollowUpInput,
): Promise<FeedbackReplyRow> {
  return db.transaction(async (tx) => {
    const row = await lockOwnCase(tx, person.id, id);
    if (!row) throw new AppError('not_found', 'errors:feedbackNotFound');
    if (!acceptsFollowUps(row.status)) throw new AppError('conflict', 'errors:feedbackClosed');
    const added = await insertReply(tx, {
      caseId: row.id,
      direction: 'from_beneficiary',
      authorUserId: person.userId,
      body: input.message,
    });
    // Writing again on a resolved case means it is not resolved for the person: it reopens and the agency owes a fresh answer.
    if (statusAfterPersonFollowUp(row.status) !== row.status)
      await reopenResolvedCase(tx, row.id, feedbackDueDate(row.priority, new Date()));
    return added;
  });
}
