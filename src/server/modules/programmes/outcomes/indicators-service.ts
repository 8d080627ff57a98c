import { nairobiToday } from '@domain/kenya-day';
import type { CurrentUser } from '@domain/me';
import type { RecordedRound } from '@domain/programmes/follow-up-graduation';
import { evaluateGraduation } from '@domain/programmes/follow-up-graduation';
import type { GraduationPerson } from '@domain/programmes/follow-up-views';
import { indicatorFigures, indicatorsBy, type Breakdown, type Participant } from '@domain/programmes/indicators';
import { isUuid } from '@domain/ids';
import type { ProgrammeIndicators } from '@domain/programmes/indicators-views';
import { programmeText } from '@domain/programmes/programme-design';
import { personInScope, staffScope } from '@server/auth/staff-scope';
import type { Database } from '@server/db/client';
import { AppError } from '@server/errors';
import { recordAudit } from '@server/platform/audit-log';
import { findCycle } from '../cycles/queries';
import { requireProgramme } from '../design/service';
import { planOf } from './plan-service';
import { enrolledInProject, participantRows, recordedAnswers } from './queries';

/*
 * Outcomes of a programme among the people the reader may see: each completed person's graduation, and the
 * indicators (domain/programmes/indicators.ts) overall and by group. Staff whose places hold none of the
 * programme's people see empty figures; another organisation's programme answers 404.
 */

type ParticipantRow = Awaited<ReturnType<typeof participantRows>>[number];

async function participantsOf(db: Database, reader: CurrentUser, programmeId: string, cohortProjectId?: string) {
  const scope = personInScope(staffScope(reader));
  const cohort = cohortProjectId ? [enrolledInProject(db, cohortProjectId)] : [];
  const [rows, answers] = await Promise.all([
    participantRows(db, programmeId, scope, ...cohort),
    recordedAnswers(db, programmeId),
  ]);
  const roundsByPerson = new Map<string, RecordedRound[]>();
  for (const answer of answers) {
    const rounds = roundsByPerson.get(answer.beneficiaryId) ?? [];
    rounds.push({ monthsAfter: answer.monthsAfter, answers: answer.answers ?? {} });
    roundsByPerson.set(answer.beneficiaryId, rounds);
  }
  return rows.map((row): { row: ParticipantRow; participant: Participant } => ({
    row,
    participant: {
      camp: row.camp,
      gender: row.gender,
      dateOfBirth: row.dateOfBirth,
      nationality: row.nationality,
      completed: row.status === 'completed',
      baselineIncome: row.monthlyIncome,
      householdSize: row.householdSize,
      rounds: roundsByPerson.get(row.beneficiaryId) ?? [],
    },
  }));
}

/** The cycle asked for, which must be one of this programme's that the reader may see; 404 otherwise. */
async function requireCycleOf(db: Database, reader: CurrentUser, programmeId: string, cycleId: string) {
  const cycle = isUuid(cycleId) ? await findCycle(db, staffScope(reader), programmeId, cycleId) : null;
  if (!cycle) throw new AppError('not_found', 'errors:cycles.notFound');
  return cycle;
}

export async function programmeIndicators(
  db: Database,
  reader: CurrentUser,
  programmeId: string,
  filter: { breakdown: Breakdown; cycleId?: string | undefined },
  language: string,
): Promise<ProgrammeIndicators> {
  const { breakdown } = filter;
  const programme = await requireProgramme(db, reader, programmeId);
  // A cycle's cohort is the people enrolled in its project (decision 0033); the rest are left out.
  const cycle = filter.cycleId ? await requireCycleOf(db, reader, programme.id, filter.cycleId) : null;
  const [plan, people] = await Promise.all([
    planOf(db, programme.id),
    participantsOf(db, reader, programme.id, cycle?.projectId),
  ]);
  const participants = people.map((person) => person.participant);
  const asOf = nairobiToday();
  return {
    programmeId: programme.id,
    programmeName: programmeText(programme.content, language).name,
    breakdown,
    cycle: cycle ? { id: cycle.id, name: cycle.name } : null,
    asOf,
    overall: indicatorFigures(participants, plan.graduation),
    groups: indicatorsBy(participants, plan.graduation, breakdown, asOf),
  };
}

/** Each completed person in scope: graduated, on track or not, criterion by criterion. */
export async function graduationList(
  db: Database,
  reader: CurrentUser,
  programmeId: string,
): Promise<{ items: GraduationPerson[] }> {
  const programme = await requireProgramme(db, reader, programmeId);
  const [plan, people] = await Promise.all([planOf(db, programme.id), participantsOf(db, reader, programme.id)]);
  const items = people.flatMap(({ row, participant }) => {
    if (!participant.completed) return [];
    const verdict = evaluateGraduation(plan.graduation, participant.rounds, participant.householdSize);
    if (!verdict) return [];
    return [
      {
        beneficiaryId: row.beneficiaryId,
        name: `${row.firstName} ${row.lastName}`,
        camp: row.camp,
        status: verdict.status,
        criteria: verdict.criteria,
      },
    ];
  });
  await recordAudit(db, {
    actorUserId: reader.id,
    action: 'programme.graduation_viewed',
    targetType: 'programme',
    targetId: programme.id,
    details: { people: items.map((item) => item.beneficiaryId) },
  });
  return { items };
}
