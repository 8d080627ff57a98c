import type { SkillAreaKey } from '@domain/skills-assessment';
import { beneficiaryPreferences, jobApplications, skillAssessments } from '@server/db/schema';
import { buildBeneficiaryAccount, NAME_ONLY, type BeneficiaryValues } from './beneficiary-builders';
import type { BuiltUser } from './builders';
import type { TestApp } from './test-app';

/*
 * Applicants and their applications inserted through the schema, as the Job
 * Search would have stored them, for the employer side's tests.
 */

export type JobApplicationRow = typeof jobApplications.$inferSelect;

export interface Applicant extends BuiltUser {
  beneficiaryId: string;
}

/** A signed-up beneficiary with a person record (Dadaab unless overridden). */
export async function buildApplicant(t: TestApp, person: BeneficiaryValues = {}): Promise<Applicant> {
  return buildBeneficiaryAccount(t, {
    ...NAME_ONLY,
    phoneNumber: '+254712000777',
    locationCamp: 'DAD',
    locationBlock: 'IFO-B3',
    educationLevel: 'secondary',
    skills: ['Masonry'],
    ...person,
  });
}

/** A submitted application with the snapshot the Job Search takes at apply time. */
export async function buildJobApplication(
  t: TestApp,
  jobId: string,
  applicant: Applicant,
  overrides: Partial<typeof jobApplications.$inferInsert> = {},
): Promise<JobApplicationRow> {
  const [row] = await t.database.db
    .insert(jobApplications)
    .values({
      jobId,
      beneficiaryId: applicant.beneficiaryId,
      coverLetter:
        'I have built houses in Ifo for four years and I would like to join your site team in Kakuma as an assistant.',
      applicantName: 'Halima Abdi',
      applicantEmail: applicant.email,
      applicantPhone: '+254712000777',
      applicantLocation: 'IFO-B3, Dadaab',
      applicantEducation: 'secondary',
      applicantExperienceYears: 3,
      applicantSkills: ['Masonry'],
      ...overrides,
    })
    .returning();
  return row!;
}

/** Opts the person in to candidate search, with an assessed experience and skill areas. */
export async function makeDiscoverable(
  t: TestApp,
  beneficiaryId: string,
  assessment: { experienceYears: number; skillAreas?: SkillAreaKey[] },
) {
  await t.database.db.insert(beneficiaryPreferences).values({ beneficiaryId, discoverableByEmployers: true });
  await t.database.db.insert(skillAssessments).values({
    beneficiaryId,
    experienceYears: assessment.experienceYears,
    skillAreas: (assessment.skillAreas ?? []).map((area) => ({ area, level: 'intermediate' as const })),
  });
}
