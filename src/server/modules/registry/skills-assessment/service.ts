import type { CurrentUser } from '@domain/me';
import { experienceYears, type SkillsAssessment, type SkillsAssessmentInput } from '@domain/skills-assessment';
import type { Database } from '@server/db/client';
import { loadOwnBeneficiary } from '../beneficiary-profile/service';
import { findSkillAssessment, upsertSkillAssessment, type SkillAssessmentRow } from './queries';

function toAssessment(row: SkillAssessmentRow): SkillsAssessment {
  return {
    skillAreas: row.skillAreas,
    languages: row.languages,
    workExperience: row.workExperience,
    experienceYears: row.experienceYears,
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The person's own assessment; null until they save one. */
export async function loadOwnAssessment(
  db: Database,
  user: CurrentUser | null,
): Promise<{ assessment: SkillsAssessment | null }> {
  const person = await loadOwnBeneficiary(db, user);
  const row = await findSkillAssessment(db, person.id);
  return { assessment: row ? toAssessment(row) : null };
}

/** The server owns the total years: it is what employer search and matching read. */
export async function saveOwnAssessment(
  db: Database,
  user: CurrentUser | null,
  input: SkillsAssessmentInput,
): Promise<{ assessment: SkillsAssessment }> {
  const person = await loadOwnBeneficiary(db, user);
  const row = await upsertSkillAssessment(db, person.id, {
    skillAreas: input.skillAreas,
    languages: input.languages,
    workExperience: input.workExperience,
    experienceYears: experienceYears(input.workExperience),
  });
  return { assessment: toAssessment(row) };
}

/** The dashboard's checklist asks only whether one is saved. */
export async function hasSkillsAssessment(db: Database, beneficiaryId: string): Promise<boolean> {
  return (await findSkillAssessment(db, beneficiaryId)) !== null;
}
