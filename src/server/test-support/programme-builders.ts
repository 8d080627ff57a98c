import { LEAD_AGENCY } from '@domain/organisations';
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { ProgrammeText } from '@domain/programmes/programme-design';
import { SPEC_PRIORITY_FORMULA, type ScoringFormula } from '@domain/programmes/scoring-formula';
import { programmeFormulas, programmes } from '@server/db/schema';
import { databaseOf, type SeedTarget } from './seed-target';

/*
 * Programmes inserted through the schema, with their first formula version. The default is an open
 * skills programme with no window, no limit and no rules, ranked by the spec's priority score, with a
 * random id, listed after the reference programmes.
 */

export type ProgrammeRow = typeof programmes.$inferSelect;
export type ProgrammeValues = Partial<typeof programmes.$inferInsert>;

export function programmeTexts(name: string, overrides: Partial<ProgrammeText> = {}): ProgrammeText {
  return {
    name,
    description: 'Test programme',
    amount: 'KES 1,000',
    duration: '1 month',
    eligibility: [],
    ...overrides,
  };
}

export async function buildProgramme(
  target: SeedTarget,
  overrides: ProgrammeValues = {},
  formula: ScoringFormula = SPEC_PRIORITY_FORMULA,
): Promise<ProgrammeRow> {
  const db = databaseOf(target);
  const id = overrides.id ?? `test-programme-${randomUUID()}`;
  await db.insert(programmes).values({
    id,
    kind: 'skills_training',
    status: 'open',
    position: 1000,
    organisation: LEAD_AGENCY,
    content: { en: programmeTexts(`Programme ${id}`), sw: programmeTexts(`Programu ${id}`) },
    ...overrides,
  });
  const [version] = await db
    .insert(programmeFormulas)
    .values({ programmeId: id, version: 1, formula })
    .returning({ id: programmeFormulas.id });
  const [row] = await db
    .update(programmes)
    .set({ currentFormulaId: version!.id })
    .where(eq(programmes.id, id))
    .returning();
  return row!;
}
