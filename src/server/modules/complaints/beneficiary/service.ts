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

export async function submitCase(
  db: Database,
  user: CurrentUser | null,
  input: FeedbackCaseInput,
): Promise<FeedbackCase> {
  const person = await loadOwnBeneficiary(db, user);
  if ((await countOpenCases(db, person.id)) >= MAX_OPEN_FEEDBACK_CASES) {
    throw new AppError('conflict', 'errors:feedbackOpenLimit', { params: { max: MAX_OPEN_FEEDBACK_CASES } });
  }
  const now = new Date();
  const reference = formatFeedbackReference(referenceYear(now), await nextReferenceNumber(db));
  const priority = initialFeedbackPriority(input.kind, input.category);
  const row = await insertCase(db, {
    reference,
    beneficiaryId: person.id,
    kind: input.kind,
    category: input.category,
    subject: input.subject,
    description: input.description,
    anonymous: input.anonymous,
    contactChannel: input.contactChannel,
    // Restricted handling follows the category, whatever a client claims.
    sensitive: isSensitiveCategory(input.category),
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

/** The case is locked first: a message sent while staff close the case must not land, unread, on a closed case. */
export async function followUpOwnCase(
  db: Database,
  user: CurrentUser | null,
  id: string,
  input: FeedbackFollowUpInput,
): Promise<FeedbackReply> {
  const person = await loadOwnBeneficiary(db, user);
  if (!isUuid(id)) throw new AppError('not_found', 'errors:feedbackNotFound');
  const reply = await db.transaction(async (tx) => {
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
  return toReply(reply);
}
