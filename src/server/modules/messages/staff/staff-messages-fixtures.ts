import { randomUUID } from 'node:crypto';
import { beneficiaries, programApplications, projectEnrolments, projects } from '@server/db/schema';
import type { TestApp } from '@server/test-support/test-app';

type PersonValues = Partial<typeof beneficiaries.$inferInsert>;

/** A registry person (no portal account), unique to the calling test. */
export async function addPerson(t: TestApp, values: PersonValues = {}): Promise<string> {
  const [row] = await t.database.db
    .insert(beneficiaries)
    .values({
      firstName: 'Halima',
      lastName: `Test ${randomUUID().slice(0, 8)}`,
      locationCamp: 'KAK',
      status: 'active',
      ...values,
    })
    .returning({ id: beneficiaries.id });
  return row!.id;
}

/** A record merged into another: never a recipient. */
export async function addMergedPerson(t: TestApp, values: PersonValues = {}): Promise<string> {
  const kept = await addPerson(t, values);
  return addPerson(t, { ...values, mergedIntoId: kept, mergedAt: new Date() });
}

export async function addProject(
  t: TestApp,
  enrolments: { beneficiaryId: string; status: 'enrolled' | 'completed' | 'withdrawn' }[],
): Promise<string> {
  const [project] = await t.database.db
    .insert(projects)
    .values({
      code: `MSG-CFW-2026-${randomUUID().slice(0, 6)}`,
      name: 'Message test project',
      partner: 'MSG',
      type: 'cash_for_work',
      location: 'KAK',
      targetBeneficiaries: 10,
      budget: 1000,
      startDate: '2026-01-01',
      endDate: '2026-12-31',
      status: 'active',
    })
    .returning({ id: projects.id });
  if (enrolments.length > 0)
    await t.database.db.insert(projectEnrolments).values(enrolments.map((e) => ({ projectId: project!.id, ...e })));
  return project!.id;
}

export async function addApplication(
  t: TestApp,
  beneficiaryId: string,
  programId: string,
  status: 'draft' | 'submitted' | 'under_review' | 'approved' | 'rejected' | 'completed',
) {
  await t.database.db
    .insert(programApplications)
    .values({ beneficiaryId, programId, programType: 'business_support', status, applicationData: {} });
}
