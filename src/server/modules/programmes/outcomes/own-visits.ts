import { and, asc, eq, lte, or } from 'drizzle-orm';
import { nairobiToday } from '@domain/kenya-day';
import { isUuid } from '@domain/ids';
import type { CurrentUser } from '@domain/me';
import type { QuestionAnswers } from '@domain/programmes/application-answers';
import type { OwnFollowUpVisit } from '@domain/programmes/follow-up-views';
import { programmeText } from '@domain/programmes/programme-design';
import type { Database } from '@server/db/client';
import { followUpPlans, followUpRounds, followUpVisits, programmes } from '@server/db/schema';
import { AppError } from '@server/errors';
import { loadOwnBeneficiary } from '@server/modules/registry';
import { checkedAnswers } from './visits-service';
import { saveAnswers } from './queries';

/*
 * The person answers their own follow-up in the portal when the programme allows it: visits that have fallen
 * due, not yet recorded by an officer (an officer's record stands). Anyone else's visit answers 404.
 */

async function ownVisitRows(db: Database, beneficiaryId: string, visitId?: string) {
  return db
    .select({
      visit: followUpVisits,
      monthsAfter: followUpRounds.monthsAfter,
      programme: programmes,
      plan: followUpPlans,
    })
    .from(followUpVisits)
    .innerJoin(followUpRounds, eq(followUpRounds.id, followUpVisits.roundId))
    .innerJoin(programmes, eq(programmes.id, followUpRounds.programmeId))
    .innerJoin(followUpPlans, and(eq(followUpPlans.programmeId, programmes.id), eq(followUpPlans.selfReport, true)))
    .where(
      and(
        eq(followUpVisits.beneficiaryId, beneficiaryId),
        visitId ? eq(followUpVisits.id, visitId) : undefined,
        lte(followUpVisits.dueOn, nairobiToday()),
        or(eq(followUpVisits.status, 'due'), eq(followUpVisits.recordedVia, 'person')),
      ),
    )
    .orderBy(asc(followUpVisits.dueOn));
}

type OwnVisitRow = Awaited<ReturnType<typeof ownVisitRows>>[number];

function toOwnVisit(row: OwnVisitRow, language: string): OwnFollowUpVisit {
  return {
    id: row.visit.id,
    programmeName: programmeText(row.programme.content, language).name,
    monthsAfter: row.monthsAfter,
    dueOn: row.visit.dueOn,
    status: row.visit.status,
    questions: row.plan.questions,
    answers: row.visit.answers,
  };
}

export async function listOwnVisits(
  db: Database,
  user: CurrentUser,
  language: string,
): Promise<{ items: OwnFollowUpVisit[] }> {
  const person = await loadOwnBeneficiary(db, user);
  return { items: (await ownVisitRows(db, person.id)).map((row) => toOwnVisit(row, language)) };
}

export async function answerOwnVisit(
  db: Database,
  user: CurrentUser,
  visitId: string,
  answers: QuestionAnswers,
  language: string,
): Promise<OwnFollowUpVisit> {
  const person = await loadOwnBeneficiary(db, user);
  const [row] = isUuid(visitId) ? await ownVisitRows(db, person.id, visitId) : [];
  if (!row) throw new AppError('not_found', 'errors:followUp.ownVisitNotFound');
  const kept = await checkedAnswers(db, row.programme.id, answers);
  await saveAnswers(db, visitId, { answers: kept, recordedVia: 'person', recordedBy: user.id });
  const [saved] = await ownVisitRows(db, person.id, visitId);
  return toOwnVisit(saved!, language);
}
