import type { CurrentUser } from '@domain/me';
import { isUuid } from '@domain/ids';
import { nairobiToday } from '@domain/kenya-day';
import type { CycleInput, VisitInput } from '@domain/programmes/cycles-plan';
import type { CycleDetail, CycleSummary, InstalmentView } from '@domain/programmes/cycles-views';
import { attendancePercent } from '@domain/programmes/cycles-entitlements';
import { requirePortal } from '@server/auth/guards';
import { personInScope, staffScope } from '@server/auth/staff-scope';
import type { Database } from '@server/db/client';
import { AppError } from '@server/errors';
import { recordAudit } from '@server/platform/audit-log';
import { BENEFICIARY_TARGET } from '@server/modules/people';
import { requireProgrammeDesign } from '../design/permission';
import { claimsOf } from './claim-queries';
import { instalmentViews } from './instalment-views';
import { cohortOf, factsOf } from './people-queries';
import {
  findCycle,
  findProgrammeInScope,
  findProgrammeProject,
  insertCycle,
  insertVisit,
  listCycles,
  type CycleRow,
} from './queries';

export const CYCLE_TARGET = 'programme_cycle';

const programmeNotFound = () => new AppError('not_found', 'errors:programmeNotFound');
const cycleNotFound = () => new AppError('not_found', 'errors:cycles.notFound');

export function toCycleSummary(row: CycleRow): CycleSummary {
  return {
    id: row.id,
    programmeId: row.programmeId,
    projectId: row.projectId,
    projectName: row.projectName,
    name: row.name,
    startsOn: row.startsOn,
    endsOn: row.endsOn,
    plan: row.plan,
    createdAt: row.createdAt.toISOString(),
  };
}

/** The cycle of the programme in the staff member's scope; any other answers 404. */
export async function cycleOr404(db: Database, user: CurrentUser, programmeId: string, cycleId: string) {
  const row = isUuid(cycleId) ? await findCycle(db, staffScope(user), programmeId, cycleId) : null;
  if (!row) throw cycleNotFound();
  return row;
}

export async function listProgrammeCycles(db: Database, user: CurrentUser | null, programmeId: string) {
  const scope = staffScope(requirePortal(user, 'staff'));
  if (!(await findProgrammeInScope(db, scope, programmeId))) throw programmeNotFound();
  return { items: (await listCycles(db, scope, programmeId)).map(toCycleSummary) };
}

/** Opening a cycle decides what people are paid, so it takes the programme design permission. */
export async function createCycle(
  db: Database,
  user: CurrentUser | null,
  programmeId: string,
  input: CycleInput,
): Promise<CycleSummary> {
  const staff = requireProgrammeDesign(requirePortal(user, 'staff'));
  const scope = staffScope(staff);
  if (!(await findProgrammeInScope(db, scope, programmeId))) throw programmeNotFound();
  if (!(await findProgrammeProject(db, scope, programmeId, input.projectId))) {
    throw new AppError('validation', 'errors:cycles.projectNotInProgramme', {
      fields: [{ path: 'projectId', message: 'errors:cycles.projectNotInProgramme' }],
    });
  }
  const id = await db.transaction(async (tx) => {
    const cycleId = await insertCycle(tx, { ...input, programmeId, createdBy: staff.id });
    await recordAudit(tx, {
      actorUserId: staff.id,
      action: 'programme_cycle.create',
      targetType: CYCLE_TARGET,
      targetId: cycleId,
      details: { programmeId, projectId: input.projectId, plan: input.plan.kind },
    });
    return cycleId;
  });
  return toCycleSummary(await cycleOr404(db, staff, programmeId, id));
}

const sumOf = (instalments: InstalmentView[]) => ({
  count: instalments.length,
  amount: instalments.reduce((sum, instalment) => sum + instalment.amount, 0),
});

/** Who in the cycle (and in the staff member's places) is due, held and why, paid or in payment. */
export async function viewCycle(
  db: Database,
  user: CurrentUser | null,
  programmeId: string,
  cycleId: string,
): Promise<CycleDetail> {
  const staff = requirePortal(user, 'staff');
  const cycle = await cycleOr404(db, staff, programmeId, cycleId);
  const people = await cohortOf(db, cycle.projectId, personInScope(staffScope(staff)));
  const facts = await factsOf(db, cycle, people);
  const claims = await claimsOf(db, cycle.id);
  const today = nairobiToday();
  const rows = people.map((person) => {
    const personFacts = facts.get(person.beneficiaryId)!;
    const own = claims.filter((claim) => claim.beneficiaryId === person.beneficiaryId);
    return {
      beneficiaryId: person.beneficiaryId,
      name: `${person.firstName} ${person.lastName}`,
      progresId: person.progresId,
      camp: person.camp,
      visitRecorded: personFacts.visitRecorded,
      attendancePercent: attendancePercent(personFacts),
      instalments: instalmentViews(cycle, personFacts, own, today),
    };
  });
  const all = rows.flatMap((row) => row.instalments);
  const inState = (state: InstalmentView['state']) => all.filter((instalment) => instalment.state === state);
  return {
    cycle: toCycleSummary(cycle),
    totals: {
      due: sumOf(inState('due').filter((instalment) => instalment.amount > 0)),
      held: sumOf(inState('held')),
      inPayment: sumOf(inState('in_payment')),
      paid: sumOf(inState('paid')),
    },
    people: rows,
  };
}

/** A verification visit to one of the cycle's people in scope; others answer 404. */
export async function recordVisit(
  db: Database,
  user: CurrentUser | null,
  programmeId: string,
  cycleId: string,
  input: VisitInput,
): Promise<{ id: string }> {
  const staff = requirePortal(user, 'staff');
  const cycle = await cycleOr404(db, staff, programmeId, cycleId);
  const people = await cohortOf(db, cycle.projectId, personInScope(staffScope(staff)));
  if (!people.some((person) => person.beneficiaryId === input.beneficiaryId)) {
    throw new AppError('not_found', 'errors:cycles.personNotInCycle');
  }
  return db.transaction(async (tx) => {
    const id = await insertVisit(tx, {
      cycleId,
      beneficiaryId: input.beneficiaryId,
      visitedOn: input.visitedOn,
      note: input.note || null,
      recordedBy: staff.id,
    });
    await recordAudit(tx, {
      actorUserId: staff.id,
      action: 'programme_cycle.visit',
      targetType: BENEFICIARY_TARGET,
      targetId: input.beneficiaryId,
      details: { cycleId, visitId: id, visitedOn: input.visitedOn },
    });
    return { id };
  });
}
