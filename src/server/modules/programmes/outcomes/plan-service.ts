import { nairobiToday } from '@domain/kenya-day';
import type { CurrentUser } from '@domain/me';
import {
  criterionIssues,
  defaultFollowUpQuestions,
  visitDueOn,
  type FollowUpPlan,
  type FollowUpRoundCreate,
} from '@domain/programmes/follow-up';
import type { FollowUpOverview } from '@domain/programmes/follow-up-views';
import { personInScope, staffScope } from '@server/auth/staff-scope';
import type { Database } from '@server/db/client';
import { AppError } from '@server/errors';
import { recordAudit } from '@server/platform/audit-log';
import { requireProgramme } from '../design/service';
import { requireProgrammeDesign } from '../design/permission';
import {
  completedParticipants,
  ensureRound,
  findPlan,
  insertVisits,
  isOfficerFor,
  listRounds,
  savePlan,
} from './queries';

/*
 * A programme's follow-up plan and rounds. Reading is for any staff who read the programme; changing the
 * questionnaire or criteria and opening a round take the programme design permission, as designing does.
 */

/** The plan in force: the saved one, or the default questionnaire with no criteria until one is saved. */
export async function planOf(db: Database, programmeId: string): Promise<FollowUpPlan & { configured: boolean }> {
  const saved = await findPlan(db, programmeId);
  if (!saved) return { configured: false, questions: defaultFollowUpQuestions(), selfReport: false, graduation: [] };
  return { configured: true, questions: saved.questions, selfReport: saved.selfReport, graduation: saved.graduation };
}

export async function followUpOverview(
  db: Database,
  reader: CurrentUser,
  programmeId: string,
): Promise<FollowUpOverview> {
  const programme = await requireProgramme(db, reader, programmeId);
  const [plan, rounds] = await Promise.all([
    planOf(db, programme.id),
    listRounds(db, programme.id, personInScope(staffScope(reader))),
  ]);
  return {
    programmeId: programme.id,
    ...plan,
    rounds: rounds.map((round) => ({ ...round, createdAt: round.createdAt.toISOString() })),
  };
}

export async function saveFollowUpPlan(
  db: Database,
  designer: CurrentUser,
  programmeId: string,
  plan: FollowUpPlan,
): Promise<FollowUpOverview> {
  requireProgrammeDesign(designer);
  const programme = await requireProgramme(db, designer, programmeId);
  // The rule only finds the criterion; the message says what is wrong with it, where the form shows it.
  const issues = criterionIssues(plan).map((issue) => ({ ...issue, message: 'errors:followUp.criterionQuestion' }));
  if (issues.length > 0) throw new AppError('validation', 'errors:followUp.criteriaInvalid', { fields: issues });
  await db.transaction(async (tx) => {
    await savePlan(tx, { programmeId: programme.id, ...plan, updatedBy: designer.id });
    await recordAudit(tx, {
      actorUserId: designer.id,
      action: 'programme.follow_up_plan_saved',
      targetType: 'programme',
      targetId: programme.id,
      details: { questions: plan.questions.length, selfReport: plan.selfReport, criteria: plan.graduation.length },
    });
  });
  return followUpOverview(db, designer, programme.id);
}

/**
 * Opens the round `monthsAfter` months after completion, with a visit for everyone who has completed the
 * programme, assigned to the officer named for their camp. Asking again for the same months adds visits for
 * people who completed since, and leaves existing visits as they are.
 */
export async function openFollowUpRound(
  db: Database,
  designer: CurrentUser,
  programmeId: string,
  request: FollowUpRoundCreate,
): Promise<{ id: string; visitsCreated: number }> {
  requireProgrammeDesign(designer);
  const programme = await requireProgramme(db, designer, programmeId);
  const officerByCamp = new Map<string, string>();
  for (const [index, assignment] of request.officers.entries()) {
    if (!(await isOfficerFor(db, assignment.officerId, programme.organisation)))
      throw new AppError('validation', 'errors:followUp.officersInvalid', {
        fields: [{ path: `officers.${index}.officerId`, message: 'errors:followUp.officerNotInOrganisation' }],
      });
    officerByCamp.set(assignment.camp, assignment.officerId);
  }
  return db.transaction(async (tx) => {
    const roundId = await ensureRound(tx, programme.id, request.monthsAfter, designer.id);
    const people = await completedParticipants(tx, programme.id);
    const visitsCreated = await insertVisits(
      tx,
      people.map((person) => ({
        roundId,
        applicationId: person.applicationId,
        beneficiaryId: person.beneficiaryId,
        camp: person.camp,
        officerId: person.camp ? (officerByCamp.get(person.camp) ?? null) : null,
        // The person's end date when the programme recorded one, else the day it was marked completed.
        dueOn: visitDueOn(nairobiToday(person.endDate ?? person.updatedAt), request.monthsAfter),
      })),
    );
    await recordAudit(tx, {
      actorUserId: designer.id,
      action: 'programme.follow_up_round_opened',
      targetType: 'programme',
      targetId: programme.id,
      details: { monthsAfter: request.monthsAfter, visitsCreated },
    });
    return { id: roundId, visitsCreated };
  });
}
