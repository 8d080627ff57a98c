import { and, asc, count, desc, eq, inArray, max, notInArray, or, sql } from 'drizzle-orm';
import type { StaffScope } from '@domain/organisations';
import type { ProgrammeStatus } from '@domain/programmes/programme-design';
import type { ScoringFormula } from '@domain/programmes/scoring-formula';
import { programmeInScope, projectInScope } from '@server/auth/staff-scope';
import type { Database } from '@server/db/client';
import { programmeFormulas, programmes, projects, users } from '@server/db/schema';

export type ProgrammeRow = typeof programmes.$inferSelect;
export type ProgrammeValues = typeof programmes.$inferInsert;

/** One programme in scope; null for one outside scope, as for one that does not exist. */
export async function findProgramme(db: Database, scope: StaffScope, id: string): Promise<ProgrammeRow | null> {
  const [row] = await db
    .select()
    .from(programmes)
    .where(and(eq(programmes.id, id), programmeInScope(scope)))
    .limit(1);
  return row ?? null;
}

/** Locks the programme row: two changes of one programme (two new formula versions) run one after the other. */
export async function lockProgramme(db: Database, scope: StaffScope, id: string): Promise<ProgrammeRow | null> {
  const [row] = await db
    .select()
    .from(programmes)
    .where(and(eq(programmes.id, id), programmeInScope(scope)))
    .for('update')
    .limit(1);
  return row ?? null;
}

/** Open first (what people apply to now), then paused, drafts, and closed last; then in offering order. */
const statusOrder = sql`case ${programmes.status} when 'open' then 0 when 'paused' then 1 when 'draft' then 2 else 3 end`;

export async function listProgrammeRows(
  db: Database,
  scope: StaffScope,
  filter: { status?: ProgrammeStatus },
  page: number,
  pageSize: number,
): Promise<{ rows: ProgrammeRow[]; total: number }> {
  const where = and(programmeInScope(scope), filter.status ? eq(programmes.status, filter.status) : undefined);
  const [rows, [totals]] = await Promise.all([
    db
      .select()
      .from(programmes)
      .where(where)
      .orderBy(statusOrder, asc(programmes.position), desc(programmes.createdAt), asc(programmes.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ total: count() }).from(programmes).where(where),
  ]);
  return { rows, total: totals?.total ?? 0 };
}

export async function nextPosition(db: Database): Promise<number> {
  const [row] = await db.select({ last: max(programmes.position) }).from(programmes);
  return (row?.last ?? 0) + 1;
}

export async function insertProgramme(db: Database, values: ProgrammeValues): Promise<void> {
  await db.insert(programmes).values(values);
}

export async function updateProgrammeRow(
  db: Database,
  id: string,
  changes: Partial<ProgrammeValues>,
): Promise<ProgrammeRow> {
  const [row] = await db
    .update(programmes)
    .set({ ...changes, updatedAt: new Date() })
    .where(eq(programmes.id, id))
    .returning();
  return row!;
}

const formulaColumns = {
  id: programmeFormulas.id,
  version: programmeFormulas.version,
  formula: programmeFormulas.formula,
  createdAt: programmeFormulas.createdAt,
  authorId: users.id,
  authorFirstName: users.firstName,
  authorLastName: users.lastName,
};

export type FormulaRow = Awaited<ReturnType<typeof listFormulaRows>>[number];

/** Every version of a programme's formula, newest first, with who wrote it. */
export function listFormulaRows(db: Database, programmeId: string) {
  return db
    .select(formulaColumns)
    .from(programmeFormulas)
    .leftJoin(users, eq(users.id, programmeFormulas.createdBy))
    .where(eq(programmeFormulas.programmeId, programmeId))
    .orderBy(desc(programmeFormulas.version));
}

export async function findFormulaRow(db: Database, formulaId: string): Promise<FormulaRow | null> {
  const [row] = await db
    .select(formulaColumns)
    .from(programmeFormulas)
    .leftJoin(users, eq(users.id, programmeFormulas.createdBy))
    .where(eq(programmeFormulas.id, formulaId))
    .limit(1);
  return row ?? null;
}

export async function latestFormulaVersion(db: Database, programmeId: string): Promise<number> {
  const [row] = await db
    .select({ version: max(programmeFormulas.version) })
    .from(programmeFormulas)
    .where(eq(programmeFormulas.programmeId, programmeId));
  return row?.version ?? 0;
}

export async function insertFormula(
  db: Database,
  values: { programmeId: string; version: number; formula: ScoringFormula; createdBy: string },
): Promise<string> {
  const [row] = await db.insert(programmeFormulas).values(values).returning({ id: programmeFormulas.id });
  return row!.id;
}

export function linkedProjects(db: Database, programmeId: string) {
  return db
    .select({ id: projects.id, name: projects.name, location: projects.location })
    .from(projects)
    .where(eq(projects.programmeId, programmeId))
    .orderBy(asc(projects.name));
}

/**
 * The projects of the list a designer may link: their organisation's ones, and those the programme already
 * has (the lead agency may have linked another organisation's project; keeping it is no new access).
 */
export async function linkableProjectIds(
  db: Database,
  scope: StaffScope,
  ids: readonly string[],
  programmeId?: string,
): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const alreadyLinked = programmeId ? eq(projects.programmeId, programmeId) : undefined;
  const rows = await db
    .select({ id: projects.id })
    .from(projects)
    .where(and(inArray(projects.id, [...ids]), or(projectInScope(scope), alreadyLinked)));
  return new Set(rows.map((row) => row.id));
}

/** The programme's projects become exactly these: the ones given are linked, the others let go. */
export async function linkProjects(db: Database, programmeId: string, projectIds: readonly string[]): Promise<void> {
  const others = projectIds.length > 0 ? notInArray(projects.id, [...projectIds]) : undefined;
  await db
    .update(projects)
    .set({ programmeId: null, updatedAt: new Date() })
    .where(and(eq(projects.programmeId, programmeId), others));
  if (projectIds.length > 0) {
    await db
      .update(projects)
      .set({ programmeId, updatedAt: new Date() })
      .where(inArray(projects.id, [...projectIds]));
  }
}
