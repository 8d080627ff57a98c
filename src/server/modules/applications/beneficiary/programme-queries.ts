import { asc, eq } from 'drizzle-orm';
import type { Database } from '@server/db/client';
import { programmeFormulas, programmes } from '@server/db/schema';

export type ProgrammeRow = typeof programmes.$inferSelect;

/** Programmes with the status open, in the order they are offered; the window is judged by the caller. */
export function listOpenProgrammes(db: Database): Promise<ProgrammeRow[]> {
  return db
    .select()
    .from(programmes)
    .where(eq(programmes.status, 'open'))
    .orderBy(asc(programmes.position), asc(programmes.id));
}

export async function findProgramme(db: Database, id: string): Promise<ProgrammeRow | null> {
  const [row] = await db.select().from(programmes).where(eq(programmes.id, id)).limit(1);
  return row ?? null;
}

/** The formula applications to the programme are scored with now; null when it has none yet. */
export async function findCurrentFormula(db: Database, programme: Pick<ProgrammeRow, 'currentFormulaId'>) {
  if (!programme.currentFormulaId) return null;
  const [row] = await db
    .select({ id: programmeFormulas.id, formula: programmeFormulas.formula })
    .from(programmeFormulas)
    .where(eq(programmeFormulas.id, programme.currentFormulaId))
    .limit(1);
  return row ?? null;
}
