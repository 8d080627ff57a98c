import { and, eq } from 'drizzle-orm';
import { isUuid } from '@domain/ids';
import type { CurrentUser } from '@domain/me';
import type { Page } from '@domain/paging';
import { answerIssues, keptAnswers, type QuestionAnswers } from '@domain/programmes/application-answers';
import type { FollowUpVisit, FollowUpVisitsQuery } from '@domain/programmes/follow-up-views';
import { personInScope, programmeInScope, staffScope } from '@server/auth/staff-scope';
import type { Database } from '@server/db/client';
import { followUpRounds, followUpVisits, programmes } from '@server/db/schema';
import { AppError } from '@server/errors';
import { recordAudit } from '@server/platform/audit-log';
import { requireProgramme } from '../design/service';
import { planOf } from './plan-service';
import { findVisit, listVisitRows, saveAnswers } from './queries';

/*
 * Visits as officers work them: the list of a programme's visits among the people they may see, and the
 * answers they record. A visit of a person out of scope, or of another organisation's programme, answers 404.
 */

/** A visit of someone out of scope answers as one that does not exist. */
const visitNotFound = () => new AppError('not_found', 'errors:followUp.visitNotFound');

type VisitListRow = Awaited<ReturnType<typeof listVisitRows>>['rows'][number];

function toVisit(row: VisitListRow): FollowUpVisit {
  const { visit } = row;
  return {
    id: visit.id,
    monthsAfter: row.monthsAfter,
    beneficiaryId: visit.beneficiaryId,
    name: `${row.firstName} ${row.lastName}`,
    camp: visit.camp,
    officer:
      visit.officerId && row.officerFirstName !== null
        ? { id: visit.officerId, name: `${row.officerFirstName} ${row.officerLastName ?? ''}`.trim() }
        : null,
    dueOn: visit.dueOn,
    status: visit.status,
    answers: visit.answers,
    recordedVia: visit.recordedVia,
    recordedAt: visit.recordedAt?.toISOString() ?? null,
  };
}

export async function listVisits(
  db: Database,
  reader: CurrentUser,
  programmeId: string,
  query: FollowUpVisitsQuery,
): Promise<Page<FollowUpVisit>> {
  const programme = await requireProgramme(db, reader, programmeId);
  const conditions = [personInScope(staffScope(reader))];
  if (query.status) conditions.push(eq(followUpVisits.status, query.status));
  if (query.mine === 'true') conditions.push(eq(followUpVisits.officerId, reader.id));
  if (query.monthsAfter !== undefined) conditions.push(eq(followUpRounds.monthsAfter, query.monthsAfter));
  const { rows, total } = await listVisitRows(db, programme.id, conditions, query);
  await recordAudit(db, {
    actorUserId: reader.id,
    action: 'programme.follow_up_visits_viewed',
    targetType: 'programme',
    targetId: programme.id,
    details: { people: rows.map((row) => row.visit.beneficiaryId) },
  });
  return { items: rows.map(toVisit), page: query.page, pageSize: query.pageSize, total };
}

/** Checks answers against the programme's questionnaire; problems name the question (`answers.<id>`). */
export async function checkedAnswers(db: Database, programmeId: string, answers: QuestionAnswers) {
  const plan = await planOf(db, programmeId);
  const issues = answerIssues(plan.questions, answers);
  if (issues.length > 0) throw new AppError('validation', 'errors:followUp.answersInvalid', { fields: issues });
  return keptAnswers(plan.questions, answers);
}

/** An officer records (or corrects) what a visit found. */
export async function recordVisit(
  db: Database,
  officer: CurrentUser,
  visitId: string,
  answers: QuestionAnswers,
): Promise<FollowUpVisit> {
  const scope = staffScope(officer);
  if (!isUuid(visitId)) throw visitNotFound();
  const found = await findVisit(db, visitId, personInScope(scope));
  const [programme] = found
    ? await db
        .select({ id: programmes.id })
        .from(programmes)
        .where(and(eq(programmes.id, found.programmeId), programmeInScope(scope)))
    : [];
  if (!found || !programme) throw visitNotFound();
  const kept = await checkedAnswers(db, found.programmeId, answers);
  await db.transaction(async (tx) => {
    await saveAnswers(tx, visitId, { answers: kept, recordedVia: 'officer', recordedBy: officer.id });
    await recordAudit(tx, {
      actorUserId: officer.id,
      action: 'programme.follow_up_visit_recorded',
      targetType: 'beneficiary',
      targetId: found.visit.beneficiaryId,
      details: { visitId, programmeId: found.programmeId, monthsAfter: found.monthsAfter },
    });
  });
  return visitById(db, found.programmeId, visitId);
}

/** One visit as the console shows it, read again after a change. */
export async function visitById(db: Database, programmeId: string, visitId: string): Promise<FollowUpVisit> {
  const { rows } = await listVisitRows(db, programmeId, [eq(followUpVisits.id, visitId)], { page: 1, pageSize: 1 });
  return toVisit(rows[0]!);
}
