import { nairobiToday } from '@domain/kenya-day';
import type { CurrentUser } from '@domain/me';
import type { RecordedRound } from '@domain/programmes/follow-up-graduation';
import { evaluateGraduation } from '@domain/programmes/follow-up-graduation';
import type { GraduationPerson } from '@domain/programmes/follow-up-views';
import { indicatorFigures, indicatorsBy, type Breakdown, type Participant } from '@domain/programmes/indicators';
import type { ProgrammeIndicators } from '@domain/programmes/indicators-views';
import { programmeText } from '@domain/programmes/programme-design';
import { personInScope, staffScope } from '@server/auth/staff-scope';
import type { Database } from '@server/db/client';
import { recordAudit } from '@server/platform/audit-log';
import { requireProgramme } from '../design/service';
import { planOf } from './plan-service';
import { participantRows, recordedAnswers } from './queries';

/*
 * Outcomes of a programme among the people the reader may see: each completed person's graduation, and the
 * indicators (domain/programmes/indicators.ts) overall and by group. Staff whose places hold none of the
 * programme's people see empty figures; another organisation's programme answers 404.
 */

type ParticipantRow = Awaited<ReturnType<typeof participantRows>>[number];

async function participantsOf(db: Database, reader: CurrentUser, programmeId: string) {
  const [rows, answers] = await Promise.all([
    participantRows(db, programmeId, personInScope(staffScope(reader))),
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

export async function programmeIndicators(
  db: Database,
  reader: CurrentUser,
  programmeId: string,
  breakdown: Breakdown,
  language: string,
): Promise<ProgrammeIndicators> {
  const programme = await requireProgramme(db, reader, programmeId);
  const [plan, people] = await Promise.all([planOf(db, programme.id), participantsOf(db, reader, programme.id)]);
  const participants = people.map((person) => person.participant);
  const asOf = nairobiToday();
  return {
    programmeId: programme.id,
    programmeName: programmeText(programme.content, language).name,
    breakdown,
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
