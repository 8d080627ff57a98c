import { eq } from 'drizzle-orm';
import type { Database } from '@server/db/client';
import { skillAssessments } from '@server/db/schema';

export type SkillAssessmentRow = typeof skillAssessments.$inferSelect;
type AssessmentValues = Pick<SkillAssessmentRow, 'skillAreas' | 'languages' | 'workExperience' | 'experienceYears'>;

export async function findSkillAssessment(db: Database, beneficiaryId: string): Promise<SkillAssessmentRow | null> {
  const [row] = await db
    .select()
    .from(skillAssessments)
    .where(eq(skillAssessments.beneficiaryId, beneficiaryId))
    .limit(1);
  return row ?? null;
}

/** One assessment a person: the first save creates it, later saves replace it. */
export async function upsertSkillAssessment(
  db: Database,
  beneficiaryId: string,
  values: AssessmentValues,
): Promise<SkillAssessmentRow> {
  const [row] = await db
    .insert(skillAssessments)
    .values({ ...values, beneficiaryId })
    .onConflictDoUpdate({ target: skillAssessments.beneficiaryId, set: { ...values, updatedAt: new Date() } })
    .returning();
  return row!;
}
