import { and, asc, eq, sql } from 'drizzle-orm';
import type { StaffScope } from '@domain/organisations';
import { programmeInScope, projectInScope } from '@server/auth/staff-scope';
import type { Database } from '@server/db/client';
import { rawRows } from '@server/db/raw-rows';
import { cycleVerificationVisits, programmeCycles, programmes, projects } from '@server/db/schema';

/*
 * Cycles and their people. A cycle is in scope when both its programme and its project are run by the staff
 * member's organisation; any other answers as one that does not exist.
 */

export type CycleRow = typeof programmeCycles.$inferSelect & { projectName: string };

const cycleColumns = {
  id: programmeCycles.id,
  programmeId: programmeCycles.programmeId,
  projectId: programmeCycles.projectId,
  name: programmeCycles.name,
  startsOn: programmeCycles.startsOn,
  endsOn: programmeCycles.endsOn,
  plan: programmeCycles.plan,
  createdBy: programmeCycles.createdBy,
  createdAt: programmeCycles.createdAt,
  updatedAt: programmeCycles.updatedAt,
  projectName: projects.name,
};

function cycleRows(db: Database) {
  return db
    .select(cycleColumns)
    .from(programmeCycles)
    .innerJoin(programmes, eq(programmes.id, programmeCycles.programmeId))
    .innerJoin(projects, eq(projects.id, programmeCycles.projectId));
}

export async function listCycles(db: Database, scope: StaffScope, programmeId: string): Promise<CycleRow[]> {
  return cycleRows(db)
    .where(and(eq(programmeCycles.programmeId, programmeId), programmeInScope(scope), projectInScope(scope)))
    .orderBy(asc(programmeCycles.startsOn), asc(programmeCycles.createdAt));
}

export async function findCycle(
  db: Database,
  scope: StaffScope,
  programmeId: string,
  cycleId: string,
): Promise<CycleRow | null> {
  const [row] = await cycleRows(db).where(
    and(
      eq(programmeCycles.id, cycleId),
      eq(programmeCycles.programmeId, programmeId),
      programmeInScope(scope),
      projectInScope(scope),
    ),
  );
  return row ?? null;
}

/** Holds the cycle so two preparations of its payments run one after the other. */
export async function lockCycle(db: Database, cycleId: string): Promise<void> {
  await rawRows(db, sql`select id from ${programmeCycles} where ${programmeCycles.id} = ${cycleId}::uuid for update`);
}

export async function insertCycle(db: Database, values: typeof programmeCycles.$inferInsert): Promise<string> {
  const [row] = await db.insert(programmeCycles).values(values).returning({ id: programmeCycles.id });
  return row!.id;
}

export async function insertVisit(db: Database, values: typeof cycleVerificationVisits.$inferInsert): Promise<string> {
  const [row] = await db.insert(cycleVerificationVisits).values(values).returning({ id: cycleVerificationVisits.id });
  return row!.id;
}

/** The project of the programme, in scope, that a new cycle pays through; null otherwise. */
export async function findProgrammeProject(
  db: Database,
  scope: StaffScope,
  programmeId: string,
  projectId: string,
): Promise<{ id: string } | null> {
  const [row] = await db
    .select({ id: projects.id })
    .from(projects)
    .where(and(eq(projects.id, projectId), eq(projects.programmeId, programmeId), projectInScope(scope)));
  return row ?? null;
}

export async function findProgrammeInScope(db: Database, scope: StaffScope, programmeId: string) {
  const [row] = await db
    .select({ id: programmes.id })
    .from(programmes)
    .where(and(eq(programmes.id, programmeId), programmeInScope(scope)));
  return row ?? null;
}
